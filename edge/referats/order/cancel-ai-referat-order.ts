// cancelAiReferatOrder: the client stops an unfinished order; a job still running finds it moved on and does nothing.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { transition } from '../../orders/transition'
import type { TReferatOrder } from './referat-order-row'
import { REFERAT_ORDER_MACHINE } from './referat-order-machine'
import { withOwnReferatOrder } from './with-own-referat-order'

export async function cancelAiReferatOrder(o: { deps: AppDeps; caller: Caller; aiReferatOrderId: unknown }): Promise<TReferatOrder> {
  return withOwnReferatOrder({ ...o, orderId: o.aiReferatOrderId }, (tx, order) =>
    transition(tx, o.deps.realtime, REFERAT_ORDER_MACHINE, { orderId: order.id, name: 'canceled', by: 'client' }),
  )
}
