// createAdvancedAiOrderClarification: a paid order's owner asks a follow-up; the question and an empty answer are added,
// one clarification comes off the count and «clarified» enqueues the job; its answer arrives as
// advanced-ai-order-clarification-received. At zero it is refused with LIMIT and the AI order's Russian text.
import type { AppDeps } from '../context'
import type { Caller } from '../db/port'
import { AppError } from '../http/errors'
import { transition } from '../orders/transition'
import { parseOrderInput } from '../orders/parse-order-input'
import { AI_ORDER_CLARIFICATIONS, AI_ORDER_MESSAGES, ZAiClarificationInput } from '../../domain/ai-order/ai-order-input'
import { ADVANCED_AI_ORDER_STATUS } from '../../domain/advanced-ai-order/order-statuses'
import { ADVANCED_AI_ORDER_MACHINE, type TAdvancedAiOrder } from './advanced-ai-order-row'
import { insertAdvancedTurn } from './create-advanced-ai-order'
import { withOwnOrder } from '../orders/with-own-order'

export async function createAdvancedAiOrderClarification(o: { deps: AppDeps; caller: Caller; unifiedOrderId: unknown; question: unknown }): Promise<TAdvancedAiOrder> {
  const { question } = parseOrderInput(ZAiClarificationInput, { question: o.question })
  return withOwnOrder(ADVANCED_AI_ORDER_MACHINE, o, async (tx, order) => {
    if (!order.isPaid) throw new AppError('CONFLICT', AI_ORDER_MESSAGES.clarifyUnpaid, { reason: 'unpaid' })
    if (order.clarificationsCountLeft <= 0) throw new AppError('LIMIT', AI_ORDER_MESSAGES.noClarificationsLeft, { limit: AI_ORDER_CLARIFICATIONS, reason: 'clarifications' })
    if (order.status !== ADVANCED_AI_ORDER_STATUS.answered) throw new AppError('STALE_STEP', AI_ORDER_MESSAGES.clarifyWhileAnswering, { status: order.status })
    await insertAdvancedTurn(tx, { orderId: order.id, question })
    return transition(tx, o.deps.realtime, ADVANCED_AI_ORDER_MACHINE, {
      orderId: order.id,
      name: 'clarified',
      by: 'client',
      set: { clarifications_count_left: order.clarificationsCountLeft - 1 },
      detail: { left: order.clarificationsCountLeft - 1 },
    })
  })
}
