// GET /api/advanced-ai-order/{unifiedOrderId}/stream – the AI order's SSE stream route over the advanced order's queries.
import { createAnswerStreamRoutes } from '../ai-orders/ai-order-stream-route'
import { ADVANCED_AI_TABLES } from './advanced-ai-order-row'
import { getAdvancedAiOrder } from './get-advanced-ai-order'

export const advancedAiOrderStreamRoutes = createAnswerStreamRoutes({ findOrder: getAdvancedAiOrder, tables: ADVANCED_AI_TABLES })
