// POST /api/unified-order/create (orders.md §7): a signed-in client or a guest (by fingerprint) asks the AI a question.
// The unified order (type 3 AI), its AI order at the settings price, the question and the empty answer are made
// together, and the answer job is enqueued in the same transaction. Rate-limited per client or guest browser, and a
// guest also per address and with all guests together (edge/orders/guest-limits.ts).
import type { AppDeps } from '../context'
import type { Caller, Queryable } from '../db/port'
import { AppError } from '../http/errors'
import { createMessageOrder } from '../orders/message-orders'
import { parseOrderInput } from '../orders/parse-order-input'
import { AI_ORDER_ANSWER_JOB } from '../../domain/ai-order/order-statuses'
import { AI_ORDER_MESSAGES, ZCreateAiOrderInput } from '../../domain/ai-order/ai-order-input'
import { AI_ORDER_MACHINE } from './ai-order-machine'
import { AI_ANSWER_TABLE } from './ai-order-messages'
import type { TAiOrder } from './ai-order-row'
import { PROMPTS } from '../ai/prompts/registry'

/** A subject id that exists, or BAD_REQUEST; null stays null. */
export async function checkSubject(tx: Queryable, subjectId: number | null | undefined): Promise<number | null> {
  if (subjectId == null) return null
  const [row] = await tx.query<{ id: number }>(`select id from public.subjects where id = $1`, [subjectId])
  if (!row) throw new AppError('BAD_REQUEST', AI_ORDER_MESSAGES.subjectInvalid, { category: 'validation', fields: ['subject_id'] })
  return subjectId
}

export async function createAiOrder(o: { deps: AppDeps; caller: Caller; ip: string | null; input: unknown }): Promise<TAiOrder> {
  const input = parseOrderInput(ZCreateAiOrderInput, o.input)
  return createMessageOrder(AI_ORDER_MACHINE, AI_ANSWER_TABLE, o, {
    question: input.query,
    status: 'answering',
    job: AI_ORDER_ANSWER_JOB,
    price: o.deps.settings.AI_ORDER_PRICE_TOKENS,
    prompt: PROMPTS.aiTutor,
    values: async (tx) => ({ subject_id: await checkSubject(tx, input.subject_id), get_params: input.get_params ?? null }),
  })
}
