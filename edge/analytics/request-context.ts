// What the server itself knows of the analytics user context (platform.md §3) from a request: who (from the verified
// caller, never the body), the fingerprint, the page and the browser. And whether this request may be tracked at all.
import type { Caller } from '../db/port'
import { isBotRequest } from '../../domain/bot'
import { consentAllows, consentFromCookieHeader } from '../../domain/cookie-consent'

type THeaders = { get(name: string): string | null }

/**
 * No tracking for bots (platform.md §6), and only for a visitor whose cookie notice choice switched analytics on
 * (opt-in, issue 33: no choice yet means no). No "necessary" event is exempt: without analytics consent nothing of
 * theirs is stored as analytics.
 */
export function mayTrack(headers: THeaders): boolean {
  if (isBotRequest(headers)) return false
  return !analyticsRefused(headers)
}

/**
 * The visitor has not switched analytics on in the cookie notice (switched it off, or not chosen yet): the request's
 * server-side facts (an order created, a payment started) are not recorded either.
 */
export function analyticsRefused(headers: THeaders): boolean {
  return !consentAllows(consentFromCookieHeader(headers.get('cookie')), 'analytics')
}

export function callerIdentity(caller: Caller): { userId: string | null; fingerprint: string | null } {
  if (caller.role === 'authenticated') return { userId: caller.userId, fingerprint: caller.fingerprint ?? null }
  if (caller.role === 'anon') return { userId: null, fingerprint: caller.fingerprint ?? null }
  return { userId: null, fingerprint: null }
}
