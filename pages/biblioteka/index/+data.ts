// Server data of the library's main page (route library-external__main): types and popular subjects with their counts,
// and, for ?q=, the search results rendered on the server (the form works without JavaScript).
import type { PageContextServer } from 'vike/types'
import { getLibraryOverview, type TLibraryOverview } from '../../../edge/library/get-library-overview'
import { searchLibraryWorks, type TLibrarySearch } from '../../../edge/catalog/search-library-works'
import { parseLibraryPage } from '../../../domain/library/work-types'
import { canonicalUrl, libraryDeps } from '../library-deps.server'

export type TLibraryMainData = { overview: TLibraryOverview; search: TLibrarySearch | null; canonical: string }

export default async function data(pageContext: PageContextServer): Promise<TLibraryMainData> {
  const { db } = libraryDeps(pageContext)
  const q = pageContext.urlParsed.search.q
  const [overview, search] = await Promise.all([
    getLibraryOverview({ db }),
    q === undefined ? null : searchLibraryWorks({ db, q, page: parseLibraryPage(pageContext.urlParsed.search.page) }),
  ])
  return { overview, search, canonical: canonicalUrl(pageContext, '/biblioteka/') }
}
