// Issues the API token: HS256 JWT signed with the Supabase JWT secret. Besides sub, role and exp it carries the
// user's token version (`tv`) and its own id (`jti`), which the server checks on every request (token-is-live.ts).
import { sign } from 'hono/utils/jwt/jwt'

const TOKEN_TTL_SECONDS = 60 * 60 * 24 * 30

type TIssueOpts = {
  userId: string
  secret: string
  role?: 'authenticated' | 'service_role'
  /** public.users.token_version when the token is issued; a new account's is 0. */
  tokenVersion?: number
  ttlSeconds?: number
  now?: number
  /**
   * A sign-in this browser did not start (an auth_token_id link it confirmed): the token carries `nb` and its caller
   * has no guest fingerprint, so no later call (tryToBindClientToUnifiedOrder, …) moves the browser's guest rows.
   */
  noGuestBinding?: boolean
  /** An administrator's read-only look at this user's cabinet (edge/auth/read-only.ts): the administrator's id. */
  impersonatedBy?: string
}

export function issueToken(opts: TIssueOpts) {
  const iat = Math.floor((opts.now ?? Date.now()) / 1000)
  return sign(
    {
      sub: opts.userId,
      role: opts.role ?? 'authenticated',
      tv: opts.tokenVersion ?? 0,
      jti: crypto.randomUUID(),
      ...(opts.noGuestBinding && { nb: true }),
      ...(opts.impersonatedBy && { imp: opts.impersonatedBy }),
      iat,
      exp: iat + (opts.ttlSeconds ?? TOKEN_TTL_SECONDS),
    },
    opts.secret,
    'HS256',
  )
}
