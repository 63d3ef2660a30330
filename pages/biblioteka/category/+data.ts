// Server data of a library category (route library-external__category): a page of works, most viewed or newest first.
// An unknown type or subject is the 404 page.
import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { listLibraryWorks, type TLibraryList } from '../../../edge/library/list-library-works'
import { libraryListPath, parseLibraryPage, parseLibrarySort } from '../../../domain/library/work-types'
import { canonicalUrl, libraryDeps } from '../library-deps.server'

export type TLibraryCategoryData = TLibraryList & { canonical: string }

export default async function data(pageContext: PageContextServer): Promise<TLibraryCategoryData> {
  const { typeSlug = '', subjectSlug = '' } = pageContext.routeParams
  const { search } = pageContext.urlParsed
  const list = await listLibraryWorks({ db: libraryDeps(pageContext).db, typeSlug, subjectSlug, page: parseLibraryPage(search.page), sort: parseLibrarySort(search.sort) })
  if (!list) throw render(404)
  const page = list.page > 1 ? `?page=${list.page}` : ''
  return { ...list, canonical: canonicalUrl(pageContext, `${libraryListPath(typeSlug, subjectSlug)}${page}`) }
}
