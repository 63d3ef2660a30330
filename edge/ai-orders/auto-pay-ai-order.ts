// autoPayForAiOrder: the kernel's auto-pay rule (edge/orders/auto-pay.ts) for an AI order, by its unified order id.
import type { AppDeps } from '../context'
import type { Caller } from '../db/port'
import { autoPayOrder } from '../orders/auto-pay'
import type { TAiOrder } from './ai-order-row'
import { getAiOrder } from './get-ai-order'
import { tryToPayForCombinedAiOrderFromBalance } from './try-to-pay-for-combined-ai-order-from-balance'

export async function autoPayForAiOrder(o: { deps: AppDeps; caller: Caller; unifiedOrderId: unknown; requested?: boolean | null }): Promise<TAiOrder | null> {
  const order = await getAiOrder({ db: o.deps.db, caller: o.caller, unifiedOrderId: o.unifiedOrderId })
  return autoPayOrder({ ...o, order }, () => tryToPayForCombinedAiOrderFromBalance(o))
}
