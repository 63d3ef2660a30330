// GET /api/ai-order/{unifiedOrderId}/stream – the kernel's answer stream (edge/streams) over the AI order's messages.
import { createMessageAnswerStreamRoutes } from '../streams/message-answer-stream'
import { AI_ANSWER_TABLE } from './ai-order-messages'
import { getAiOrder } from './get-ai-order'

export const aiOrderStreamRoutes = createMessageAnswerStreamRoutes({ findOrder: getAiOrder, table: AI_ANSWER_TABLE })
