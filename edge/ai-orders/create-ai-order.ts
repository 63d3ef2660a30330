// POST /api/unified-order/create (orders.md §7): a signed-in client or a guest (by fingerprint) asks the AI a question.
// The unified order (type 3 AI), its AI order at the settings price, the question and the empty answer are made
// together, and the answer job is enqueued in the same transaction. Rate-limited per client or guest browser, and a
// guest also per address and with all guests together (edge/orders/guest-limits.ts).
import type { AppDeps } from '../context'
import { asService, type Caller, refusesAnalytics } from '../db/port'
import { AppError } from '../http/errors'
import { checkAllowed } from '../auth/assert-allowed'
import { createOrder } from '../orders/create-order'
import { parseOrderInput } from '../orders/parse-order-input'
import { AI_ORDER_ANSWER_JOB } from '../../domain/ai-order/order-statuses'
import { AI_ORDER_CLARIFICATIONS, AI_ORDER_MESSAGES, ZCreateAiOrderInput } from '../../domain/ai-order/ai-order-input'
import { AI_ORDER_MACHINE } from './ai-order-machine'
import { insertTurn } from './ai-order-messages'
import type { TAiOrder } from './ai-order-row'
import { PROMPTS } from '../ai/prompts/registry'
import { takeGuestAiLimit } from '../orders/guest-limits'
import { takeAiAnswerLimit } from '../orders/ai-answer-limit'
import { ownerOf } from '../orders/owner'
import type { Queryable } from '../db/port'

/** A subject id that exists, or BAD_REQUEST; null stays null. */
export async function checkSubject(tx: Queryable, subjectId: number | null | undefined): Promise<number | null> {
  if (subjectId == null) return null
  const [row] = await tx.query<{ id: number }>(`select id from public.subjects where id = $1`, [subjectId])
  if (!row) throw new AppError('BAD_REQUEST', AI_ORDER_MESSAGES.subjectInvalid, { category: 'validation', fields: ['subject_id'] })
  return subjectId
}

export async function createAiOrder(o: { deps: AppDeps; caller: Caller; ip: string | null; input: unknown }): Promise<TAiOrder> {
  const input = parseOrderInput(ZCreateAiOrderInput, o.input)
  const owner = ownerOf(o.caller)
  const ai = o.deps.ports.ai.info
  return asService(o.deps.db, async (tx) => {
    if (owner.userId) await checkAllowed(tx, owner.userId, 'orders')
    await takeAiAnswerLimit(tx, owner)
    await takeGuestAiLimit(tx, { owner, ip: o.ip, settings: o.deps.settings })
    const subjectId = await checkSubject(tx, input.subject_id)
    const order = await createOrder(tx, AI_ORDER_MACHINE, {
      noAnalytics: refusesAnalytics(o.caller),
      owner,
      text: input.query,
      status: 'answering',
      values: {
        subject_id: subjectId,
        price: o.deps.settings.AI_ORDER_PRICE_TOKENS,
        clarifications_count_left: AI_ORDER_CLARIFICATIONS,
        get_params: input.get_params ?? null,
        ai_provider: ai.model,
        is_demo: ai.isDemo,
        prompt_version: PROMPTS.aiTutor.version,
      },
      job: AI_ORDER_ANSWER_JOB,
    })
    await insertTurn(tx, { aiOrderId: order.id, question: input.query })
    return order
  })
}
