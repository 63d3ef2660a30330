// APP_ENV=test only: restricts the signed-in client's own account (platform.md §3 User.restriction), so end-to-end
// tests of the block screen need no admin tool. Fields left out are cleared; all three rights default to allowed.
import { z } from 'zod'
import { asService, type Caller, type Db } from '../db/port'
import { AppError } from '../http/errors'

const ZOwnRestriction = z.object({
  canLogin: z.boolean().default(true),
  canCreateOrders: z.boolean().default(true),
  canCreatePayIns: z.boolean().default(true),
  description: z.string().max(500).nullable().default(null),
  removeAt: z.iso.datetime({ offset: true }).nullable().default(null),
  reasonTitle: z.string().max(200).nullable().default(null),
  reasonDescription: z.string().max(500).nullable().default(null),
})

export async function setOwnRestriction(opts: { db: Db; caller: Caller; input: unknown }): Promise<void> {
  if (opts.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED')
  const parsed = ZOwnRestriction.safeParse(opts.input)
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message)
  const r = parsed.data
  const userId = opts.caller.userId
  await asService(opts.db, (tx) =>
    tx.query(
      `update public.users set can_login = $2, can_create_orders = $3, can_create_pay_ins = $4, restriction_description = $5,
              restriction_remove_at = $6::timestamptz, restriction_reason_title = $7, restriction_reason_description = $8,
              restriction_reason_is_auto_ban = case when $7::text is null and $8::text is null then null else false end
        where id = $1::uuid`,
      [userId, r.canLogin, r.canCreateOrders, r.canCreatePayIns, r.description, r.removeAt, r.reasonTitle, r.reasonDescription],
    ),
  )
}
