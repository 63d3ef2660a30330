// createAdvancedAiOrder (orders.md §3 Advanced AI order, unified type 7): a signed-in client or a guest (fingerprint)
// asks a question; the unified order, the order at the settings price, the question, the empty answer and the job
// (search sources, then answer) are made in one transaction. Rate-limited per client with the AI order's windows, and a
// guest also per address and with all guests together (edge/orders/guest-limits.ts).
import type { AppDeps } from '../context'
import type { Caller } from '../db/port'
import { createMessageOrder } from '../orders/message-orders'
import { parseOrderInput } from '../orders/parse-order-input'
import { PROMPTS } from '../ai/prompts/registry'
import { ADVANCED_AI_ORDER_JOB } from '../../domain/advanced-ai-order/order-statuses'
import { ZCreateAdvancedAiOrderInput } from '../../domain/advanced-ai-order/advanced-ai-order-input'
import { ADVANCED_AI_ANSWER_TABLE, ADVANCED_AI_ORDER_MACHINE, type TAdvancedAiOrder } from './advanced-ai-order-row'

export async function createAdvancedAiOrder(o: { deps: AppDeps; caller: Caller; ip: string | null; input: unknown }): Promise<TAdvancedAiOrder> {
  const input = parseOrderInput(ZCreateAdvancedAiOrderInput, o.input)
  return createMessageOrder(ADVANCED_AI_ORDER_MACHINE, ADVANCED_AI_ANSWER_TABLE, o, {
    question: input.question,
    status: 'searching',
    job: ADVANCED_AI_ORDER_JOB,
    price: o.deps.settings.ADVANCED_AI_ORDER_PRICE_TOKENS,
    prompt: PROMPTS.advancedAiAnswer,
    values: async () => ({ type: input.type ?? 'general', category: input.category || null }),
  })
}
