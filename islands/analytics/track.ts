// Browser track(event, props): queues events with the analytics user context (platform.md §3), flushes them to
// POST /api/events every few seconds and with sendBeacon when the page is hidden. A no-op for bots (domain/bot.ts)
// and when the cookie notice's analytics category is off. The server fills user_id from the token, never the body.
import { ANALYTICS_LIMITS, isEventName } from '../../domain/analytics/user-context'
import { getApiToken, getFingerprint } from '../graphql/credentials'
import { batchBody, EVENTS_ENDPOINT as ENDPOINT, trackingAllowed, type TQueued } from './context'

const FLUSH_MS = 5_000

let queue: TQueued[] = []
let timer: ReturnType<typeof setTimeout> | null = null
let listening = false

export function track(event: string, props: Record<string, unknown> = {}): void {
  if (!isEventName(event) || !trackingAllowed()) return
  enqueue([{ name: event, props, time: Date.now(), url: location.href.slice(0, 2000) }])
}

/** Takes events noted before this chunk arrived (track-later.ts), with their own times and addresses. */
export function enqueue(events: readonly TQueued[]): void {
  if (!events.length) return
  queue.push(...events)
  listen()
  if (queue.length >= ANALYTICS_LIMITS.maxEventsPerBatch) flush()
  else timer ??= setTimeout(flush, FLUSH_MS)
}

/** Sends what is queued; `beacon` when the page is going away (sendBeacon survives the unload). */
function flush(beacon = false): void {
  if (timer) clearTimeout(timer)
  timer = null
  while (queue.length) {
    const events = queue.slice(0, ANALYTICS_LIMITS.maxEventsPerBatch)
    queue = queue.slice(events.length)
    if (beacon && navigator.sendBeacon?.(ENDPOINT, new Blob([batchBody(events, true)], { type: 'text/plain' }))) continue
    const token = getApiToken()
    void fetch(ENDPOINT, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', 'x-fingerprint': getFingerprint(), ...(token && { authorization: `Bearer ${token}` }) },
      body: batchBody(events, false),
    }).catch(() => {
      // Analytics never bothers the visitor; a lost batch is lost.
    })
  }
}

function listen() {
  if (listening) return
  listening = true
  addEventListener('pagehide', () => flush(true))
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(true)
  })
}
