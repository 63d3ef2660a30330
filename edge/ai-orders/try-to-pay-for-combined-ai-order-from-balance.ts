// TryToPayForCombinedAiOrderFromBalance (orders.md §7): the client pays the AI order from the balance and the whole
// answer opens. A trial credit (a free question: orders.md §4 auto-pays an AI order for trial credits too) pays first,
// one per order; otherwise the order's price in tokens. Under the order's row lock the charge (keyed by the order) and
// the paid mark go in one transaction, so ten calls at once charge once. A short balance answers INSUFFICIENT_TOKENS
// with the missing tokens.
import type { AppDeps } from '../context'
import type { Caller } from '../db/port'
import { AppError } from '../http/errors'
import { payFromBalance } from '../orders/pay-from-balance'
import { AI_ORDER_STATUSES } from '../../domain/ai-order/order-statuses'
import { AI_ORDER_MACHINE } from './ai-order-machine'
import type { TAiOrder } from './ai-order-row'
import { withOwnOrder } from '../orders/with-own-order'

export async function tryToPayForCombinedAiOrderFromBalance(o: { deps: AppDeps; caller: Caller; unifiedOrderId: unknown }): Promise<TAiOrder> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', 'Войди, чтобы оплатить ответ')
  return withOwnOrder(AI_ORDER_MACHINE, o, async (tx, order) => {
    // Paid already (a second click, another tab): the same order, nothing charged.
    if (order.isPaid) return order
    if (order.status === AI_ORDER_STATUSES.ids.failed) throw new AppError('STALE_STEP', 'Ответ не получен, оплачивать нечего', { status: order.status })
    return payFromBalance(tx, o.deps, AI_ORDER_MACHINE, { order, price: order.price })
  })
}
