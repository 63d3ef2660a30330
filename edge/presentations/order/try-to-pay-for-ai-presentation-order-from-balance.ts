// tryToPayForAiPresentationOrderFromBalance: a signed-in client pays the reviewed outline (OUTLINE_REVIEW_AUTH). The
// client's first presentation takes the free attempt; later ones take PRESENTATION_PRICE_TOKENS, keyed by the order, in
// one transaction under the order's lock, so a repeat or a race never charges twice. A short balance answers
// INSUFFICIENT_TOKENS with the missing tokens (the page opens the refill popup); a paid order comes back as it is.
// While the AI is the demo writer a deck is paid with 0 tokens (paid_with 'demo') and the free attempt stays.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { paidAsDemo, payFromBalance } from '../../orders/pay-from-balance'
import { PRESENTATION_ORDER_STATUSES, PRESENTATION_PRICE_TOKENS } from '../../../domain/presentation/statuses'
import type { TPresentationOrder } from './presentation-order-row'
import { PRESENTATION_ORDER_MACHINE } from './presentation-order-machine'
import { hasPresentationFreeAttempt } from './presentation-price'
import { withOwnOrder } from '../../orders/with-own-order'

export async function tryToPayForAiPresentationOrderFromBalance(o: { deps: AppDeps; caller: Caller; orderId: unknown }): Promise<TPresentationOrder> {
  return withOwnOrder(PRESENTATION_ORDER_MACHINE, { ...o, id: o.orderId, signedIn: true }, async (tx, order) => {
    if (order.isPaid) return order
    if (order.status !== 'OUTLINE_REVIEW_AUTH') throw new AppError('STALE_STEP', undefined, { status: PRESENTATION_ORDER_STATUSES.ids[order.status] })
    const userId = order.userId!
    // One free claim at a time per client: two first orders paid at once cannot both be free.
    await tx.query(`select pg_advisory_xact_lock(hashtextextended('presentation-free:' || $1, 0))`, [userId])
    // A demo deck costs nothing and keeps the free attempt for a real one.
    const demo = paidAsDemo(o.deps, PRESENTATION_ORDER_MACHINE)
    const free = !demo && (await hasPresentationFreeAttempt(tx, userId))
    const price = free ? 0 : PRESENTATION_PRICE_TOKENS
    const paidWith = demo ? 'demo' : free ? 'free' : 'tokens'
    await tx.query(`update public.ai_presentation_orders set paid_with = $2, price_tokens = $3 where id = $1::bigint`, [order.id, paidWith, demo ? 0 : price])
    return payFromBalance(tx, o.deps, PRESENTATION_ORDER_MACHINE, { order, price, detail: { paidWith } })
  })
}
