// TryToPayForExamOrderFromBalance: the client pays tickets × price from the token balance and every answer opens.
// Under the order's row lock the tokens (keyed by the order, private.spend_tokens) and the «paid» transition go in one
// transaction, so calls at once charge once; a paid order comes back unchanged. A short balance fails with
// INSUFFICIENT_TOKENS and the missing amount for the refill popup.
import type { AppDeps } from '../context'
import type { Caller } from '../db/port'
import { AppError } from '../http/errors'
import { payFromBalance } from '../orders/pay-from-balance'
import { EXAM_ORDER_STATUSES } from '../../domain/exam/order-statuses'
import { EXAM_MESSAGES } from '../../domain/exam/parse-tickets'
import { EXAM_ORDER_MACHINE } from './exam-order-machine'
import type { TExamOrder } from './exam-order-row'
import { withOwnOrder } from '../orders/with-own-order'

export async function tryToPayForExamOrderFromBalance(o: { deps: AppDeps; caller: Caller; examOrderId: unknown }): Promise<TExamOrder> {
  return withOwnOrder(EXAM_ORDER_MACHINE, { deps: o.deps, caller: o.caller, id: o.examOrderId, signedIn: EXAM_MESSAGES.signIn }, async (tx, order) => {
    if (order.isPaid) return order
    if (order.status !== 'ready') throw new AppError('STALE_STEP', EXAM_MESSAGES.notReady, { status: EXAM_ORDER_STATUSES.ids[order.status] })
    return payFromBalance(tx, o.deps, EXAM_ORDER_MACHINE, { order, price: order.price, detail: { tickets: order.ticketsCount } })
  })
}
