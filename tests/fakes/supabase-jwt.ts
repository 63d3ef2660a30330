// How a Supabase project checks a JWT it is handed (an access_token in a Realtime channel join): HS256 against the
// project's legacy JWT secret, or ES256/RS256 against the public keys of its signing keys, the JWKS it publishes at
// /auth/v1/.well-known/jwks.json. Anything else (another secret, an unknown key, a key under a known kid that is not
// the project's) is refused. Also test helpers for the two forms of Supabase API keys.
import { decodeHeader, verify, verifyWithJwks } from 'hono/utils/jwt/jwt'
import type { HonoJsonWebKey } from 'hono/utils/jwt/jws'

/** The keys a fake project trusts: its legacy secret (unset: switched off) and its signing keys (private or public). */
export type TFakeProjectKeys = { jwtSecret?: string; signingKeys?: JsonWebKey[] }

// Members of a private JWK that never leave the project: the JWKS holds only the public part.
const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'key_ops', 'ext'])

/** The project's JWKS: the public part of each signing key. */
export function publicJwks(keys: TFakeProjectKeys): { keys: HonoJsonWebKey[] } {
  return { keys: (keys.signingKeys ?? []).map((k) => Object.fromEntries(Object.entries(k).filter(([m]) => !PRIVATE_MEMBERS.has(m))) as HonoJsonWebKey) }
}

/** The token's claims when the project accepts it, else null. `jwksUri` is where the fake serves its JWKS. */
export async function verifiedClaims(token: string, keys: TFakeProjectKeys, jwksUri: string): Promise<Record<string, unknown> | null> {
  try {
    const { alg } = decodeHeader(token)
    if (alg === 'HS256') return keys.jwtSecret ? await verify(token, keys.jwtSecret, 'HS256') : null
    // Fetched over HTTP, as Supabase's services read the project's JWKS.
    return await verifyWithJwks(token, { jwks_uri: jwksUri, allowedAlgorithms: ['ES256', 'RS256'] })
  } catch {
    return null
  }
}

/** A key pair for tests: the private JWK (with kid and alg, as the project imported it) and nothing else needed. */
export async function newSigningKey(alg: 'ES256' | 'RS256', kid = crypto.randomUUID()): Promise<JsonWebKey & { kid: string }> {
  const params =
    alg === 'ES256'
      ? { name: 'ECDSA', namedCurve: 'P-256' }
      : { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }
  const pair = (await crypto.subtle.generateKey(params, true, ['sign', 'verify'])) as CryptoKeyPair
  return { ...(await crypto.subtle.exportKey('jwk', pair.privateKey)), kid, alg }
}

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')

/** A legacy API key's shape (a JWT naming the role; the fakes compare keys, they do not check its signature). */
export const legacyApiKey = (role: 'anon' | 'service_role') => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ iss: 'supabase', role })}.${b64({ fake: role })}`
