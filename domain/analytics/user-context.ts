// The analytics user context of platform.md §3 and orders.md §3, with the spec's field names, and the limits both the
// browser queue and the server's batch schema use. No zod here: the browser's track() ships this file.
import { breakpointOf, type TBreakpoint } from '../breakpoints'

export type TAnalyticsContext = {
  user_id: string | null
  has_subscription: boolean | null
  fingerprint: string | null
  session_id: string | null
  entry: string | null
  url: string
  experiments: Record<string, string>
  is_web_app: boolean
  get_params: Record<string, string>
  user_agent: string
  screen_preset: TScreenPreset
}

/** The screen as the spec's breakpoints name it (domain/breakpoints.ts). */
type TScreenPreset = TBreakpoint

export const screenPresetOf = (width: number): TScreenPreset => breakpointOf(width)

/** The web-app shell lives under /webapp. */
export const isWebAppPath = (pathname: string): boolean => pathname === '/webapp' || pathname.startsWith('/webapp/')

/** sessionStorage key of the analytics session id (platform.md §3: session storage holds the session id). */
export const SESSION_ID_KEY = 'sessionId'

export const ANALYTICS_LIMITS = {
  /** Events kept from one batch; the rest are dropped and counted. */
  maxEventsPerBatch: 50,
  /** One event's props, as JSON. */
  maxPropsBytes: 2048,
  /** The whole request body (the route's body limit). */
  maxBodyBytes: 64 * 1024,
} as const

/** snake_case, starting with a letter, at most 100 characters (the table's check allows the same length). */
const EVENT_NAME = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/
export const MAX_EVENT_NAME_LENGTH = 100

export const isEventName = (name: string): boolean => name.length <= MAX_EVENT_NAME_LENGTH && EVENT_NAME.test(name)
