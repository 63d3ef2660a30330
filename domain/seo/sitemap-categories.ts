// The addresses of /sitemaps/categories.xml: every library list (/biblioteka/{typeSlug}/{subjectSlug}/) and every
// referat subject (/referat/{subjectSlug}/) that holds published works, each last changed when its newest work was.
import { libraryListPath } from '../library/work-types'
import { referatSubjectPath } from '../referat/referat-slug'
import type { TSitemapUrl } from './sitemap'

export const SITEMAP_CATEGORIES_PATH = '/sitemaps/categories.xml'

export type TSitemapLibraryCategory = { typeSlug: string; subjectSlug: string; updatedAt: Date | string | null }
export type TSitemapReferatSubject = { subjectSlug: string; updatedAt: Date | string | null }

/** Library lists first, then referat subjects, each in the order given; an address given twice is listed once. */
export function sitemapCategoryUrls(o: { library: TSitemapLibraryCategory[]; referats: TSitemapReferatSubject[] }): TSitemapUrl[] {
  const urls = [
    ...o.library.map((c) => ({ path: libraryListPath(c.typeSlug, c.subjectSlug), updatedAt: c.updatedAt })),
    ...o.referats.map((s) => ({ path: referatSubjectPath(s.subjectSlug), updatedAt: s.updatedAt })),
  ]
  const seen = new Set<string>()
  return urls.filter((u) => !seen.has(u.path) && seen.add(u.path))
}
