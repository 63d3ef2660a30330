// Route function of a legal document page: exactly the addresses of domain/legal/documents.ts; any other
// /ecosystem/docs/… address stays unmatched and gets the not-found page.
import type { PageContext } from 'vike/types'
import { LEGAL_DOCUMENTS, legalDocPath } from '../../../../domain/legal/documents'

export default function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  const doc = LEGAL_DOCUMENTS.find((d) => legalDocPath(d.slug) === pageContext.urlPathname)
  return doc ? { routeParams: { slug: doc.slug } } : false
}
