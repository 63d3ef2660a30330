// Resolves the caller from the request: a valid, live bearer JWT makes a client; anything else is a guest.
import { verify } from 'hono/utils/jwt/jwt'
import type { Caller, Db } from '../db/port'
import { tokenIsLive } from './token-is-live'
import { API_TOKEN_AUDIENCE, APP_TOKEN_ISSUER } from './token'
import { FINGERPRINT_PATTERN as FINGERPRINT } from '../../domain/experiment-cookies'

const FINGERPRINT_HEADER = 'x-fingerprint'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v)

export async function callerFromRequest(opts: { headers: Headers; jwtSecret: string; db: Db }): Promise<Caller> {
  const raw = opts.headers.get(FINGERPRINT_HEADER)
  const fingerprint = raw && FINGERPRINT.test(raw) ? raw : null
  const guest: Caller = { role: 'anon', fingerprint }
  const token = opts.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1]
  if (!token) return guest
  let claims: Record<string, unknown>
  try {
    // The audience keeps out whatever else the secret might sign: a Supabase-shaped token (aud "authenticated"), the
    // e-mail verification link.
    claims = await verify(token, opts.jwtSecret, { alg: 'HS256', iss: APP_TOKEN_ISSUER, aud: API_TOKEN_AUDIENCE })
  } catch {
    // Expired, forged, foreign or signed-out tokens are a guest; `me` then answers null and the client clears its token.
    return guest
  }
  // A token that never expires could not be taken back by waiting either: none is accepted.
  if (typeof claims.exp !== 'number') return guest
  if (!isUuid(claims.sub)) return guest
  if (claims.role === 'service_role') return { role: 'service_role' }
  if (claims.role !== 'authenticated') return guest
  const { tv, jti } = claims
  if (typeof tv !== 'number' || !Number.isInteger(tv) || !isUuid(jti)) return guest
  if (!(await tokenIsLive(opts.db, { userId: claims.sub, tokenVersion: tv, jti }))) return guest
  // A sign-in this browser confirmed but did not start (`nb`) never reaches its guest rows, now or later.
  return { role: 'authenticated', userId: claims.sub, fingerprint: claims.nb === true ? null : fingerprint, claims }
}
