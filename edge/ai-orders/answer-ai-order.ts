// The answer job's work: streams the tutor answer (or a clarification's answer) into the order's open assistant message
// through the message writer, then closes it with 2–3 suggested follow-ups and the «answered» transition. A provider
// failure keeps the part received and fails the message with its Russian text (shown as «Ошибка: …»); a run that
// finds a half-written message (the previous worker died mid-stream) closes it the same way instead of starting over,
// since readers already hold that text. A failed first answer fails the order and gives a paid one's payment back; a
// failed clarification's answer gives the clarification back and the order stays answered.
import type { AppDeps } from '../context'
import { asService } from '../db/port'
import { AiError } from '../ai/errors'
import { objectCall, textCall } from '../ai/prompts/prompt'
import { PROMPTS } from '../ai/prompts/registry'
import { tryTransition } from '../orders/transition'
import { spendKeyOf } from '../orders/pay-from-balance'
import { AI_ORDER_STATUS } from '../../domain/ai-order/order-statuses'
import { AI_MESSAGE_ROLE, AI_ORDER_CLARIFICATIONS } from '../../domain/ai-order/ai-order-input'
import { failedAnswerText } from '../../domain/ai-order/failed-answer'
import { returnFailedAnswer } from './return-failed-answer'
import { AI_ORDER_MACHINE } from './ai-order-machine'
import { AI_ORDER_COLUMNS, toAiOrder, type TAiOrderRow } from './ai-order-row'
import { createMessageWriter } from './message-writer'

type TMsg = { id: string; role: number; content: string; state: string }

const INTERRUPTED = 'Ответ прервался. Задай вопрос ещё раз чуть позже'

export type TAnswerOutcome = 'answered' | 'failed' | 'skipped'

/**
 * `abandoned`: the job died for good (its process died in the last attempt): an answer still open is failed at once
 * (a paid one refunded) instead of written.
 */
export async function answerAiOrder(o: { deps: AppDeps; orderId: string; finalAttempt: boolean; abandoned?: boolean }): Promise<TAnswerOutcome> {
  const { deps } = o
  const loaded = await asService(deps.db, async (tx) => {
    const [row] = await tx.query<TAiOrderRow>(`select ${AI_ORDER_COLUMNS} from public.ai_orders where id = $1::bigint`, [o.orderId])
    if (!row) return null
    const order = toAiOrder(row)
    const messages = await tx.query<TMsg>(`select id::text as id, role, content, state from public.ai_order_messages m where m.ai_order_id = $1::bigint order by m.id`, [o.orderId])
    const [subject] = order.subjectId ? await tx.query<{ title: string }>(`select title from public.subjects where id = $1`, [order.subjectId]) : []
    return { order, messages, subject: subject?.title ?? null }
  })
  if (!loaded || loaded.order.status !== AI_ORDER_STATUS.answering) return 'skipped'
  const { order, messages } = loaded
  const open = messages.at(-1)
  if (!open || Number(open.role) !== AI_MESSAGE_ROLE.assistant || open.state !== 'streaming') return 'skipped'
  const turns = messages.slice(0, -1).filter((m) => Number(m.role) !== AI_MESSAGE_ROLE.system)
  const question = turns[0]?.content ?? ''
  const isClarification = turns.length > 1
  if (open.content || o.abandoned) return fail(deps, { orderId: order.id, messageId: open.id, cause: INTERRUPTED, isClarification })

  const input = {
    question,
    subject: loaded.subject,
    history: isClarification ? turns.slice(0, -1).map((m) => ({ role: Number(m.role) === AI_MESSAGE_ROLE.user ? ('user' as const) : ('assistant' as const), content: m.content })) : [],
    clarification: isClarification ? (turns.at(-1)?.content ?? null) : null,
  }
  const writer = createMessageWriter({ db: deps.db, realtime: deps.realtime, orderId: order.id, unifiedOrderId: order.unifiedOrderId, messageId: open.id })
  try {
    for await (const delta of deps.ports.ai.streamText(textCall(PROMPTS.aiTutor, input))) writer.push(delta)
    await writer.drain()
    if (writer.length === 0) throw new AiError('bad_output', 'the tutor answer is empty')
  } catch (e) {
    await writer.drain().catch(() => {})
    const received = writer.length > 0
    // Nothing went out yet: a retryable failure gets another attempt with a clean slate.
    if (!received && !o.finalAttempt && (!(e instanceof AiError) || e.retryable)) throw e
    deps.log.warn('ai order: answer failed', { orderId: order.id, received: writer.length, ...(e instanceof AiError ? e.toLog() : { error: String(e) }) })
    return fail(deps, { orderId: order.id, messageId: open.id, cause: e instanceof AiError ? e.message : 'Сервис генерации временно недоступен. Попробуй еще раз позже', isClarification })
  }

  const answer = (await asService(deps.db, (tx) => tx.query<{ content: string }>(`select content from public.ai_order_messages where id = $1::bigint`, [open.id])))[0]?.content ?? ''
  let prompts: string[] = []
  try {
    prompts = (await deps.ports.ai.generateObject(objectCall(PROMPTS.aiTutorFollowUps, { question: input.clarification ?? question, answer: answer.slice(0, 20_000) }))).prompts
  } catch (e) {
    // Follow-up chips are a nicety: the answer stands without them.
    deps.log.warn('ai order: follow-ups failed', { orderId: order.id, error: String(e) })
  }
  await asService(deps.db, async (tx) => {
    await tx.query(`update public.ai_order_messages set state = 'done' where id = $1::bigint`, [open.id])
    await tryTransition(tx, deps.realtime, AI_ORDER_MACHINE, {
      orderId: order.id,
      name: isClarification ? 'clarificationAnswered' : 'answered',
      by: 'job',
      set: { suggested_prompts: prompts },
      detail: { messageId: open.id, characters: writer.length },
    })
  })
  return 'answered'
}

// The key try-to-pay-for-combined-ai-order-from-balance.ts pays under (a free question, or the tokens' shares).
const spendKey = (orderId: string) => spendKeyOf(AI_ORDER_MACHINE, orderId)

/** Closes the open message as failed, under the order's row lock: a second run closing the same answer finds it settled. */
async function fail(deps: AppDeps, o: { orderId: string; messageId: string; cause: string; isClarification: boolean }): Promise<TAnswerOutcome> {
  await asService(deps.db, async (tx) => {
    const [row] = await tx.query<TAiOrderRow>(`select ${AI_ORDER_COLUMNS} from public.ai_orders where id = $1::bigint for update`, [o.orderId])
    if (!row || Number(row.status) !== AI_ORDER_STATUS.answering) return
    const order = toAiOrder(row)
    const { returned, refund } = await returnFailedAnswer(tx, deps.realtime, { userId: order.userId, isPaid: order.isPaid, isClarification: o.isClarification, spendKey: spendKey(order.id), ref: `ai:${order.id}` })
    const error = failedAnswerText(o.cause, returned)
    await tx.query(`update public.ai_order_messages set state = 'failed', error = $2 where id = $1::bigint`, [o.messageId, error])
    await tryTransition(tx, deps.realtime, AI_ORDER_MACHINE, {
      orderId: o.orderId,
      name: o.isClarification ? 'clarificationFailed' : 'failed',
      by: 'job',
      ...(o.isClarification && { set: { clarifications_count_left: Math.min(order.clarificationsCountLeft + 1, AI_ORDER_CLARIFICATIONS) } }),
      detail: { messageId: o.messageId, error, ...(Object.keys(refund).length > 0 && { refunded: refund }) },
    })
  })
  return 'failed'
}
