// The dashboard answers at /ecosystem and at the mobile web-app's /webapp (domain/routes.ts).
import type { PageContext } from 'vike/types'
import { matchRoute } from '../../../domain/route-match'

const NAMES = new Set(['ecosystem-common__dashboard', 'webapp-main'])

export default function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  const match = matchRoute(pageContext.urlPathname)
  return match != null && NAMES.has(match.route.name)
}
