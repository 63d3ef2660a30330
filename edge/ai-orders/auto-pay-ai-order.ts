// The auto-pay rule (orders.md §4 Task order; §2 autoPayForAiOrder): when its signed-in owner opens an unpaid AI order
// and holds a running subscription or trial credits — or came back with autoPayForAiOrder after a refill — the answer
// is paid from the balance at once. A short balance or a restriction simply leaves it unpaid for the pay button.
import type { AppDeps } from '../context'
import { asService, type Caller } from '../db/port'
import { AppError } from '../http/errors'
import type { TAiOrder } from './ai-order-row'
import { getAiOrder } from './get-ai-order'
import { tryToPayForCombinedAiOrderFromBalance } from './try-to-pay-for-combined-ai-order-from-balance'

/** A running (not frozen) subscription or trial credits on the balance. */
async function isEntitled(deps: AppDeps, userId: string): Promise<boolean> {
  const [row] = await asService(deps.db, (tx) =>
    tx.query<{ ok: boolean }>(
      `select exists (select 1 from private.subscriptions where user_id = $1 and ends_at > now() and frozen_at is null)
           or coalesce((select trials > 0 from public.balances where user_id = $1), false) as ok`,
      [userId],
    ),
  )
  return Boolean(row?.ok)
}

export async function autoPayForAiOrder(o: { deps: AppDeps; caller: Caller; unifiedOrderId: unknown; requested?: boolean | null }): Promise<TAiOrder | null> {
  const order = await getAiOrder({ db: o.deps.db, caller: o.caller, unifiedOrderId: o.unifiedOrderId })
  if (!order || order.isPaid || o.caller.role !== 'authenticated' || order.userId !== o.caller.userId) return order
  if (!o.requested && !(await isEntitled(o.deps, o.caller.userId))) return order
  try {
    return await tryToPayForCombinedAiOrderFromBalance(o)
  } catch (e) {
    if (e instanceof AppError && (e.code === 'INSUFFICIENT_TOKENS' || e.code === 'RESTRICTED' || e.code === 'STALE_STEP')) return order
    throw e
  }
}
