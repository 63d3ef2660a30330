// CreateCombinedAiOrderClarification (orders.md §7): a paid order's client asks a follow-up. The question and an empty
// answer are added, one clarification is taken off the count, and the «clarified» transition enqueues the answer job;
// its answer arrives as ai-order-clarification-received. At zero it is refused with LIMIT and a clear Russian text.
import type { AppDeps } from '../context'
import type { Caller } from '../db/port'
import { AppError } from '../http/errors'
import { transition } from '../orders/transition'
import { parseOrderInput } from '../orders/parse-order-input'
import { AI_ORDER_STATUS } from '../../domain/ai-order/order-statuses'
import { AI_ORDER_CLARIFICATIONS, AI_ORDER_MESSAGES, ZAiClarificationInput } from '../../domain/ai-order/ai-order-input'
import { AI_ORDER_MACHINE } from './ai-order-machine'
import { insertTurn } from './ai-order-messages'
import type { TAiOrder } from './ai-order-row'
import { withOwnOrder } from '../orders/with-own-order'

export async function createCombinedAiOrderClarification(o: { deps: AppDeps; caller: Caller; unifiedOrderId: unknown; question: unknown }): Promise<TAiOrder> {
  const { question } = parseOrderInput(ZAiClarificationInput, { question: o.question })
  return withOwnOrder(AI_ORDER_MACHINE, o, async (tx, order) => {
    if (!order.isPaid) throw new AppError('CONFLICT', AI_ORDER_MESSAGES.clarifyUnpaid, { reason: 'unpaid' })
    if (order.clarificationsCountLeft <= 0) throw new AppError('LIMIT', AI_ORDER_MESSAGES.noClarificationsLeft, { limit: AI_ORDER_CLARIFICATIONS, reason: 'clarifications' })
    if (order.status !== AI_ORDER_STATUS.answered) throw new AppError('STALE_STEP', AI_ORDER_MESSAGES.clarifyWhileAnswering, { status: order.status })
    await insertTurn(tx, { aiOrderId: order.id, question })
    return transition(tx, o.deps.realtime, AI_ORDER_MACHINE, {
      orderId: order.id,
      name: 'clarified',
      by: 'client',
      set: { clarifications_count_left: order.clarificationsCountLeft - 1, suggested_prompts: [] },
      detail: { left: order.clarificationsCountLeft - 1 },
    })
  })
}
