// PKCE S256 as an authorization server checks it (RFC 7636 §4.6), computed with Node's crypto, not the app's code.
import { createHash } from 'node:crypto'

export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

/** RFC 7636: 43–128 characters of [A-Za-z0-9-._~]. */
export const isVerifier = (v: string | undefined): v is string => typeof v === 'string' && /^[A-Za-z0-9._~-]{43,128}$/.test(v)
