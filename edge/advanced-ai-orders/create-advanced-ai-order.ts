// createAdvancedAiOrder (orders.md §3 Advanced AI order, unified type 7): a signed-in client or a guest (fingerprint)
// asks a question; the unified order, the order at the settings price, the question, the empty answer and the job
// (search sources, then answer) are made in one transaction. Rate-limited per client with the AI order's windows, and a
// guest also per address and with all guests together (edge/orders/guest-limits.ts).
import type { AppDeps } from '../context'
import { asService, type Caller, refusesAnalytics } from '../db/port'
import { checkAllowed } from '../auth/assert-allowed'
import { createOrder } from '../orders/create-order'
import { parseOrderInput } from '../orders/parse-order-input'
import { PROMPTS } from '../ai/prompts/registry'
import { ownerOf } from '../orders/owner'
import { takeAiAnswerLimit } from '../orders/ai-answer-limit'
import { takeGuestAiLimit } from '../orders/guest-limits'
import { AI_MESSAGE_ROLE, AI_ORDER_CLARIFICATIONS } from '../../domain/ai-order/ai-order-input'
import { ADVANCED_AI_ORDER_JOB } from '../../domain/advanced-ai-order/order-statuses'
import { ZCreateAdvancedAiOrderInput } from '../../domain/advanced-ai-order/advanced-ai-order-input'
import { ADVANCED_AI_ORDER_MACHINE, type TAdvancedAiOrder } from './advanced-ai-order-row'
import type { Queryable } from '../db/port'

/** The question (or clarification) and the empty assistant query the job fills. */
export async function insertAdvancedTurn(q: Queryable, o: { orderId: string; question: string }): Promise<void> {
  await q.query(
    `insert into public.advanced_ai_order_queries (advanced_ai_order_id, role, content, state) values ($1::bigint, $2, $3, 'done'), ($1::bigint, $4, '', 'streaming')`,
    [o.orderId, AI_MESSAGE_ROLE.user, o.question, AI_MESSAGE_ROLE.assistant],
  )
}

export async function createAdvancedAiOrder(o: { deps: AppDeps; caller: Caller; ip: string | null; input: unknown }): Promise<TAdvancedAiOrder> {
  const input = parseOrderInput(ZCreateAdvancedAiOrderInput, o.input)
  const owner = ownerOf(o.caller)
  const ai = o.deps.ports.ai.info
  return asService(o.deps.db, async (tx) => {
    if (owner.userId) await checkAllowed(tx, owner.userId, 'orders')
    await takeAiAnswerLimit(tx, owner)
    await takeGuestAiLimit(tx, { owner, ip: o.ip, settings: o.deps.settings })
    const order = await createOrder(tx, ADVANCED_AI_ORDER_MACHINE, {
      noAnalytics: refusesAnalytics(o.caller),
      owner,
      text: input.question,
      status: 'searching',
      values: {
        type: input.type ?? 'general',
        category: input.category || null,
        price: o.deps.settings.ADVANCED_AI_ORDER_PRICE_TOKENS,
        clarifications_count_left: AI_ORDER_CLARIFICATIONS,
        ai_provider: ai.model,
        is_demo: ai.isDemo,
        prompt_version: PROMPTS.advancedAiAnswer.version,
      },
      job: ADVANCED_AI_ORDER_JOB,
    })
    await insertAdvancedTurn(tx, { orderId: order.id, question: input.question })
    return order
  })
}
