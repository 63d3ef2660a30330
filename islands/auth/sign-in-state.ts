// The browser's half of the sign-in state (domain/auth/sign-in-state.ts): made when an OAuth sign-in starts, kept in
// localStorage, shown at the auth_token_id exchange, dropped once a sign-in went through.
import { SIGN_IN_STATE_KEY, SIGN_IN_STATE_PATTERN } from '../../domain/auth/sign-in-state'

function base64url(bytes: Uint8Array): string {
  let bin = ''
  for (const b of bytes) bin += String.fromCharCode(b)
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The value this browser shows at the exchange, or null when it started no sign-in (or storage is blocked). */
export function storedSignInState(): string | null {
  try {
    const v = localStorage.getItem(SIGN_IN_STATE_KEY)
    return v && SIGN_IN_STATE_PATTERN.test(v) ? v : null
  } catch {
    return null
  }
}

/**
 * For a flow being started: an unused value is kept, so two tabs starting sign-ins both come back recognised.
 * Null when storage is blocked: the exchange then asks before signing in and binds nothing.
 */
export function startSignInState(): string | null {
  const kept = storedSignInState()
  if (kept) return kept
  const fresh = base64url(crypto.getRandomValues(new Uint8Array(32)))
  try {
    localStorage.setItem(SIGN_IN_STATE_KEY, fresh)
    return localStorage.getItem(SIGN_IN_STATE_KEY) === fresh ? fresh : null
  } catch {
    return null
  }
}

export function clearSignInState() {
  try {
    localStorage.removeItem(SIGN_IN_STATE_KEY)
  } catch {
    // Nothing stored.
  }
}
