// user.impersonation-open – the new tab trades the one-time code for the user's read-only token: short-lived, `imp`
// naming the administrator (refused on every change, unknown to /api/admin: edge/auth/read-only.ts), `nb` so the
// admin browser's guest rows are never bound to the user, and the user's token version, so a sign-out everywhere or
// a sign-in ban ends it too.
import { IMPERSONATION_TOKEN_SECONDS, ZImpersonationCodeInput, type TImpersonationToken } from '../../../domain/admin/people'
import type { AppDeps } from '../../context'
import { AppError } from '../../http/errors'
import { issueToken } from '../../auth/token'
import { adminAction, type TAdmin } from '../admin-action'
import { impersonationCodeHash } from './impersonation-code'

export async function exchangeImpersonation({ deps, admin, input }: { deps: AppDeps; admin: TAdmin; input: unknown }): Promise<TImpersonationToken> {
  const { code } = ZImpersonationCodeInput.parse(input)
  const hash = await impersonationCodeHash(deps.settings.APP_JWT_SECRET, admin.userId, code)
  return adminAction({ db: deps.db, admin, action: 'user.impersonation-open', targetType: 'user' }, async (tx) => {
    const [row] = await tx.query<{ user_id: string; name: string | null; token_version: number }>(
      `update private.impersonation_codes c set used_at = now()
         from public.users u
        where c.code_hash = $1 and c.admin_id = $2::uuid and c.used_at is null and c.expires_at > now() and u.id = c.user_id
        returning c.user_id::text as user_id, u.name, u.token_version`,
      [hash, admin.userId],
    )
    if (!row) throw new AppError('UNPROCESSABLE', 'Код входа устарел или уже использован: открой кабинет из карточки ещё раз')
    const now = Date.now()
    const token = await issueToken({
      userId: row.user_id,
      secret: deps.settings.APP_JWT_SECRET,
      tokenVersion: Number(row.token_version),
      ttlSeconds: IMPERSONATION_TOKEN_SECONDS,
      now,
      noGuestBinding: true,
      impersonatedBy: admin.userId,
    })
    const expiresAt = new Date(now + IMPERSONATION_TOKEN_SECONDS * 1000).toISOString()
    return { result: { token, expiresAt, userId: row.user_id, name: row.name }, targetId: row.user_id, after: { readOnly: true, expiresAt } }
  })
}
