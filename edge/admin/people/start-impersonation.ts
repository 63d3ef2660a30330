// user.impersonate – «Открыть кабинет как пользователь» (platform.md §6 from_admin): a one-time code the admin's tab
// hands to a new tab in the address's fragment (never sent to the server, never in a Referer); the new tab exchanges
// it for a read-only token (exchange-impersonation.ts). The code is kept hashed, lives a minute and is used once.
import { IMPERSONATION_CODE_SECONDS, type TImpersonationStart } from '../../../domain/admin/people'
import { ADMIN_ROLE_ID } from '../../../domain/admin/access'
import type { AppDeps } from '../../context'
import { AppError } from '../../http/errors'
import { randomToken } from '../../auth/secrets'
import { activeRestriction, RESTRICTION_COLUMNS, type TRestrictionRow } from '../../auth/restriction'
import { adminAction, type TAdmin } from '../admin-action'
import { impersonationCodeHash } from './impersonation-code'
import { userNotFound } from './user-id'

export async function startImpersonation({ deps, admin, userId }: { deps: AppDeps; admin: TAdmin; userId: string }): Promise<TImpersonationStart> {
  const code = randomToken(32)
  const hash = await impersonationCodeHash(deps.settings.APP_JWT_SECRET, admin.userId, code)
  return adminAction({ db: deps.db, admin, action: 'user.impersonate', targetType: 'user', targetId: userId }, async (tx) => {
    const [user] = await tx.query<TRestrictionRow & { role_id: number }>(`select role_id, ${RESTRICTION_COLUMNS} from public.users where id = $1::uuid`, [userId])
    if (!user) throw userNotFound()
    if (Number(user.role_id) === ADMIN_ROLE_ID) throw new AppError('UNPROCESSABLE', 'Кабинет администратора так не открыть')
    if (activeRestriction(user)?.canLogin === false) throw new AppError('UNPROCESSABLE', 'Пользователю запрещён вход: его кабинет не открыть, пока ограничение не снято')
    await tx.query('delete from private.impersonation_codes where expires_at < now() - interval \'1 day\'')
    const [row] = await tx.query<{ expires_at: string }>(
      `insert into private.impersonation_codes (code_hash, admin_id, user_id, expires_at)
       values ($1, $2::uuid, $3::uuid, now() + make_interval(secs => $4)) returning expires_at::text`,
      [hash, admin.userId, userId, IMPERSONATION_CODE_SECONDS],
    )
    const expiresAt = new Date(row!.expires_at).toISOString()
    return { result: { code, expiresAt }, after: { readOnly: true, codeExpiresAt: expiresAt } }
  })
}
