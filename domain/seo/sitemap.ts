// Sitemap XML (sitemaps.org 0.9): an index of paged files, each at most SITEMAP_PAGE_SIZE addresses.

/** The protocol's limit of addresses in one sitemap file; settings.SITEMAP_PAGE_SIZE may only lower it. */
export const SITEMAP_PAGE_SIZE = 50_000

export type TSitemapUrl = { path: string; updatedAt?: Date | string | null }
export type TSitemapKind = 'library' | 'referats'

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
export const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c] as string)

/** W3C datetime in UTC, e.g. 2026-11-25T09:00:00Z (no milliseconds). */
function lastmod(at: Date | string | null | undefined): string {
  if (!at) return ''
  const d = at instanceof Date ? at : new Date(at)
  return Number.isNaN(d.getTime()) ? '' : `<lastmod>${d.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>`
}

export const sitemapPagePath = (kind: TSitemapKind, n: number) => `/sitemaps/${kind}-${n}.xml`
export const SITEMAP_PAGES_PATH = '/sitemaps/pages.xml'

/** How many files `count` addresses take; an empty catalogue still has its first (empty) file. */
export const sitemapPageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize))

export function sitemapIndexXml(origin: string, files: { path: string; updatedAt?: Date | string | null }[]): string {
  const items = files.map((f) => `<sitemap><loc>${xmlEscape(origin + f.path)}</loc>${lastmod(f.updatedAt)}</sitemap>`)
  return `${HEAD}<sitemapindex xmlns="${XMLNS}">\n${items.join('\n')}\n</sitemapindex>\n`
}

export function urlsetXml(origin: string, urls: TSitemapUrl[]): string {
  const items = urls.map((u) => `<url><loc>${xmlEscape(origin + u.path)}</loc>${lastmod(u.updatedAt)}</url>`)
  return `${HEAD}<urlset xmlns="${XMLNS}">\n${items.join('\n')}\n</urlset>\n`
}
