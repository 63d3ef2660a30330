// createCombinedAiOrder (contract: «Решить с ИИ» on the task solver): attaches an AI order to the caller's
// TASK_SOLVING unified order, whose text is the question, and starts the answer (statusBySearch 3 → 4). Asking again
// returns the order already attached, so two clicks make one.
import type { AppDeps } from '../context'
import { asCaller, asService, refusesAnalytics, type Caller } from '../db/port'
import { AppError } from '../http/errors'
import { checkAllowed } from '../auth/assert-allowed'
import { orderRowId } from '../orders/parse-order-input'
import { createOrder } from '../orders/create-order'
import { UNIFIED_TYPE } from '../../domain/orders/unified'
import { AI_ORDER_ANSWER_JOB } from '../../domain/ai-order/order-statuses'
import { AI_ORDER_CLARIFICATIONS, AI_ORDER_MESSAGES, ZAiSubjectId } from '../../domain/ai-order/ai-order-input'
import { PROMPTS } from '../ai/prompts/registry'
import { parseOrderInput } from '../orders/parse-order-input'
import { AI_ORDER_MACHINE } from './ai-order-machine'
import { AI_ANSWER_TABLE } from './ai-order-messages'
import { insertMessageTurn } from '../orders/message-orders'
import { AI_ORDER_COLUMNS, toAiOrder, type TAiOrder, type TAiOrderRow } from './ai-order-row'
import { checkSubject } from './create-ai-order'
import { ownerOf } from '../orders/owner'
import { takeAiAnswerLimit } from '../orders/ai-answer-limit'

type TUnifiedRow = { id: string; user_id: string | null; guest_fingerprint: string | null; text: string | null; type_id: number }

export async function createCombinedAiOrder(o: { deps: AppDeps; caller: Caller; unifiedOrderId: unknown; subjectId?: unknown }): Promise<TAiOrder> {
  const id = orderRowId(o.unifiedOrderId)
  const subjectId = o.subjectId == null ? null : parseOrderInput(ZAiSubjectId, o.subjectId)
  const owner = ownerOf(o.caller)
  if (!id) throw new AppError('NOT_FOUND', AI_ORDER_MESSAGES.orderNotFound)
  // The caller's own unified order, or nothing (row-level security hides the rest).
  const [visible] = await asCaller(o.deps.db, o.caller, (tx) => tx.query<{ id: string }>(`select id::text as id from public.unified_orders where id = $1::bigint`, [id]))
  if (!visible) throw new AppError('NOT_FOUND', AI_ORDER_MESSAGES.orderNotFound)
  const ai = o.deps.ports.ai.info
  return asService(o.deps.db, async (tx) => {
    // The unified order's lock serialises racing clicks: the second finds the first one's AI order.
    const [u] = await tx.query<TUnifiedRow>(
      `select id::text as id, user_id::text as user_id, guest_fingerprint, text, type_id from public.unified_orders where id = $1::bigint for update`,
      [id],
    )
    if (!u) throw new AppError('NOT_FOUND', AI_ORDER_MESSAGES.orderNotFound)
    const [existing] = await tx.query<TAiOrderRow>(`select ${AI_ORDER_COLUMNS} from public.ai_orders where unified_order_id = $1::bigint`, [id])
    if (existing) return toAiOrder(existing)
    if (Number(u.type_id) !== UNIFIED_TYPE.TASK_SOLVING) throw new AppError('CONFLICT', 'ИИ-ответ можно добавить только к заказу на решение задачи', { reason: 'not-task-solving' })
    const question = (u.text ?? '').trim()
    if (!question) throw new AppError('BAD_REQUEST', AI_ORDER_MESSAGES.questionRequired)
    if (owner.userId) await checkAllowed(tx, owner.userId, 'orders')
    await takeAiAnswerLimit(tx, owner)
    const subject = await checkSubject(tx, subjectId)
    const order = await createOrder(tx, AI_ORDER_MACHINE, {
      noAnalytics: refusesAnalytics(o.caller),
      owner: { userId: u.user_id, guestFingerprint: u.guest_fingerprint },
      text: null,
      status: 'answering',
      values: {
        subject_id: subject,
        is_combined: true,
        price: o.deps.settings.AI_ORDER_PRICE_TOKENS,
        clarifications_count_left: AI_ORDER_CLARIFICATIONS,
        ai_provider: ai.model,
        is_demo: ai.isDemo,
        prompt_version: PROMPTS.aiTutor.version,
      },
      job: AI_ORDER_ANSWER_JOB,
      detail: { combined: true },
      attach: { unifiedOrderId: id, realtime: o.deps.realtime },
    })
    await insertMessageTurn(tx, AI_ANSWER_TABLE, { orderId: order.id, question: question.slice(0, 5000) })
    return order
  })
}
