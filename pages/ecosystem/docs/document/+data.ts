// Server data of a legal document page: the version in force, its text with the contacts and company details filled
// in from the settings, parsed to plain blocks (no HTML reaches the page).
import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { legalDocument, type TLegalDocument } from '../../../../domain/legal/documents'
import { parseMarkdown, type TBlock } from '../../../../domain/legal/markdown'
import { fillPlaceholders } from '../../../../domain/legal/site-facts'
import { pageSiteFacts } from '../../../components/site-facts.server'
import { legalText } from './legal-texts.server'

export type TLegalDocData = { doc: TLegalDocument; blocks: TBlock[] }

export default function data(pageContext: PageContextServer): TLegalDocData {
  const doc = legalDocument(pageContext.routeParams.slug ?? '')
  const text = doc && legalText(doc.slug, doc.version)
  if (!doc || text == null) throw render(404)
  return { doc, blocks: parseMarkdown(fillPlaceholders(text, pageSiteFacts(pageContext))) }
}
