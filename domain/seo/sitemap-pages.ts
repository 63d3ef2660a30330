// The addresses of /sitemaps/pages.xml: the ready guest pages without parameters, the eight /m/context/{type}
// landings and the legal documents (which are routes of the table, so they come with the first group).
import { MARKETING_CONTEXT_TYPES } from '../routes'
import { LEGAL_DOCUMENTS, legalDocPath } from '../legal/documents'
import { SITEMAP_STATIC_ROUTES } from './indexing'
import type { TSitemapUrl } from './sitemap'

export function sitemapStaticUrls(): TSitemapUrl[] {
  const effective = new Map<string, string>(LEGAL_DOCUMENTS.map((d) => [legalDocPath(d.slug), d.effectiveDate]))
  return [
    ...SITEMAP_STATIC_ROUTES.map((r) => ({ path: r.path, updatedAt: effective.get(r.path) ?? null })),
    ...MARKETING_CONTEXT_TYPES.map((type) => ({ path: `/m/context/${type}` })),
  ]
}
