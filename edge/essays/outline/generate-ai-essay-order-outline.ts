// GenerateAiEssayOrderOutline: asks for a new outline with the saved requirements (from requirements or outline approval).
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { transition } from '../../orders/transition'
import type { TEssayOrder } from '../order/essay-order-row'
import { withOwnOrder } from '../../orders/with-own-order'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { takeGuestAiLimit } from '../../orders/guest-limits'

export async function generateAiEssayOrderOutline(o: { deps: AppDeps; caller: Caller; ip: string | null; aiEssayOrderId: unknown }): Promise<TEssayOrder> {
  return withOwnOrder(ESSAY_MACHINE, { ...o, id: o.aiEssayOrderId, step: 'outline-requested' }, async (tx, order) => {
    await takeGuestAiLimit(tx, { owner: order, ip: o.ip, settings: o.deps.settings })
    return transition(tx, o.deps.realtime, ESSAY_MACHINE, { orderId: order.id, name: 'outline-requested', by: 'client', set: { error_message: null } })
  })
}
