// retryAiReferatOrder: a FAILED order goes back into the step it failed in (justification, outline or text).
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { transition } from '../../orders/transition'
import { REFERAT_ORDER_STATUSES, RETRY_OF } from '../../../domain/referat/order-statuses'
import type { TReferatOrder } from './referat-order-row'
import { REFERAT_ORDER_MACHINE } from './referat-order-machine'
import { withOwnOrder } from '../../orders/with-own-order'

export async function retryAiReferatOrder(o: { deps: AppDeps; caller: Caller; aiReferatOrderId: unknown }): Promise<TReferatOrder> {
  return withOwnOrder(REFERAT_ORDER_MACHINE, { ...o, id: o.aiReferatOrderId, signedIn: true }, (tx, order) => {
    if (order.status !== 'FAILED') throw new AppError('STALE_STEP', undefined, { status: REFERAT_ORDER_STATUSES.ids[order.status] })
    const step = order.failedStatus && order.failedStatus in RETRY_OF ? RETRY_OF[order.failedStatus as keyof typeof RETRY_OF] : 'justification-retried'
    return transition(tx, o.deps.realtime, REFERAT_ORDER_MACHINE, { orderId: order.id, name: step, by: 'client', set: { error_description: null, failed_status: null } })
  })
}
