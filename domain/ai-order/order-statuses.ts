// AI order statuses and lifecycle (orders.md §3 AI order, §4 Task order «AI status an error status»). Pure: the server
// moves an order only along AI_ORDER_TRANSITIONS (edge/orders/transition.ts); the order page reads the mapping below.
// Payment is not a status: an answer streams whether or not it is paid, and the paid mark only opens its full text.
import type { TTransitionTable } from '../orders/machine'
import { AI_ANSWER_ROWS, productStatuses } from '../orders/product-statuses'

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

const CHANGED = 'ai-order-changed'

/** Every move an AI order makes: the job finishes or fails an answer; the client's clarification starts another. */
export const AI_ORDER_TRANSITIONS = [
  { name: 'answered', from: ['answering'], to: 'answered', by: 'job', event: CHANGED },
  { name: 'clarificationAnswered', from: ['answering'], to: 'answered', by: 'job', event: 'ai-order-clarification-received' },
  { name: 'failed', from: ['answering'], to: 'failed', by: 'job', event: CHANGED },
  // A clarification's answer that fails leaves the delivered (paid) answer standing and gives the clarification back.
  { name: 'clarificationFailed', from: ['answering'], to: 'answered', by: 'job', event: CHANGED },
  { name: 'clarified', from: ['answered'], to: 'answering', by: 'client', job: AI_ORDER_ANSWER_JOB, event: CHANGED },
] as const satisfies TTransitionTable<TAiOrderStatusName>

/** Rating stage of the AI answer (RateUnifiedOrder's `stage`; orders.md §3 AI order `rate`). */
export const AI_RATING_STAGE = 'ai-answer'
