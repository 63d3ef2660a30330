// GET /api/advanced-ai-order/{unifiedOrderId}/stream – the kernel's answer stream (edge/streams) over the advanced order's queries.
import { createMessageAnswerStreamRoutes } from '../streams/message-answer-stream'
import { ADVANCED_AI_ANSWER_TABLE } from './advanced-ai-order-row'
import { getAdvancedAiOrder } from './get-advanced-ai-order'

export const advancedAiOrderStreamRoutes = createMessageAnswerStreamRoutes({ findOrder: getAdvancedAiOrder, table: ADVANCED_AI_ANSWER_TABLE })
