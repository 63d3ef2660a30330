// TryToPayForCombinedAiOrderFromBalance (orders.md §7): the client pays the AI order from the balance and the whole
// answer opens. A trial credit (a free question: orders.md §4 auto-pays an AI order for trial credits too) pays first,
// one per order; otherwise the order's price in tokens (a message order's payment, edge/orders/message-orders.ts:
// charged once under the row lock; a short balance answers INSUFFICIENT_TOKENS with the missing tokens).
import type { AppDeps } from '../context'
import type { Caller } from '../db/port'
import { payMessageOrder } from '../orders/message-orders'
import { AI_ORDER_MACHINE } from './ai-order-machine'
import type { TAiOrder } from './ai-order-row'

export async function tryToPayForCombinedAiOrderFromBalance(o: { deps: AppDeps; caller: Caller; unifiedOrderId: unknown }): Promise<TAiOrder> {
  return payMessageOrder(AI_ORDER_MACHINE, o)
}
