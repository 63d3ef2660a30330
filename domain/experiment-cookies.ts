// The first-party cookies that let a page request (which carries no x-fingerprint header and no token) hash experiments
// the way the browser's API calls do: the guest fingerprint, and the signed-in client's user id once the browser knows
// it. Only hashing ids: the server never takes either as who the caller is (RLS, orders, exposures ignore them).

/** The guest fingerprint (the same value as localStorage `fingerprint`). */
export const FINGERPRINT_COOKIE = 'fp'
/** The signed-in client's user id, written when the browser hashes experiments by it, cleared at sign-out. */
export const EXPERIMENT_USER_COOKIE = 'xuid'

/** What the server accepts as a fingerprint, in the x-fingerprint header (edge/auth/caller.ts) and in the cookie. */
export const FINGERPRINT_PATTERN = /^[A-Za-z0-9_-]{8,128}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A year: the fingerprint in localStorage never expires either; the cookie follows it on every page that creates or reads it. */
const EXPERIMENT_COOKIE_MAX_AGE_SEC = 365 * 24 * 3600

/** What follows `name=value` in the `document.cookie` assignment: the whole site, first-party navigations only. */
export const experimentCookieAttributes = (keep: boolean) => `;path=/;SameSite=Lax;max-age=${keep ? EXPERIMENT_COOKIE_MAX_AGE_SEC : 0}`

/** The `document.cookie` assignment for one of these cookies; an empty value deletes it. */
export const experimentCookie = (name: string, value: string) => `${name}=${value}${experimentCookieAttributes(!!value)}`

export type TPageHashIds = { fingerprint: string | null; userId: string | null }

/** The hashing ids a page request's Cookie header carries; malformed values are dropped. */
export function pageHashIds(cookieHeader: string | null | undefined): TPageHashIds {
  const out: TPageHashIds = { fingerprint: null, userId: null }
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    const value = part.slice(eq + 1).trim()
    if (name === FINGERPRINT_COOKIE && FINGERPRINT_PATTERN.test(value)) out.fingerprint = value
    else if (name === EXPERIMENT_USER_COOKIE && UUID.test(value)) out.userId = value.toLowerCase()
  }
  return out
}
