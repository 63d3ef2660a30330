// updateJustificationAndGenerateOutline: the reviewed justification is saved and the outline is written for it
// (JUSTIFICATION_REVIEW → OUTLINE_GENERATING_GUEST for a guest browser, OUTLINE_GENERATING_AUTH for a client).
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { transition } from '../../orders/transition'
import { ZPresentationJustification } from '../../../domain/presentation/input'
import type { TPresentationOrder } from './presentation-order-row'
import { PRESENTATION_ORDER_MACHINE } from './presentation-order-machine'
import { parseOrderInput } from '../../orders/parse-order-input'
import { withOwnOrder } from '../../orders/with-own-order'

export async function updateJustificationAndGenerateOutline(o: { deps: AppDeps; caller: Caller; orderId: unknown; justification: unknown }): Promise<TPresentationOrder> {
  const justification = parseOrderInput(ZPresentationJustification, o.justification)
  return withOwnOrder(PRESENTATION_ORDER_MACHINE, { ...o, id: o.orderId }, (tx, order) =>
    transition(tx, o.deps.realtime, PRESENTATION_ORDER_MACHINE, {
      orderId: order.id,
      name: order.userId ? 'justification-approved' : 'justification-approved-guest',
      by: 'client',
      set: { justification },
    }),
  )
}
