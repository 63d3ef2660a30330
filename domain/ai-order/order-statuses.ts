// AI order statuses and lifecycle (orders.md §3 AI order, §4 Task order «AI status an error status»). Pure: the server
// moves an order only along AI_ORDER_TRANSITIONS (edge/orders/transition.ts); the order page reads the mapping below.
// Payment is not a status: an answer streams whether or not it is paid, and the paid mark only opens its full text.
import type { TTransitionTable } from '../orders/machine'
import { AI_ANSWER_ROWS, aiAnswerTransitions, productStatuses } from '../orders/product-statuses'

/**
 * The unified order: in progress (search status «AI in progress» 3) while an answer streams, completed («AI finished»
 * 4) once it is there, canceled when the provider failed (the kernel's AI answer rows). A combined order's TASK_SOLVING
 * unified order moves the same way.
 */
export const AI_ORDER_STATUSES = productStatuses('AI order', { answering: 1, answered: 2, failed: 3 }, AI_ANSWER_ROWS)
export type TAiOrderStatusName = keyof typeof AI_ORDER_STATUSES.ids
export type TAiOrderStatus = (typeof AI_ORDER_STATUSES.ids)[TAiOrderStatusName]

/** The durable job that streams an assistant message (edge/ai-orders/ai-order-answer-job.ts). */
export const AI_ORDER_ANSWER_JOB = 'ai-order.answer'

/** Every move an AI order makes: the job finishes or fails an answer; the client's clarification starts another. */
export const AI_ORDER_TRANSITIONS = aiAnswerTransitions({
  changed: 'ai-order-changed',
  clarificationReceived: 'ai-order-clarification-received',
  job: AI_ORDER_ANSWER_JOB,
  failedFrom: ['answering'],
}) satisfies TTransitionTable<TAiOrderStatusName>

/** Rating stage of the AI answer (RateUnifiedOrder's `stage`; orders.md §3 AI order `rate`). */
export const AI_RATING_STAGE = 'ai-answer'
