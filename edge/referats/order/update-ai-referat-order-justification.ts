// updateAiReferatOrderJustification: the client's edited justification is saved and the outline is written for it
// (JUSTIFICATION_REVIEW → OUTLINE_GENERATING_AUTH).
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { transition } from '../../orders/transition'
import { ZReferatJustification } from '../../../domain/referat/order-input'
import type { TReferatOrder } from './referat-order-row'
import { REFERAT_ORDER_MACHINE } from './referat-order-machine'
import { withOwnReferatOrder } from './with-own-referat-order'
import { parseOrderInput } from '../../orders/parse-order-input'

export async function updateAiReferatOrderJustification(o: { deps: AppDeps; caller: Caller; aiReferatOrderId: unknown; extendedDescription: unknown }): Promise<TReferatOrder> {
  const text = parseOrderInput(ZReferatJustification, o.extendedDescription)
  return withOwnReferatOrder({ ...o, orderId: o.aiReferatOrderId }, (tx, order) =>
    transition(tx, o.deps.realtime, REFERAT_ORDER_MACHINE, { orderId: order.id, name: 'justification-approved', by: 'client', set: { extended_description: text } }),
  )
}
