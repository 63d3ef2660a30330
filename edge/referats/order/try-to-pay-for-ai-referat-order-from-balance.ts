// tryToPayForAiReferatOrderFromBalance: a completed referat is paid from the token balance; the tokens and the «paid»
// mark move in one transaction under the order's lock, keyed by the order, so a repeat (or a race) never charges
// twice. A short balance answers INSUFFICIENT_TOKENS with the missing tokens, and the page opens the refill popup. A
// text the demo writer wrote costs nothing (issue 33).
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { payFromBalance } from '../../orders/pay-from-balance'
import { REFERAT_ORDER_PRICE_TOKENS, REFERAT_ORDER_STATUSES } from '../../../domain/referat/order-statuses'
import type { TReferatOrder } from './referat-order-row'
import { REFERAT_ORDER_MACHINE } from './referat-order-machine'
import { withOwnOrder } from '../../orders/with-own-order'

export async function tryToPayForAiReferatOrderFromBalance(o: { deps: AppDeps; caller: Caller; aiReferatOrderId: unknown }): Promise<TReferatOrder> {
  return withOwnOrder(REFERAT_ORDER_MACHINE, { ...o, id: o.aiReferatOrderId, signedIn: true }, async (tx, order) => {
    if (order.isPaid) return order
    if (order.status !== 'COMPLETED') throw new AppError('STALE_STEP', 'Оплатить можно готовый реферат', { status: REFERAT_ORDER_STATUSES.ids[order.status] })
    // The text is written before it is paid for: the demo writer's is free, a model's is charged, whichever AI is
    // connected now (a catalogue copy carries the writer of the catalogue's text).
    return payFromBalance(tx, o.deps, REFERAT_ORDER_MACHINE, { order, price: REFERAT_ORDER_PRICE_TOKENS, writtenByDemo: order.aiProvider === 'demo' })
  })
}
