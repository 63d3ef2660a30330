// A presentation order answers at /ecosystem/slides-copilot/{id} and at the mobile web-app's /webapp/presentations/{id}.
import type { PageContext } from 'vike/types'
import { matchRoute } from '../../../../domain/route-match'

const NAMES = new Set(['ecosystem-slides-copilot__order', 'webapp-presentation-order'])

export default function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  const match = matchRoute(pageContext.urlPathname)
  if (match == null || !NAMES.has(match.route.name)) return false
  return { routeParams: match.params }
}
