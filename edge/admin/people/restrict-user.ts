// user.restrict – an administrator takes rights from an account (platform.md §3 User.restriction): orders, payments,
// sign-in. It holds from the next request on: the order and payment checks read the row every time
// (edge/auth/assert-allowed.ts), and taking sign-in away bumps the token version in the same statement (trigger of
// 20261125000400_token_revocation.sql), so every token of the account, a token in use included, stops working.
import { ZRestrictUserInput } from '../../../domain/admin/people'
import type { TRestrictionInfo } from '../../../domain/auth/errors'
import type { Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { activeRestriction, RESTRICTION_COLUMNS, type TRestrictionRow } from '../../auth/restriction'
import { adminAction, type TAdmin } from '../admin-action'
import { lockVersioned } from '../version'
import { restrictionSnapshot } from './restriction-snapshot'

export type TRestrictionChange = { version: number; restriction: TRestrictionInfo | null }

export async function restrictUser({ db, admin, userId, input }: { db: Db; admin: TAdmin; userId: string; input: unknown }): Promise<TRestrictionChange> {
  const r = ZRestrictUserInput.parse(input)
  return adminAction({ db, admin, action: 'user.restrict', targetType: 'user', targetId: userId, note: r.reasonTitle }, async (tx) => {
    if (userId === admin.userId) throw new AppError('UNPROCESSABLE', 'Себя ограничить нельзя')
    const before = await lockVersioned<TRestrictionRow>(tx, { table: 'public.users', id: userId, version: r.version })
    const [after] = await tx.query<TRestrictionRow & { version: number }>(
      `update public.users
          set can_login = $2, can_create_orders = $3, can_create_pay_ins = $4, restriction_description = $5,
              restriction_remove_at = $6::timestamptz, restriction_reason_title = $7, restriction_reason_description = $8,
              restriction_reason_is_auto_ban = false, version = version + 1, updated_at = now()
        where id = $1::uuid
        returning version, ${RESTRICTION_COLUMNS}`,
      [userId, r.canLogin, r.canCreateOrders, r.canCreatePayIns, r.description, r.removeAt, r.reasonTitle, r.reasonDescription],
    )
    return {
      result: { version: Number(after!.version), restriction: activeRestriction(after!) },
      before: restrictionSnapshot(before),
      after: restrictionSnapshot(after!),
    }
  })
}
