// The browser's API token and guest fingerprint, kept in localStorage under the keys the spec's client uses.
export const API_TOKEN_KEY = 'apiToken'
export const FINGERPRINT_KEY = 'fingerprint'

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

export function getApiToken(): string | null {
  return read(API_TOKEN_KEY) || null
}

export function setApiToken(token: string) {
  write(API_TOKEN_KEY, token)
}

/** Drops a token the server no longer accepts (spec §4 Session). */
export function clearApiToken() {
  try {
    storage()?.removeItem(API_TOKEN_KEY)
  } catch {
    // Nothing stored that could be removed.
  }
}

let memoryFingerprint: string | undefined

/** A stable random id for the guest, created on first use; guest orders are bound to it until sign-in. */
export function getFingerprint(): string {
  const stored = read(FINGERPRINT_KEY)
  if (stored && FINGERPRINT.test(stored)) return stored
  memoryFingerprint ??= Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => ALPHABET.charAt(b & 63)).join('')
  write(FINGERPRINT_KEY, memoryFingerprint)
  return memoryFingerprint
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
