// cancelAiPresentationOrder: the owner stops an unfinished order; a job still running finds it moved on and does nothing.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { transition } from '../../orders/transition'
import type { TPresentationOrder } from './presentation-order-row'
import { PRESENTATION_ORDER_MACHINE } from './presentation-order-machine'
import { withOwnPresentationOrder } from './with-own-presentation-order'

export async function cancelAiPresentationOrder(o: { deps: AppDeps; caller: Caller; orderId: unknown }): Promise<TPresentationOrder> {
  return withOwnPresentationOrder(o, (tx, order) => transition(tx, o.deps.realtime, PRESENTATION_ORDER_MACHINE, { orderId: order.id, name: 'canceled', by: 'client' }))
}
