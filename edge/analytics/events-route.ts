// POST /api/events – a batch of analytics events from the browser: JSON from fetch, or sendBeacon's text/plain body.
// The server fills user_id and the fingerprint from the verified caller (a beacon, which cannot send headers, carries
// the API token in its body and it is verified the same way), and has_subscription for a client whose page did not
// know it (a guest's stays null: who is behind a signed-out tab is unknown); bots and visitors without analytics consent
// get 204 and nothing is stored. Answers { error_message, code } on bad input.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { AppError } from '../http/errors'
import { requestBodyLimit } from '../http/body-limit'
import { callerFromRequest } from '../auth/caller'
import { ANALYTICS_LIMITS } from '../../domain/analytics/user-context'
import { parseEventBatch } from '../../domain/analytics/event-batch'
import { storeEvents } from './store-events'
import { callerIdentity, mayTrack } from './request-context'
import { hasRunningSubscription } from './has-subscription'

const DAY_MS = 24 * 3600_000
const bad = (message: string) => ({ error_message: message, code: 'BAD_REQUEST' as const })

export const eventsRoutes = new Hono<AppEnv>()

eventsRoutes.post(
  '/',
  requestBodyLimit(ANALYTICS_LIMITS.maxBodyBytes, () => {
    throw new AppError('PAYLOAD_TOO_LARGE', `Слишком большой пакет событий: не больше ${ANALYTICS_LIMITS.maxBodyBytes} байт`)
  }),
  async (c) => {
    const { db, log, settings } = c.get('deps')
    const headers = c.req.raw.headers
    if (!mayTrack(headers)) return c.body(null, 204)
    let body: unknown
    try {
      body = JSON.parse(await c.req.text())
    } catch {
      return c.json(bad('Некорректный пакет событий: ожидается JSON'), 400)
    }
    const batch = parseEventBatch(body)
    if (!batch.ok) return c.json(bad(batch.message), 400)

    let caller = c.get('caller')
    if (caller.role === 'anon' && (batch.auth || (!caller.fingerprint && batch.fingerprint))) {
      const beacon = new Headers()
      if (batch.auth) beacon.set('authorization', `Bearer ${batch.auth}`)
      const fp = headers.get('x-fingerprint') ?? batch.fingerprint
      if (fp) beacon.set('x-fingerprint', fp)
      caller = await callerFromRequest({ headers: beacon, jwtSecret: settings.APP_JWT_SECRET, db })
    }
    if (caller.role === 'service_role') return c.json(bad('Некорректный пакет событий: сервисный токен'), 400)
    const { userId, fingerprint } = callerIdentity(caller)
    const now = Date.now()
    const hasSubscription = batch.context.has_subscription ?? (userId ? await hasRunningSubscription(db, userId) : null)
    const context = { ...batch.context, user_id: userId, fingerprint, has_subscription: hasSubscription }
    try {
      await storeEvents(
        db,
        batch.events.map((e) => ({
          name: e.name,
          props: e.props,
          context: e.url ? { ...context, url: e.url } : context,
          userId,
          fingerprint,
          sessionId: batch.context.session_id ?? null,
          // The browser's clock, trusted only within the last day.
          createdAt: new Date(e.time && e.time <= now && e.time >= now - DAY_MS ? e.time : now),
        })),
      )
    } catch (error) {
      log.warn('analytics: batch not stored', { events: batch.events.length, error: String(error) })
      throw error
    }
    return c.json({ accepted: batch.events.length, dropped: batch.dropped }, 202)
  },
)
