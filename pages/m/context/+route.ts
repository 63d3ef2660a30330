// /m/context/{type}: only the eight types of the table (domain/route-match.ts); any other type is the 404 page.
import type { PageContext } from 'vike/types'
import { matchRoute } from '../../../domain/route-match'

export default function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  const match = matchRoute(pageContext.urlPathname)
  if (match?.route.name !== 'marketing__context') return false
  return { routeParams: match.params }
}
