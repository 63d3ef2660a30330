// updateAiReferatOrderJustification: the client's edited justification is saved and the outline is written for it
// (JUSTIFICATION_REVIEW → OUTLINE_GENERATING_AUTH).
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { transition } from '../../orders/transition'
import { ZReferatJustification } from '../../../domain/referat/order-input'
import type { TReferatOrder } from './referat-order-row'
import { REFERAT_ORDER_MACHINE } from './referat-order-machine'
import { parseOrderInput } from '../../orders/parse-order-input'
import { withOwnOrder } from '../../orders/with-own-order'

export async function updateAiReferatOrderJustification(o: { deps: AppDeps; caller: Caller; aiReferatOrderId: unknown; extendedDescription: unknown }): Promise<TReferatOrder> {
  const text = parseOrderInput(ZReferatJustification, o.extendedDescription)
  return withOwnOrder(REFERAT_ORDER_MACHINE, { ...o, id: o.aiReferatOrderId, signedIn: true }, (tx, order) =>
    transition(tx, o.deps.realtime, REFERAT_ORDER_MACHINE, { orderId: order.id, name: 'justification-approved', by: 'client', set: { extended_description: text } }),
  )
}
