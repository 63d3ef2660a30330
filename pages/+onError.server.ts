// A page that failed to render on the server: Vike renders the error page and prints the error; this sends it to the
// error tracker (edge/ops/error-tracking.ts) with the request id, as the API's unhandled errors are.
import type { PageContextServer } from 'vike/types'
import { inBackground } from '../edge/http/error-response'
import { honoOf } from './components/hono.server'

export default function onError(error: unknown, pageContext: PageContextServer | null) {
  const hono = pageContext ? honoOf(pageContext) : undefined
  const errors = hono?.get('deps')?.ports.errors
  if (!hono || !errors?.enabled) return
  inBackground(hono, errors.capture({ error, where: 'page', requestId: hono.get('requestId'), tags: { route: pageContext?.urlPathname ? hono.req.routePath : undefined, page: pageContext?.pageId ?? undefined } }))
}
