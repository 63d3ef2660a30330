// The bonus cabinet answers at /ecosystem/friends and at the mobile web-app's /webapp/friends (domain/routes.ts WEBAPP_PAGE).
import type { PageContext } from 'vike/types'
import { matchRoute } from '../../../domain/route-match'

const NAMES = new Set(['ecosystem-common__friends', 'webapp-friends'])

export default function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  const match = matchRoute(pageContext.urlPathname)
  return match != null && NAMES.has(match.route.name)
}
