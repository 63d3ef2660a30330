// tryToPayForAdvancedAiOrderFromBalance: the owner pays the order's price from the token balance and the whole answer
// opens. Under the order's row lock, the tokens (idempotency-keyed by the order) and the paid mark go in one
// transaction, so ten calls at once charge once; a short balance answers INSUFFICIENT_TOKENS with the missing tokens.
import type { AppDeps } from '../context'
import type { Caller } from '../db/port'
import { AppError } from '../http/errors'
import { payFromBalance } from '../orders/pay-from-balance'
import { ADVANCED_AI_ORDER_STATUSES } from '../../domain/advanced-ai-order/order-statuses'
import { ADVANCED_AI_ORDER_MACHINE, type TAdvancedAiOrder } from './advanced-ai-order-row'
import { withOwnOrder } from '../orders/with-own-order'

export async function tryToPayForAdvancedAiOrderFromBalance(o: { deps: AppDeps; caller: Caller; unifiedOrderId: unknown }): Promise<TAdvancedAiOrder> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', 'Войди, чтобы оплатить ответ')
  return withOwnOrder(ADVANCED_AI_ORDER_MACHINE, o, async (tx, order) => {
    if (order.isPaid) return order
    if (order.status === ADVANCED_AI_ORDER_STATUSES.ids.failed) throw new AppError('STALE_STEP', 'Ответ не получен, оплачивать нечего', { status: order.status })
    return payFromBalance(tx, o.deps, ADVANCED_AI_ORDER_MACHINE, { order, price: order.price })
  })
}
