// Issues the API token: HS256 JWT signed with the app's own secret (APP_JWT_SECRET), never the Supabase project's, so
// it is no key to Supabase's Data API. Besides sub, role and exp it carries the user's token version (`tv`) and its
// own id (`jti`), which the server checks on every request (token-is-live.ts), and the app's issuer and audience: a
// token signed for any other use (a Supabase-shaped one, the e-mail verification link) is not an API token.
import { sign } from 'hono/utils/jwt/jwt'

/** The `iss` of every token this app signs. */
export const APP_TOKEN_ISSUER = 'studyhelp'
/** The `aud` of the API token; each other kind of token the app signs has an audience of its own. */
export const API_TOKEN_AUDIENCE = 'studyhelp-api'

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
      iss: APP_TOKEN_ISSUER,
      aud: API_TOKEN_AUDIENCE,
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
