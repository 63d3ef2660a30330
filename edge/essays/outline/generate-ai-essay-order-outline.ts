// GenerateAiEssayOrderOutline: asks for a new outline with the saved requirements (from requirements or outline approval).
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { transition } from '../../orders/transition'
import type { TEssayOrder } from '../order/essay-order-row'
import { allowedFor, withOwnOrder } from '../order/lock-own-order'
import { ESSAY_MACHINE } from '../order/essay-machine'

export async function generateAiEssayOrderOutline(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown }): Promise<TEssayOrder> {
  return withOwnOrder({ ...o, orderId: o.aiEssayOrderId, allowed: allowedFor('outline-requested') }, (tx, order) =>
    transition(tx, o.deps.realtime, ESSAY_MACHINE, { orderId: order.id, name: 'outline-requested', by: 'client', set: { error_message: null } }),
  )
}
