// cancelAiPresentationOrder: the owner stops an unfinished order; a job still running finds it moved on and does nothing.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { transition } from '../../orders/transition'
import type { TPresentationOrder } from './presentation-order-row'
import { PRESENTATION_ORDER_MACHINE } from './presentation-order-machine'
import { withOwnOrder } from '../../orders/with-own-order'

export async function cancelAiPresentationOrder(o: { deps: AppDeps; caller: Caller; orderId: unknown }): Promise<TPresentationOrder> {
  return withOwnOrder(PRESENTATION_ORDER_MACHINE, { ...o, id: o.orderId }, (tx, order) => transition(tx, o.deps.realtime, PRESENTATION_ORDER_MACHINE, { orderId: order.id, name: 'canceled', by: 'client' }))
}
