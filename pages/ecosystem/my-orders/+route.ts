// «Мои задания» answers at /ecosystem/my-orders and at the mobile web-app's /webapp/orders (domain/routes.ts WEBAPP_PAGE).
import type { PageContext } from 'vike/types'
import { matchRoute } from '../../../domain/route-match'

const NAMES = new Set(['ecosystem-common__my-orders', 'webapp-orders'])

export default function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  const match = matchRoute(pageContext.urlPathname)
  return match != null && NAMES.has(match.route.name)
}
