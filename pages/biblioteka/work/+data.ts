// Server data of a library work (route library-external__category-work-detail): the task, the free shortened answer,
// similar works and works of other subjects; never the full answer. Unknown type, subject or work: the 404 page; a
// changed slug: 301 to the current address. The view is counted in the batched counter.
import type { PageContextServer } from 'vike/types'
import { redirect, render } from 'vike/abort'
import { getLibraryWork, type TLibraryWork } from '../../../edge/library/get-library-work'
import { canonicalUrl, libraryDeps, libraryHono } from '../library-deps.server'
import { productPrices } from '../../../domain/money/price-list'

/** `priceTokens`: what the full answer costs, shown to a guest before any step (issue 33). */
export type TLibraryWorkData = Omit<TLibraryWork, 'id' | 'views'> & { canonical: string; priceTokens: number }

export default async function data(pageContext: PageContextServer): Promise<TLibraryWorkData> {
  const { typeSlug = '', subjectSlug = '', workSlug = '' } = pageContext.routeParams
  const deps = libraryDeps(pageContext)
  const found = await getLibraryWork({ db: deps.db, typeSlug, subjectSlug, workSlug, related: deps.ports.libraryRelated })
  if (!found) throw render(404)
  if (found.kind === 'moved') throw redirect(`${found.location}${pageContext.urlParsed.searchOriginal ?? ''}`, 301)
  const { id, views: _views, ...work } = found.work
  deps.ports.libraryViews.record(id)
  // A copy of this page served from the page cache counts the view too.
  libraryHono(pageContext)?.set('libraryWorkViewed', id)
  return { ...work, canonical: canonicalUrl(pageContext, work.href), priceTokens: productPrices(deps.settings).library }
}
