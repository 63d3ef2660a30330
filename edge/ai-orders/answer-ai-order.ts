// The answer job's work: the kernel's answer of a message order (edge/orders/answer-message-order.ts: the open
// assistant message streamed through the answer runner, closed or failed, a failed paid answer refunded) with the
// tutor prompt over the question, its subject and, for a clarification, the turns before it; a closed answer gets 2–3
// suggested follow-ups.
import type { AppDeps } from '../context'
import { objectCall } from '../ai/prompts/prompt'
import { PROMPTS } from '../ai/prompts/registry'
import { answerMessageOrder, promptSource, type TAnswerOutcome, type TMessageOrderAnswer } from '../orders/answer-message-order'
import type { TAiOrderStatusName } from '../../domain/ai-order/order-statuses'
import { AI_ORDER_MACHINE } from './ai-order-machine'
import { AI_ANSWER_TABLE } from './ai-order-messages'
import type { TAiOrder } from './ai-order-row'

const AI_ORDER_ANSWER: TMessageOrderAnswer<TAiOrderStatusName, TAiOrder, string | null> = {
  machine: AI_ORDER_MACHINE,
  table: AI_ANSWER_TABLE,
  name: 'ai order',
  idKey: 'messageId',
  async load(tx, order) {
    const [subject] = order.subjectId ? await tx.query<{ title: string }>(`select title from public.subjects where id = $1`, [order.subjectId]) : []
    return subject?.title ?? null
  },
  empty: 'the tutor answer is empty',
  finishedText: 'ai_answer',
  write(deps, { order, extra: subject, turns }) {
    const { ai } = deps.ports
    const { question, history, clarification } = turns
    return {
      source: promptSource(ai, PROMPTS.aiTutor, { question, subject, history, clarification }),
      async done(text) {
        let prompts: string[] = []
        try {
          prompts = (await ai.generateObject(objectCall(PROMPTS.aiTutorFollowUps, { question: clarification ?? question, answer: text.slice(0, 20_000) }))).prompts
        } catch (err) {
          // Follow-up chips are a nicety: the answer stands without them.
          deps.log.warn('ai order: follow-ups failed', { orderId: order.id, error: String(err) })
        }
        return { set: { suggested_prompts: prompts } }
      },
    }
  },
}

/**
 * `abandoned`: the job died for good (its process died in the last attempt): an answer still open is failed at once
 * (a paid one refunded) instead of written.
 */
export const answerAiOrder = (o: { deps: AppDeps; orderId: string; finalAttempt: boolean; abandoned?: boolean }): Promise<TAnswerOutcome> => answerMessageOrder(AI_ORDER_ANSWER, o)
