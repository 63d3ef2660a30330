// createCombinedAiOrder (contract: «Решить с ИИ» on the task solver): attaches an AI order to the caller's
// TASK_SOLVING unified order, whose text is the question, and starts the answer (statusBySearch 3 → 4). Asking again
// returns the order already attached, so two clicks make one.
import type { AppDeps } from '../context'
import { asCaller, asService, type Caller } from '../db/port'
import { AppError } from '../http/errors'
import { checkAllowed } from '../auth/assert-allowed'
import { enqueueJob } from '../jobs/queue'
import { orderRowId } from '../orders/parse-order-input'
import { syncUnifiedOrder } from '../orders/sync-unified-order'
import { UNIFIED_TYPE } from '../../domain/orders/unified'
import { AI_ORDER_ANSWER_JOB, AI_ORDER_STATUS } from '../../domain/ai-order/order-statuses'
import { AI_ORDER_CLARIFICATIONS, AI_ORDER_MESSAGES, ZAiSubjectId } from '../../domain/ai-order/ai-order-input'
import { PROMPTS } from '../ai/prompts/registry'
import { parseOrderInput } from '../orders/parse-order-input'
import { AI_ORDER_MACHINE } from './ai-order-machine'
import { insertTurn } from './ai-order-messages'
import { AI_ORDER_COLUMNS, toAiOrder, type TAiOrder, type TAiOrderRow } from './ai-order-row'
import { checkSubject, ownerOf, takeAiOrderRateLimit } from './create-ai-order'

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
    await takeAiOrderRateLimit(tx, owner)
    const subject = await checkSubject(tx, subjectId)
    const [row] = await tx.query<TAiOrderRow>(
      `insert into public.ai_orders (unified_order_id, user_id, guest_fingerprint, subject_id, status, is_combined, price, clarifications_count_left, ai_provider, is_demo, prompt_version)
       values ($1::bigint, $2::uuid, $3, $4, $5, true, $6, $7, $8, $9, $10) returning ${AI_ORDER_COLUMNS}`,
      [id, u.user_id, u.user_id ? null : u.guest_fingerprint, subject, AI_ORDER_STATUS.answering, o.deps.settings.AI_ORDER_PRICE_TOKENS, AI_ORDER_CLARIFICATIONS, ai.model, ai.isDemo, PROMPTS.aiTutor.version],
    )
    const order = toAiOrder(row!)
    await tx.query(`insert into public.ai_order_logs (ai_order_id, event, detail) values ($1::bigint, 'created', '{"combined":true}'::jsonb)`, [order.id])
    await insertTurn(tx, { aiOrderId: order.id, question: question.slice(0, 5000) })
    await enqueueJob(tx, { name: AI_ORDER_ANSWER_JOB, payload: { orderId: order.id }, key: `${AI_ORDER_ANSWER_JOB}:${order.id}`, maxAttempts: AI_ORDER_MACHINE.jobAttempts[AI_ORDER_ANSWER_JOB] })
    await syncUnifiedOrder(tx, o.deps.realtime, AI_ORDER_MACHINE, { unifiedOrderId: id, status: order.status, isPaid: false })
    await o.deps.realtime.publish(tx, { room: AI_ORDER_MACHINE.room(order.id, id), event: 'ai-order-changed', data: { id: order.id, status: order.status } })
    return order
  })
}
