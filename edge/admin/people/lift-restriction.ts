// user.unrestrict – an administrator gives an account all its rights back at once. Tokens a sign-in ban ended stay
// dead (the person signs in again); orders and payments are allowed from the next request on.
import { ZLiftRestrictionInput } from '../../../domain/admin/people'
import type { Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { RESTRICTION_COLUMNS, type TRestrictionRow } from '../../auth/restriction'
import { adminAction, type TAdmin } from '../admin-action'
import { lockVersioned } from '../version'
import { restrictionSnapshot } from './restriction-snapshot'
import type { TRestrictionChange } from './restrict-user'

export async function liftRestriction({ db, admin, userId, input }: { db: Db; admin: TAdmin; userId: string; input: unknown }): Promise<TRestrictionChange> {
  const r = ZLiftRestrictionInput.parse(input)
  return adminAction({ db, admin, action: 'user.unrestrict', targetType: 'user', targetId: userId, note: r.note }, async (tx) => {
    const before = await lockVersioned<TRestrictionRow>(tx, { table: 'public.users', id: userId, version: r.version })
    if (before.can_login && before.can_create_orders && before.can_create_pay_ins) throw new AppError('UNPROCESSABLE', 'У пользователя нет ограничений')
    const [after] = await tx.query<TRestrictionRow & { version: number }>(
      `update public.users
          set can_login = true, can_create_orders = true, can_create_pay_ins = true, restriction_description = null,
              restriction_remove_at = null, restriction_reason_title = null, restriction_reason_description = null,
              restriction_reason_is_auto_ban = null, version = version + 1, updated_at = now()
        where id = $1::uuid
        returning version, ${RESTRICTION_COLUMNS}`,
      [userId],
    )
    return { result: { version: Number(after!.version), restriction: null }, before: restrictionSnapshot(before), after: restrictionSnapshot(after!) }
  })
}
