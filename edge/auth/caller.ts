// Resolves the caller from the request: a valid bearer JWT makes a client; anything else is a guest.
import { verify } from 'hono/utils/jwt/jwt'
import type { Caller } from '../db/port'

const FINGERPRINT = /^[A-Za-z0-9_-]{8,128}$/

const FINGERPRINT_HEADER = 'x-fingerprint'

export async function callerFromRequest(headers: Headers, jwtSecret: string): Promise<Caller> {
  const raw = headers.get(FINGERPRINT_HEADER)
  const fingerprint = raw && FINGERPRINT.test(raw) ? raw : null
  const auth = headers.get('authorization')
  const token = auth?.match(/^Bearer\s+(\S+)$/i)?.[1]
  if (!token) return { role: 'anon', fingerprint }
  try {
    const claims = await verify(token, jwtSecret, 'HS256')
    if (typeof claims.sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(claims.sub)) return { role: 'anon', fingerprint }
    if (claims.role === 'service_role') return { role: 'service_role' }
    if (claims.role !== 'authenticated') return { role: 'anon', fingerprint }
    return { role: 'authenticated', userId: claims.sub, fingerprint, claims }
  } catch {
    // Expired or forged tokens are treated as a guest; `me` then answers null and the client clears its token.
    return { role: 'anon', fingerprint }
  }
}
