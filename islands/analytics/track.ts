// Browser track(event, props): queues events with the analytics user context (platform.md §3), flushes them to
// POST /api/events every few seconds and with sendBeacon when the page is hidden. A no-op for bots (domain/bot.ts)
// and when the cookie notice's analytics category is off. The server fills user_id from the token, never the body.
import { isBotTraffic } from '../../domain/bot'
import { COOKIE_CONSENT_KEY, parseCookieConsent } from '../../domain/cookie-consent'
import { STORAGE_KEYS } from '../../domain/query-params'
import { ANALYTICS_LIMITS, isEventName, isWebAppPath, screenPresetOf, SESSION_ID_KEY, type TAnalyticsContext } from '../../domain/analytics/user-context'
import { getApiToken, getFingerprint } from '../graphql/credentials'
import { experimentAssignments, userFacts } from './providers'

type TQueued = { name: string; props: Record<string, unknown>; time: number; url: string }

const FLUSH_MS = 5_000
const ENDPOINT = '/api/events'

let queue: TQueued[] = []
let timer: ReturnType<typeof setTimeout> | null = null
let listening = false

function session(key: string): string | null {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}

/** The session id, made once per browser tab session (sessionStorage, platform.md §3). */
function sessionId(): string | null {
  try {
    let id = sessionStorage.getItem(SESSION_ID_KEY)
    if (!id) {
      id = crypto.randomUUID().replace(/-/g, '')
      sessionStorage.setItem(SESSION_ID_KEY, id)
    }
    return id
  } catch {
    return null
  }
}

function trackingAllowed(): boolean {
  if (typeof navigator === 'undefined') return false
  if (isBotTraffic({ webdriver: navigator.webdriver, languages: navigator.languages, userAgent: navigator.userAgent })) return false
  let consent = null
  try {
    consent = parseCookieConsent(localStorage.getItem(COOKIE_CONSENT_KEY))
  } catch {
    // Storage blocked: nothing was chosen.
  }
  return consent ? consent.analytics : true
}

function userContext(): Omit<TAnalyticsContext, 'fingerprint'> {
  const facts = userFacts()
  const params: Record<string, string> = {}
  new URLSearchParams(location.search).forEach((v, k) => {
    if (Object.keys(params).length < 50) params[k.slice(0, 100)] = v.slice(0, 500)
  })
  return {
    user_id: facts.userId,
    has_subscription: facts.hasSubscription,
    session_id: sessionId(),
    entry: session(STORAGE_KEYS.entry)?.slice(0, 200) ?? null,
    url: location.href.slice(0, 2000),
    experiments: experimentAssignments(),
    is_web_app: isWebAppPath(location.pathname),
    get_params: params,
    user_agent: navigator.userAgent.slice(0, 500),
    screen_preset: screenPresetOf(window.innerWidth),
  }
}

export function track(event: string, props: Record<string, unknown> = {}): void {
  if (!isEventName(event) || !trackingAllowed()) return
  queue.push({ name: event, props, time: Date.now(), url: location.href.slice(0, 2000) })
  listen()
  if (queue.length >= ANALYTICS_LIMITS.maxEventsPerBatch) flush()
  else timer ??= setTimeout(flush, FLUSH_MS)
}

function body(events: TQueued[], withCredentials: boolean): string {
  const { user_id: _serverFillsIt, ...context } = userContext()
  const token = withCredentials ? getApiToken() : null
  return JSON.stringify({ context, events, fingerprint: getFingerprint(), ...(token && { auth: token }) })
}

/** Sends what is queued; `beacon` when the page is going away (sendBeacon survives the unload). */
function flush(beacon = false): void {
  if (timer) clearTimeout(timer)
  timer = null
  while (queue.length) {
    const events = queue.slice(0, ANALYTICS_LIMITS.maxEventsPerBatch)
    queue = queue.slice(events.length)
    if (beacon && navigator.sendBeacon?.(ENDPOINT, new Blob([body(events, true)], { type: 'text/plain' }))) continue
    const token = getApiToken()
    void fetch(ENDPOINT, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', 'x-fingerprint': getFingerprint(), ...(token && { authorization: `Bearer ${token}` }) },
      body: body(events, false),
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
