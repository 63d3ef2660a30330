// updateAiPresentationOrderOutline: the outline step's edits (add, move up, move down, delete) are saved as the whole
// list of sections, checked against orders.md §5 (sections 1–10, slides 1–5, theses 1–5, no empty field).
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { transition } from '../../orders/transition'
import { ZPresentationOutline } from '../../../domain/presentation/input'
import type { TPresentationOrder } from './presentation-order-row'
import { PRESENTATION_ORDER_MACHINE } from './presentation-order-machine'
import { parseOrderInput } from '../../orders/parse-order-input'
import { withOwnOrder } from '../../orders/with-own-order'

export async function updateAiPresentationOrderOutline(o: { deps: AppDeps; caller: Caller; orderId: unknown; sections: unknown }): Promise<TPresentationOrder> {
  const outline = parseOrderInput(ZPresentationOutline, o.sections)
  return withOwnOrder(PRESENTATION_ORDER_MACHINE, { ...o, id: o.orderId }, (tx, order) =>
    transition(tx, o.deps.realtime, PRESENTATION_ORDER_MACHINE, {
      orderId: order.id,
      name: order.status === 'OUTLINE_REVIEW_GUEST' ? 'outline-saved-guest' : 'outline-saved',
      by: 'client',
      set: { outline },
    }),
  )
}
