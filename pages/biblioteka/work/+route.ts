// /biblioteka/{typeSlug}/{subjectSlug}/{workSlug}/ (route library-external__category-work-detail).
import type { PageContext } from 'vike/types'
import { matchRoute } from '../../../domain/route-match'

export default function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  const match = matchRoute(pageContext.urlPathname)
  return match?.route.name === 'library-external__category-work-detail' ? { routeParams: match.params } : false
}
