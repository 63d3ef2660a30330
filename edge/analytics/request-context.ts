// What the server itself knows of the analytics user context (platform.md §3) from a request: who (from the verified
// caller, never the body), the fingerprint, the page and the browser. And whether this request may be tracked at all.
import type { Caller } from '../db/port'
import { isBotRequest } from '../../domain/bot'
import { consentFromCookieHeader } from '../../domain/cookie-consent'

type THeaders = { get(name: string): string | null }

/**
 * No tracking for bots (platform.md §6) nor for a visitor whose cookie notice choice switched analytics off. No
 * "necessary" event is exempt: without analytics consent nothing of theirs is stored as analytics.
 */
export function mayTrack(headers: THeaders): boolean {
  if (isBotRequest(headers)) return false
  const consent = consentFromCookieHeader(headers.get('cookie'))
  return consent ? consent.analytics : true
}

/** The visitor's cookie notice choice switched analytics off: the request's server-side facts are not recorded either. */
export function analyticsRefused(headers: THeaders): boolean {
  return consentFromCookieHeader(headers.get('cookie'))?.analytics === false
}

export function callerIdentity(caller: Caller): { userId: string | null; fingerprint: string | null } {
  if (caller.role === 'authenticated') return { userId: caller.userId, fingerprint: caller.fingerprint ?? null }
  if (caller.role === 'anon') return { userId: null, fingerprint: caller.fingerprint ?? null }
  return { userId: null, fingerprint: null }
}
