// tryToPayForAiPresentationOrderFromBalance: a signed-in client pays the reviewed outline (OUTLINE_REVIEW_AUTH). The
// client's first presentation takes the free attempt; later ones take PRESENTATION_PRICE_TOKENS, keyed by the order, in
// one transaction under the order's lock, so a repeat or a race never charges twice. A short balance answers
// INSUFFICIENT_TOKENS with the missing tokens (the page opens the refill popup); a paid order comes back as it is.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { payFromBalance } from '../../orders/pay-from-balance'
import { PRESENTATION_ORDER_STATUS, PRESENTATION_PRICE_TOKENS } from '../../../domain/presentation/statuses'
import type { TPresentationOrder } from './presentation-order-row'
import { PRESENTATION_ORDER_MACHINE } from './presentation-order-machine'
import { hasPresentationFreeAttempt } from './presentation-price'
import { withOwnOrder } from '../../orders/with-own-order'

export async function tryToPayForAiPresentationOrderFromBalance(o: { deps: AppDeps; caller: Caller; orderId: unknown }): Promise<TPresentationOrder> {
  return withOwnOrder(PRESENTATION_ORDER_MACHINE, { ...o, id: o.orderId, signedIn: true }, async (tx, order) => {
    if (order.isPaid) return order
    if (order.status !== 'OUTLINE_REVIEW_AUTH') throw new AppError('STALE_STEP', undefined, { status: PRESENTATION_ORDER_STATUS[order.status] })
    const userId = order.userId!
    // One free claim at a time per client: two first orders paid at once cannot both be free.
    await tx.query(`select pg_advisory_xact_lock(hashtextextended('presentation-free:' || $1, 0))`, [userId])
    const free = await hasPresentationFreeAttempt(tx, userId)
    const price = free ? 0 : PRESENTATION_PRICE_TOKENS
    await tx.query(`update public.ai_presentation_orders set paid_with = $2, price_tokens = $3 where id = $1::bigint`, [order.id, free ? 'free' : 'tokens', price])
    return payFromBalance(tx, o.deps.realtime, PRESENTATION_ORDER_MACHINE, { order, price, detail: { paidWith: free ? 'free' : 'tokens' } })
  })
}
