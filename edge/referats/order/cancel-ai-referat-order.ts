// cancelAiReferatOrder: the client stops an unfinished order; a job still running finds it moved on and does nothing.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { transition } from '../../orders/transition'
import type { TReferatOrder } from './referat-order-row'
import { REFERAT_ORDER_MACHINE } from './referat-order-machine'
import { withOwnOrder } from '../../orders/with-own-order'

export async function cancelAiReferatOrder(o: { deps: AppDeps; caller: Caller; aiReferatOrderId: unknown }): Promise<TReferatOrder> {
  return withOwnOrder(REFERAT_ORDER_MACHINE, { ...o, id: o.aiReferatOrderId, signedIn: true }, (tx, order) =>
    transition(tx, o.deps.realtime, REFERAT_ORDER_MACHINE, { orderId: order.id, name: 'canceled', by: 'client' }),
  )
}
