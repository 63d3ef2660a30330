// Issues the API token: HS256 JWT with sub, role and exp, signed with the Supabase JWT secret.
import { sign } from 'hono/utils/jwt/jwt'

const TOKEN_TTL_SECONDS = 60 * 60 * 24 * 30

export function issueToken(opts: { userId: string; secret: string; role?: 'authenticated' | 'service_role'; ttlSeconds?: number; now?: number }) {
  const iat = Math.floor((opts.now ?? Date.now()) / 1000)
  return sign(
    { sub: opts.userId, role: opts.role ?? 'authenticated', iat, exp: iat + (opts.ttlSeconds ?? TOKEN_TTL_SECONDS) },
    opts.secret,
    'HS256',
  )
}
