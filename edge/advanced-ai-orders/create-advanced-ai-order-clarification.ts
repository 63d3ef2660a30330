// createAdvancedAiOrderClarification: a paid order's owner asks a follow-up; the question and an empty answer are added,
// one clarification comes off the count and «clarified» enqueues the job; its answer arrives as
// advanced-ai-order-clarification-received. At zero it is refused with LIMIT and the AI order's Russian text.
import type { AppDeps } from '../context'
import type { Caller } from '../db/port'
import { clarifyMessageOrder } from '../orders/message-orders'
import { ADVANCED_AI_ANSWER_TABLE, ADVANCED_AI_ORDER_MACHINE, type TAdvancedAiOrder } from './advanced-ai-order-row'

export const createAdvancedAiOrderClarification = (o: { deps: AppDeps; caller: Caller; unifiedOrderId: unknown; question: unknown }): Promise<TAdvancedAiOrder> =>
  clarifyMessageOrder(ADVANCED_AI_ORDER_MACHINE, ADVANCED_AI_ANSWER_TABLE, o)
