// A training task's chat answers at /ecosystem/training/{taskUuid}.
import type { PageContext } from 'vike/types'
import { matchRoute } from '../../../../domain/route-match'

export default function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  const match = matchRoute(pageContext.urlPathname)
  if (match?.route.name !== 'ecosystem-training__task') return false
  return { routeParams: match.params }
}
