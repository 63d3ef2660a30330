// SendVerificationEmail: mails the client a link with a signed, single-use token that proves the address.
import { sign } from 'hono/utils/jwt/jwt'
import type { AppDeps } from '../context'
import { asCaller, type Caller } from '../db/port'
import { AppError } from '../http/errors'
import { AUTH_CODE_RESEND_SECONDS, EMAIL_VERIFICATION_TTL_SECONDS } from '../../domain/auth/limits'
import { authFailure, tooManyAttempts } from '../auth/auth-errors'
import { HOUR, takeRateLimits } from '../auth/rate-limit'
import { SERVICE } from '../auth/service-caller'
import { publicUrl } from '../oauth/provider'
import { getMe } from './get-me'
import { requireClient } from './require-client'
import { APP_TOKEN_ISSUER } from '../auth/token'

/** The link's token is for this and nothing else: its audience is neither the API's nor anything Supabase takes. */
export const VERIFY_EMAIL_AUDIENCE = 'studyhelp-verify-email'
const SENDS_PER_HOUR = 5

export async function sendVerificationEmail(opts: { deps: AppDeps; caller: Caller }): Promise<boolean> {
  const { deps } = opts
  const caller = requireClient(opts.caller)
  const me = await getMe({ db: deps.db, caller })
  if (!me) throw new AppError('UNAUTHENTICATED', 'Войди в аккаунт, чтобы продолжить')
  if (!me.email) throw authFailure('Сначала укажи почту в профиле')
  if (me.emailVerifiedAt) return true
  const email = me.email

  const jti = await asCaller(deps.db, SERVICE, async (tx) => {
    const [last] = await tx.query<{ age: number }>(
      `select extract(epoch from now() - created_at)::float8 as age from private.email_verifications
        where user_id = $1::uuid order by created_at desc limit 1`,
      [caller.userId],
    )
    if (last && Number(last.age) < AUTH_CODE_RESEND_SECONDS) throw tooManyAttempts(AUTH_CODE_RESEND_SECONDS - Number(last.age))
    const wait = await takeRateLimits(tx, `verify-email:user:${caller.userId}`, [{ name: 'h', seconds: HOUR, max: SENDS_PER_HOUR }])
    if (wait !== null) throw tooManyAttempts(wait)
    const [row] = await tx.query<{ jti: string }>(
      `insert into private.email_verifications (jti, user_id, email, expires_at)
       values (gen_random_uuid(), $1::uuid, $2, now() + make_interval(secs => $3)) returning jti::text`,
      [caller.userId, email, EMAIL_VERIFICATION_TTL_SECONDS],
    )
    return row!.jti
  })

  // Its own audience and no `role`: this token never passes as an API token, and an API token is no verification link.
  const now = Math.floor(Date.now() / 1000)
  const token = await sign(
    { iss: APP_TOKEN_ISSUER, aud: VERIFY_EMAIL_AUDIENCE, sub: caller.userId, email, jti, iat: now, exp: now + EMAIL_VERIFICATION_TTL_SECONDS },
    deps.settings.APP_JWT_SECRET,
    'HS256',
  )
  const link = `${publicUrl(deps.settings)}/api/email/verify?token=${encodeURIComponent(token)}`
  try {
    await deps.ports.delivery.email({
      to: email,
      subject: 'Подтверди почту в Кампусе',
      text: `Чтобы подтвердить почту, открой ссылку:\n${link}\n\nСсылка действует сутки. Если ты не указывал эту почту в Кампусе, просто удали письмо.`,
    })
  } catch (e) {
    deps.log.error('verification e-mail was not delivered', { error: e instanceof Error ? e.message : String(e) })
    throw authFailure('Не получилось отправить письмо, попробуй позже', 'INTERNAL')
  }
  return true
}
