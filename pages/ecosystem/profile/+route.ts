// The profile answers at /ecosystem/profile and at the mobile web-app's /webapp/profile (domain/routes.ts).
import type { PageContext } from 'vike/types'
import { matchRoute } from '../../../domain/route-match'

const NAMES = new Set(['ecosystem-common__profile', 'webapp-profile'])

export default function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  const match = matchRoute(pageContext.urlPathname)
  return match != null && NAMES.has(match.route.name)
}
