// Every legal document has the text of its version in force, every placeholder in it is one the pages fill, and every
// link in it (and in the FAQ) opens a built page of the route table.
import { describe, expect, it } from 'vitest'
import { LEGAL_DOCUMENTS, legalDocPath } from '../../domain/legal/documents'
import { parseMarkdown, type TInline } from '../../domain/legal/markdown'
import { fillPlaceholders } from '../../domain/legal/site-facts'
import { matchRoute } from '../../domain/route-match'
import { siteFacts } from '../../edge/legal/site-facts'
import { readSettings } from '../../edge/settings'
import { helpFaq } from '../../pages/components/help-faq.server'
import { legalText } from '../../pages/ecosystem/docs/document/legal-texts.server'

const facts = siteFacts(readSettings({ SUPPORT_PHONE: '+7 (495) 123-45-67', SUPPORT_EMAIL: 'help@kampus.test' }))

function linksOf(parts: TInline[]): string[] {
  return parts.flatMap((p) => (p.type === 'link' ? [p.href] : []))
}

function expectOpensABuiltPage(href: string) {
  if (!href.startsWith('/')) return
  const route = matchRoute(new URL(href, 'http://x').pathname)?.route
  expect(route?.build, href).toBe('ready')
}

describe('legal documents', () => {
  it.each(LEGAL_DOCUMENTS.map((d) => [d.slug, d]))('%s: text of its version, placeholders filled, links open built pages', (_, doc) => {
    expect(matchRoute(legalDocPath(doc.slug))?.route.name).toBe(`ecosystem-common__docs-${doc.slug}`)
    expect(doc.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const text = legalText(doc.slug, doc.version)
    expect(text, `content/legal/${doc.slug}/${doc.version}.md`).toBeTruthy()
    const filled = fillPlaceholders(text!, facts)
    expect(filled).not.toMatch(/\{[a-zA-Z]+\}/)
    expect(filled).toContain('help@kampus.test')
    const blocks = parseMarkdown(filled)
    expect(blocks.length).toBeGreaterThan(5)
    for (const b of blocks) {
      const parts = b.type === 'p' ? b.inline : b.type === 'ul' ? b.items.flat() : []
      for (const href of linksOf(parts)) expectOpensABuiltPage(href)
    }
  })

  it('has no text for an unknown document or version', () => {
    expect(legalText('no-such-doc', '1.0')).toBeNull()
    expect(legalText('offer', '0.1')).toBeNull()
  })
})

describe('help FAQ', () => {
  it('fills every placeholder and links only built pages', () => {
    const faq = helpFaq(facts)
    expect(faq.map((g) => g.id)).toEqual(['payment', 'refunds', 'tokens', 'subscription', 'works', 'privacy'])
    const all = faq.flatMap((g) => g.items.flatMap((i) => i.a.flat()))
    const text = all.map((p) => p.text).join(' ')
    expect(text).not.toMatch(/\{[a-zA-Z]+\}/)
    expect(text).toContain('+7 (495) 123-45-67')
    expect(text).toContain('help@kampus.test')
    for (const href of linksOf(all)) expectOpensABuiltPage(href)
  })
})
