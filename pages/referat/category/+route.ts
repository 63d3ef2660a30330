// Route function: the route table's `external-ai-essay__category` (the /referat/{slug}/ guard of domain/referat-guard.ts decides).
import type { PageContext } from 'vike/types'
import { matchRoute } from '../../../domain/route-match'

export default function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  const match = matchRoute(pageContext.urlPathname)
  return match?.route.name === 'external-ai-essay__category' ? { routeParams: match.params } : false
}
