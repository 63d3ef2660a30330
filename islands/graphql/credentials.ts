// The browser's API token and guest fingerprint, kept in localStorage under the keys the spec's client uses; the
// fingerprint (and, once known, the client's id) mirrored into first-party cookies only so page requests can hash
// experiments as the API calls do (domain/experiment-cookies.ts).
import { EXPERIMENT_USER_COOKIE, experimentCookie, FINGERPRINT_COOKIE } from '../../domain/experiment-cookies'

export const API_TOKEN_KEY = 'apiToken'
export const FINGERPRINT_KEY = 'fingerprint'
/**
 * sessionStorage (this tab only): the read-only token of an administrator's look at a client's cabinet (from_admin,
 * issue 17). It takes the place of the stored token in this tab alone and never touches localStorage, so the
 * administrator's own token and their other tabs stay as they were. An empty value: the look ended, the tab is a guest.
 */
export const ADMIN_VIEW_KEY = 'adminViewToken'

// The server accepts [A-Za-z0-9_-]{8,128}; 24 characters of 6 random bits each is 144 bits.
const FINGERPRINT = /^[A-Za-z0-9_-]{16,128}$/
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

// Private mode, disabled storage or a sandboxed iframe make localStorage throw; the page then runs on memory.
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

function write(key: string, value: string) {
  try {
    storage()?.setItem(key, value)
  } catch {
    // Quota or privacy settings: the in-memory copy still keeps this page consistent.
  }
}

function adminView(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(ADMIN_VIEW_KEY) ?? null
  } catch {
    return null
  }
}

/** This tab shows a client's cabinet to an administrator (read-only). */
export const isAdminView = () => adminView() !== null

/** The token this tab's calls send: an administrator's read-only look first, else the stored one. */
export function getApiToken(): string | null {
  const view = adminView()
  return view === null ? read(API_TOKEN_KEY) || null : view || null
}

/** The browser's own stored token, whatever this tab shows (the back-office's calls). */
export const ownApiToken = (): string | null => read(API_TOKEN_KEY) || null

/** A sign-in: the token is kept for the browser, and a look at someone else's cabinet in this tab ends. */
export function setApiToken(token: string) {
  try {
    globalThis.sessionStorage?.removeItem(ADMIN_VIEW_KEY)
  } catch {
    // No session storage: there was no look either.
  }
  write(API_TOKEN_KEY, token)
  setExperimentUser(subjectOf(token))
}

/** A JWT's `sub`, read without verifying (the server verifies the token; here it only names the hashing id). */
function subjectOf(token: string): string | null {
  try {
    const sub: unknown = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).sub
    return typeof sub === 'string' ? sub : null
  } catch {
    return null
  }
}

/** Drops a token the server no longer accepts (spec §4 Session); in an administrator's look, only the look's. */
export function clearApiToken() {
  try {
    if (isAdminView()) globalThis.sessionStorage.setItem(ADMIN_VIEW_KEY, '')
    else storage()?.removeItem(API_TOKEN_KEY)
  } catch {
    // Nothing stored that could be removed.
  }
  setExperimentUser(null)
}

function writeCookie(name: string, value: string) {
  try {
    if (typeof document !== 'undefined') document.cookie = experimentCookie(name, value)
  } catch {
    // Cookies blocked: pages then evaluate experiments for a visitor without an id (the defaults).
  }
}

/** The signed-in client's id as the page requests' experiment hashing id (null at sign-out). */
export function setExperimentUser(userId: string | null) {
  writeCookie(EXPERIMENT_USER_COOKIE, userId ?? '')
}

let memoryFingerprint: string | undefined
let cookieWritten = false

/** A stable random id for the guest, created on first use; guest orders are bound to it until sign-in. */
export function getFingerprint(): string {
  const stored = read(FINGERPRINT_KEY)
  const fingerprint = stored && FINGERPRINT.test(stored) ? stored : (memoryFingerprint ??= Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => ALPHABET.charAt(b & 63)).join(''))
  if (fingerprint !== stored) write(FINGERPRINT_KEY, fingerprint)
  // Once a page: a fingerprint made before the cookie existed (or by the landing's inline script) gets it too.
  if (!cookieWritten) writeCookie(FINGERPRINT_COOKIE, fingerprint)
  cookieWritten = true
  return fingerprint
}

/**
 * The headers every call to the server sends: the guest fingerprint and, once signed in, the bearer token. A JSON
 * body names its content type; a multipart body must not (the browser writes the boundary).
 */
export function authHeaders(contentType?: string): Record<string, string> {
  const headers: Record<string, string> = { 'x-fingerprint': getFingerprint() }
  if (contentType) headers['content-type'] = contentType
  const token = getApiToken()
  if (token) headers.authorization = `Bearer ${token}`
  return headers
}
