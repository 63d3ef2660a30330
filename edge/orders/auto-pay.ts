// The auto-pay rule (orders.md §4 Task order; §2 autoPayForAiOrder): when its signed-in owner opens an unpaid order
// and holds a running (not frozen) subscription or trial credits — or came back with autoPay… after a refill — the
// order is paid from the balance at once, by the product's own payment (payFromBalance). A short balance, a
// restriction or an order that cannot be paid now simply leaves it unpaid for the pay button.
import type { Caller, Db } from '../db/port'
import { asService } from '../db/port'
import { AppError } from '../http/errors'

/** A running (not frozen) subscription or trial credits on the balance. */
async function isEntitled(db: Db, userId: string): Promise<boolean> {
  const [row] = await asService(db, (tx) =>
    tx.query<{ ok: boolean }>(
      `select exists (select 1 from private.subscriptions where user_id = $1 and ends_at > now() and frozen_at is null)
           or coalesce((select trials > 0 from public.balances where user_id = $1), false) as ok`,
      [userId],
    ),
  )
  return Boolean(row?.ok)
}

const LEAVES_UNPAID = new Set(['INSUFFICIENT_TOKENS', 'RESTRICTED', 'STALE_STEP'])

/** `order` as the caller sees it (null: not theirs); `pay` is the product's TryToPay…FromBalance for it. */
export async function autoPayOrder<O extends { isPaid: boolean; userId: string | null }>(
  o: { deps: { db: Db }; caller: Caller; order: O | null; requested?: boolean | null },
  pay: () => Promise<O>,
): Promise<O | null> {
  const { order, caller } = o
  if (!order || order.isPaid || caller.role !== 'authenticated' || order.userId !== caller.userId) return order
  if (!o.requested && !(await isEntitled(o.deps.db, caller.userId))) return order
  try {
    return await pay()
  } catch (e) {
    if (e instanceof AppError && LEAVES_UNPAID.has(e.code)) return order
    throw e
  }
}
