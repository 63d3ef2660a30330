// updateAiReferatOrderOutline and confirmAiReferatOrderOutline: the outline step's edits (add, move, delete) are saved
// as a whole list of chapters; confirming writes the text for it (OUTLINE_REVIEW_AUTH → FINAL_GENERATION).
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { transition } from '../../orders/transition'
import { ZReferatOutline } from '../../../domain/referat/order-input'
import { outlineToSave } from '../../../domain/essay/requirements'
import type { TReferatOrder } from './referat-order-row'
import { REFERAT_ORDER_MACHINE } from './referat-order-machine'
import { parseOrderInput } from '../../orders/parse-order-input'
import { withOwnOrder } from '../../orders/with-own-order'

type TOutlineStep = { deps: AppDeps; caller: Caller; aiReferatOrderId: unknown; outline?: unknown }

const parseOutline = (outline: unknown) => parseOrderInput(ZReferatOutline, Array.isArray(outline) ? outlineToSave(outline as never) : outline)

export async function updateAiReferatOrderOutline(o: TOutlineStep): Promise<TReferatOrder> {
  const outline = parseOutline(o.outline)
  return withOwnOrder(REFERAT_ORDER_MACHINE, { ...o, id: o.aiReferatOrderId, signedIn: true }, (tx, order) =>
    transition(tx, o.deps.realtime, REFERAT_ORDER_MACHINE, { orderId: order.id, name: 'outline-saved', by: 'client', set: { outline } }),
  )
}

/** Without an outline the saved one is written. */
export async function confirmAiReferatOrderOutline(o: TOutlineStep): Promise<TReferatOrder> {
  const outline = o.outline == null ? null : parseOutline(o.outline)
  return withOwnOrder(REFERAT_ORDER_MACHINE, { ...o, id: o.aiReferatOrderId, signedIn: true }, (tx, order) =>
    transition(tx, o.deps.realtime, REFERAT_ORDER_MACHINE, { orderId: order.id, name: 'outline-confirmed', by: 'client', ...(outline && { set: { outline } }) }),
  )
}
