// GET /api/email/verify: the link from SendVerificationEmail sets email_verified_at, once, for the address it was sent to.
import { verify } from 'hono/utils/jwt/jwt'
import type { AppDeps } from '../context'
import { asCaller } from '../db/port'
import { SERVICE } from '../auth/service-caller'
import { VERIFY_EMAIL_AUDIENCE } from './send-verification-email'
import { APP_TOKEN_ISSUER } from '../auth/token'

/** True when the address is now verified; false for a forged, expired, reused or outdated link. */
export async function verifyEmail(opts: { deps: AppDeps; token: string | null | undefined }): Promise<boolean> {
  if (!opts.token) return false
  let claims: Record<string, unknown>
  try {
    claims = await verify(opts.token, opts.deps.settings.APP_JWT_SECRET, { alg: 'HS256', iss: APP_TOKEN_ISSUER, aud: VERIFY_EMAIL_AUDIENCE })
  } catch {
    return false
  }
  const { sub, email, jti } = claims
  if (typeof sub !== 'string' || typeof email !== 'string' || typeof jti !== 'string') return false
  if (!/^[0-9a-f-]{36}$/i.test(sub) || !/^[0-9a-f-]{36}$/i.test(jti)) return false
  return asCaller(opts.deps.db, SERVICE, async (tx) => {
    const used = await tx.query(
      `update private.email_verifications set consumed_at = now()
        where jti = $1::uuid and user_id = $2::uuid and email = $3 and consumed_at is null and expires_at > now()
        returning jti`,
      [jti, sub, email],
    )
    if (used.length === 0) return false
    // Only if the profile still holds that address: a link for an old address proves nothing about the new one.
    const verified = await tx.query(
      `update public.users set email_verified_at = now(), updated_at = now() where id = $1::uuid and lower(email) = lower($2) returning id`,
      [sub, email],
    )
    return verified.length > 0
  })
}
