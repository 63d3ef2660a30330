// GET/HEAD before the pages: old paths, /app, short links (with their analytics event), not-found paths, trailing slashes.
import type { Context, Next } from 'hono'
import type { AppEnv } from '../context'
import { resolveRedirect, type TAnalyticsEvent } from '../../domain/redirects'
import { callerFromRequest } from '../auth/caller'
import type { Caller } from '../db/port'
import { recordEvent } from '../analytics/record-event'
import { analyticsRefused } from '../analytics/request-context'

const NOT_FOUND_PATH = '/not-found'

async function record(c: Context<AppEnv>, event: TAnalyticsEvent) {
  const { db, log, settings } = c.get('deps')
  // Analytics must not break the redirect: a token that cannot be checked now (database down) counts as a guest.
  // Without analytics consent in the cookie notice (opt-in) the visit is still counted, but as nobody in particular.
  const caller = analyticsRefused(c.req.raw.headers)
    ? ({ role: 'anon' } satisfies Caller)
    : await callerFromRequest({ headers: c.req.raw.headers, jwtSecret: settings.APP_JWT_SECRET, db }).catch((): Caller => ({ role: 'anon' }))
  await recordEvent({
    db,
    log,
    name: event.name,
    props: event.props,
    fingerprint: caller.role === 'service_role' ? null : (caller.fingerprint ?? null),
    userId: caller.role === 'authenticated' ? caller.userId : null,
  })
}

export async function redirectMiddleware(c: Context<AppEnv>, next: Next) {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
  const url = new URL(c.req.url)
  const result = resolveRedirect(url)
  if (!result) return next()
  if ('notFound' in result) {
    // The pages render /not-found as the 404 page; the address bar keeps what the visitor typed.
    c.req.raw = new Request(new URL(NOT_FOUND_PATH, url), c.req.raw)
    return next()
  }
  if (result.event) await record(c, result.event)
  const res = c.redirect(result.location, result.status)
  // A short link must reach the server every time, or its visit is not counted.
  if (result.status === 302) res.headers.set('cache-control', 'no-store')
  return res
}
