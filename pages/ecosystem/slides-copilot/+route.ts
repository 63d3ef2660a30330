// The presentation start answers at /ecosystem/slides-copilot and at the mobile web-app's /webapp/presentations.
import type { PageContext } from 'vike/types'
import { matchRoute } from '../../../domain/route-match'

const NAMES = new Set(['ecosystem-slides-copilot__start', 'webapp-presentations-start'])

export default function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  const match = matchRoute(pageContext.urlPathname)
  return match != null && NAMES.has(match.route.name)
}
