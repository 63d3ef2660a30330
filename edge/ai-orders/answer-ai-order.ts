// The answer job's work: streams the tutor answer (or a clarification's answer) into the order's open assistant message
// through the kernel's answer runner (edge/streams: the row's lease, batches, the live channel to this process's
// readers), then closes it with 2–3 suggested follow-ups and the «answered» transition. A provider failure keeps the
// part received and fails the message with its Russian text (shown as «Ошибка: …»); a run that finds a half-written
// message (the previous attempt's process died mid-stream) takes its lease over and continues it from the stored text,
// since readers already hold that text. A failed first answer fails the order and gives a paid one's payment back; a
// failed clarification's answer gives the clarification back and the order stays answered.
import type { AppDeps } from '../context'
import { asService } from '../db/port'
import { AiError } from '../ai/errors'
import { objectCall, textCall } from '../ai/prompts/prompt'
import { PROMPTS } from '../ai/prompts/registry'
import { tryTransition } from '../orders/transition'
import { spendKeyOf } from '../orders/pay-from-balance'
import { closeAnswer, lockOpenAnswer } from '../streams/answer-table'
import { continuationOf } from '../streams/drop-repeated-start'
import { runAnswer } from '../streams/run-answer'
import { AI_ORDER_STATUS } from '../../domain/ai-order/order-statuses'
import { AI_MESSAGE_ROLE, AI_ORDER_CLARIFICATIONS } from '../../domain/ai-order/ai-order-input'
import { failedAnswerText } from '../../domain/ai-order/failed-answer'
import { returnFailedAnswer } from '../money/return-failed-answer'
import { AI_ORDER_MACHINE } from './ai-order-machine'
import { AI_ANSWER_TABLE } from './ai-order-messages'
import { AI_ORDER_COLUMNS, toAiOrder, type TAiOrderRow } from './ai-order-row'

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
  if (o.abandoned) return (await fail(deps, { orderId: order.id, messageId: open.id, runnerId: null, cause: INTERRUPTED, isClarification })) ?? 'skipped'

  const input = {
    question,
    subject: loaded.subject,
    history: isClarification ? turns.slice(0, -1).map((m) => ({ role: Number(m.role) === AI_MESSAGE_ROLE.user ? ('user' as const) : ('assistant' as const), content: m.content })) : [],
    clarification: isClarification ? (turns.at(-1)?.content ?? null) : null,
  }
  const { ai } = deps.ports
  const outcome = await runAnswer<TAnswerOutcome>({
    deps,
    table: AI_ANSWER_TABLE,
    parentId: order.id,
    unifiedOrderId: order.unifiedOrderId,
    messageId: open.id,
    source: ({ partial, signal }) => continuationOf(ai.streamText(textCall(PROMPTS.aiTutor, { ...input, ...(partial && { partial }) }, { signal })), partial, ai.info.isDemo),
    async close({ runnerId, text, failure, release }) {
      const e = failure ?? (text.length === 0 ? new AiError('bad_output', 'the tutor answer is empty') : null)
      if (e) {
        // Nothing went out yet: a retryable failure gets another attempt with a clean slate.
        if (text.length === 0 && !o.finalAttempt && (!(e instanceof AiError) || e.retryable)) {
          await release()
          throw e
        }
        deps.log.warn('ai order: answer failed', { orderId: order.id, received: text.length, ...(e instanceof AiError ? e.toLog() : { error: String(e) }) })
        return fail(deps, { orderId: order.id, messageId: open.id, runnerId, cause: e instanceof AiError ? e.message : 'Сервис генерации временно недоступен. Попробуй еще раз позже', isClarification })
      }
      let prompts: string[] = []
      try {
        prompts = (await ai.generateObject(objectCall(PROMPTS.aiTutorFollowUps, { question: input.clarification ?? question, answer: text.slice(0, 20_000) }))).prompts
      } catch (err) {
        // Follow-up chips are a nicety: the answer stands without them.
        deps.log.warn('ai order: follow-ups failed', { orderId: order.id, error: String(err) })
      }
      return asService(deps.db, async (tx) => {
        if (!(await closeAnswer(tx, AI_ANSWER_TABLE, { messageId: open.id, runnerId, state: 'done' }))) return null
        await tryTransition(tx, deps.realtime, AI_ORDER_MACHINE, {
          orderId: order.id,
          name: isClarification ? 'clarificationAnswered' : 'answered',
          by: 'job',
          set: { suggested_prompts: prompts },
          detail: { messageId: open.id, characters: text.length },
        })
        return 'answered' as const
      })
    },
  })
  // Another runner holds the answer's lease: a later attempt finds it written, or its runner gone and continues it.
  if (outcome === 'busy' && !o.finalAttempt) throw new Error(`ai order ${order.id}: the answer is being written by another runner`)
  return outcome === 'busy' || outcome === 'lost' || outcome === 'abandoned' ? 'skipped' : outcome
}

// The key try-to-pay-for-combined-ai-order-from-balance.ts pays under (a free question, or the tokens' shares).
const spendKey = (orderId: string) => spendKeyOf(AI_ORDER_MACHINE, orderId)

/**
 * Closes the open message as failed, under the order's row lock: a second run closing the same answer finds it
 * settled. With `runnerId`, only while that runner holds the answer's lease (null when it was taken over).
 */
async function fail(deps: AppDeps, o: { orderId: string; messageId: string; runnerId: string | null; cause: string; isClarification: boolean }): Promise<TAnswerOutcome | null> {
  return asService(deps.db, async (tx) => {
    const [row] = await tx.query<TAiOrderRow>(`select ${AI_ORDER_COLUMNS} from public.ai_orders where id = $1::bigint for update`, [o.orderId])
    if (!row || Number(row.status) !== AI_ORDER_STATUS.answering) return 'failed'
    if (!(await lockOpenAnswer(tx, AI_ANSWER_TABLE, o))) return o.runnerId ? null : 'failed'
    const order = toAiOrder(row)
    const { returned, refund } = await returnFailedAnswer(tx, deps.realtime, { userId: order.userId, isPaid: order.isPaid, isClarification: o.isClarification, spendKey: spendKey(order.id), ref: `ai:${order.id}` })
    const error = failedAnswerText(o.cause, returned)
    await closeAnswer(tx, AI_ANSWER_TABLE, { messageId: o.messageId, runnerId: o.runnerId, state: 'failed', error })
    await tryTransition(tx, deps.realtime, AI_ORDER_MACHINE, {
      orderId: o.orderId,
      name: o.isClarification ? 'clarificationFailed' : 'failed',
      by: 'job',
      ...(o.isClarification && { set: { clarifications_count_left: Math.min(order.clarificationsCountLeft + 1, AI_ORDER_CLARIFICATIONS) } }),
      detail: { messageId: o.messageId, error, ...(Object.keys(refund).length > 0 && { refunded: refund }) },
    })
    return 'failed' as const
  })
}
