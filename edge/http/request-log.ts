// One log line per request, on Node and on Workers alike, and the request's count in the metrics (Node). First
// middleware of the app (edge/app.ts), so it sees every answer: API, pages, errors, 404s.
//
// The line: `requestId`, `method`, `route` (the pattern, never the raw path: see routeOf), `status`, `durationMs`,
// `caller` (guest, client, admin or service, for requests whose caller was read: API, GraphQL, /dev, training; pages
// read theirs in Vike and leave it out), `userId` when signed in, `bytes` when the answer says its length. A stream
// (SSE, text/event-stream) is logged when its headers go out, with `stream: true` and the time to the headers: its body
// may stay open for minutes and is not wrapped (wrapping would detach the server's cleanup on abort).
// Health checks, /metrics and static files are logged at debug level only; a 5xx answer at warn.
//
// The request id: a well-formed `x-request-id` from the proxy in front, else a fresh uuid; answered back in the same
// header, kept by every job the request enqueues (edge/jobs/queue.ts) and added to every log line written meanwhile
// (edge/http/request-context.ts).
import type { Context, MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { AppDeps, AppEnv } from '../context'
import { matchRoute } from '../../domain/route-match'
import { runInRequest } from './request-context'

const GOOD_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

const QUIET = /^\/(?:api\/health\/?$|metrics\/?$|assets\/|fonts\/|favicon|apple-touch-icon|robots\.txt$|site\.webmanifest$)|\.(?:woff2?|ttf|otf|ico|png|svg|webp|jpe?g|css|js|map)$/

const PAGE_CONTEXT_SUFFIX = '/index.pageContext.json'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A path with every id-like segment (uuid, number, long token) replaced: for paths no route names. */
export function maskedPath(path: string): string {
  return path
    .split('/')
    .map((s) => (UUID.test(s) ? ':uuid' : /^\d+$/.test(s) ? ':n' : s.length > 40 || (s.length >= 16 && /\d/.test(s) && /^[\w.~%-]+$/.test(s)) ? ':id' : s))
    .join('/')
    .slice(0, 200)
}

/**
 * The route pattern of an answer: the Hono route that answered (`/api/ai-order/:id/stream`); for a page, the route
 * table's path (domain/routes.ts, `/biblioteka/:typeSlug/:subjectSlug/:workSlug/`); for a 404 nothing names,
 * `(unmatched)` (its path, ids masked, goes in the line's `path`). Bounded, so it can label metrics.
 */
export function routeOf(c: Context<AppEnv>): { route: string; path?: string } {
  const hono = safeRoutePath(c)
  if (hono && !hono.includes('*')) return { route: hono }
  const path = c.req.path
  const pageContext = path.endsWith(PAGE_CONTEXT_SUFFIX)
  const page = matchRoute(pageContext ? path.slice(0, -PAGE_CONTEXT_SUFFIX.length) || '/' : path)
  if (page) return { route: page.route.path.replace(/@(\w+)/g, ':$1') + (pageContext ? PAGE_CONTEXT_SUFFIX : '') }
  if (c.res.status === 404 || !hono) return { route: '(unmatched)', path: maskedPath(path) }
  return { route: hono }
}

function safeRoutePath(c: Context<AppEnv>): string {
  try {
    return routePath(c)
  } catch {
    return ''
  }
}

function callerOf(c: Context<AppEnv>): { caller?: string; userId?: string } {
  const admin = c.get('admin')
  if (admin) return { caller: 'admin', userId: admin.userId }
  const caller = c.get('caller')
  if (!caller) return {}
  if (caller.role === 'service_role') return { caller: 'service' }
  if (caller.role === 'authenticated') return { caller: 'client', userId: caller.userId }
  return { caller: 'guest' }
}

export function requestLog(deps: Pick<AppDeps, 'log' | 'metrics'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    const given = c.req.header('x-request-id')
    const requestId = given && GOOD_REQUEST_ID.test(given) ? given : crypto.randomUUID()
    c.set('requestId', requestId)
    try {
      await runInRequest({ requestId }, next)
    } finally {
      const durationMs = Math.round((performance.now() - started) * 10) / 10
      // An error no handler caught is answered by the server with 500.
      const status = c.finalized ? c.res.status : 500
      if (c.finalized) trySetHeader(c, 'x-request-id', requestId)
      const { route, path } = routeOf(c)
      const length = c.finalized ? c.res.headers.get('content-length') : null
      const stream = c.finalized && (c.res.headers.get('content-type') ?? '').startsWith('text/event-stream')
      const line = {
        requestId,
        method: c.req.method,
        route,
        ...(path !== undefined && { path }),
        status,
        durationMs,
        ...callerOf(c),
        ...(length && { bytes: Number(length) }),
        ...(stream && { stream: true }),
      }
      const level = QUIET.test(c.req.path) ? 'debug' : status >= 500 ? 'warn' : 'info'
      deps.log[level]('request', line)
      deps.metrics?.request({ route, method: c.req.method, status, durationMs })
    }
  }
}

function trySetHeader(c: Context<AppEnv>, name: string, value: string) {
  try {
    c.res.headers.set(name, value)
  } catch {
    // Immutable headers (a fetched response passed through): the id is in the log either way.
  }
}
