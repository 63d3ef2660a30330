// tryToPayForAdvancedAiOrderFromBalance: the owner pays the order's price from the token balance and the whole answer
// opens (a message order's payment, edge/orders/message-orders.ts: charged once under the row lock; a short balance
// answers INSUFFICIENT_TOKENS with the missing tokens).
import type { AppDeps } from '../context'
import type { Caller } from '../db/port'
import { payMessageOrder } from '../orders/message-orders'
import { ADVANCED_AI_ORDER_MACHINE, type TAdvancedAiOrder } from './advanced-ai-order-row'

export async function tryToPayForAdvancedAiOrderFromBalance(o: { deps: AppDeps; caller: Caller; unifiedOrderId: unknown }): Promise<TAdvancedAiOrder> {
  return payMessageOrder(ADVANCED_AI_ORDER_MACHINE, o)
}
