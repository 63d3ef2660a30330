// What a batch of analytics events carries (platform.md §3 user context) and whether this visitor may be tracked at
// all: shared by the lazy tracker (track.ts) and the few bytes a start page ships up front (track-later.ts), which must
// be able to send its event by sendBeacon before the tracker arrives.
import { shouldLoadTracking } from '../../domain/bot'
import { COOKIE_CONSENT_KEY, parseCookieConsent } from '../../domain/cookie-consent'
import { STORAGE_KEYS } from '../../domain/query-params'
import { isWebAppPath, screenPresetOf, SESSION_ID_KEY, type TAnalyticsContext } from '../../domain/analytics/user-context'
import { getApiToken, getFingerprint } from '../graphql/credentials'
import { experimentAssignments, userFacts } from './providers'

export type TQueued = { name: string; props: Record<string, unknown>; time: number; url: string }

export const EVENTS_ENDPOINT = '/api/events'

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

/** No tracking for bots, and only once the cookie notice's analytics category was switched on (domain/bot.ts shouldLoadTracking). */
export function trackingAllowed(): boolean {
  if (typeof navigator === 'undefined') return false
  let consent = null
  try {
    consent = parseCookieConsent(localStorage.getItem(COOKIE_CONSENT_KEY))
  } catch {
    // Storage blocked: nothing was chosen.
  }
  return shouldLoadTracking({ navigator, consent })
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

/** The JSON body of POST /api/events; a beacon cannot send headers, so it carries the token (`withCredentials`). */
export function batchBody(events: readonly TQueued[], withCredentials: boolean): string {
  const { user_id: _serverFillsIt, ...context } = userContext()
  const token = withCredentials ? getApiToken() : null
  return JSON.stringify({ context, events, fingerprint: getFingerprint(), ...(token && { auth: token }) })
}
