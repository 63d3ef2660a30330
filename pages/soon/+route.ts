// Route function of the shared coming-soon page: exactly the table's `soon` routes.
import type { PageContext } from 'vike/types'
import { matchRoute } from '../../domain/route-match'

export default function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  const match = matchRoute(pageContext.urlPathname)
  if (!match || match.route.build !== 'soon') return false
  // Lowest precedence: a real page added for this path takes over even before its entry flips to `ready`.
  return { routeParams: match.params, precedence: -1 }
}
