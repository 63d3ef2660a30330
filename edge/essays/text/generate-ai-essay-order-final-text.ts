// GenerateAiEssayOrderFinalText: writes the text of a paid work again — from the selection screen once sources are
// approved, or from the finished work (the client's edits give way to a new text; the payment is not taken again).
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import type { TEssayOrder } from '../order/essay-order-row'
import { withOwnOrder } from '../../orders/with-own-order'
import { transition } from '../../orders/transition'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { approvedReferences } from '../references/approved-references'
import { CHOOSE_REFERENCES } from '../references/approve-ai-essay-order-references'

const PAY_FIRST = 'Сначала оплати работу'

export async function generateAiEssayOrderFinalText(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown }): Promise<TEssayOrder> {
  return withOwnOrder(ESSAY_MACHINE, { ...o, id: o.aiEssayOrderId, step: 'generate-final-text' }, async (tx, order) => {
    if (!order.isPaid) throw new AppError('CONFLICT', PAY_FIRST)
    if (!(await approvedReferences(tx, order.id)).length) throw new AppError('BAD_REQUEST', CHOOSE_REFERENCES)
    // The writer resumes from what is saved, so a new text starts from nothing.
    return transition(tx, o.deps.realtime, ESSAY_MACHINE, { orderId: order.id, name: 'final-text-started', by: 'client', set: { final_text: null, error_message: null }, detail: { rewrite: true } })
  })
}
