// CreateCombinedAiOrderClarification (orders.md §7): a paid order's client asks a follow-up. The question and an empty
// answer are added, one clarification is taken off the count, and the «clarified» transition enqueues the answer job;
// its answer arrives as ai-order-clarification-received. At zero it is refused with LIMIT and a clear Russian text.
import type { AppDeps } from '../context'
import type { Caller } from '../db/port'
import { clarifyMessageOrder } from '../orders/message-orders'
import { AI_ORDER_MACHINE } from './ai-order-machine'
import { AI_ANSWER_TABLE } from './ai-order-messages'
import type { TAiOrder } from './ai-order-row'

// The follow-up chips of the last answer go with it.
export const createCombinedAiOrderClarification = (o: { deps: AppDeps; caller: Caller; unifiedOrderId: unknown; question: unknown }): Promise<TAiOrder> =>
  clarifyMessageOrder(AI_ORDER_MACHINE, AI_ANSWER_TABLE, o, { suggested_prompts: [] })
