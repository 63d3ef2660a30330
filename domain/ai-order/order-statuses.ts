// AI order statuses and lifecycle (orders.md §3 AI order, §4 Task order «AI status an error status»). Pure: the server
// moves an order only along AI_ORDER_TRANSITIONS (edge/orders/transition.ts); the order page reads the mapping below.
// Payment is not a status: an answer streams whether or not it is paid, and the paid mark only opens its full text.
import type { TTransitionTable } from '../orders/machine'
import { SEARCH_STATUS, UNIFIED_STATUS, type TUnifiedState } from '../orders/unified'
import { statusNames } from '../orders/status-names'

export const AI_ORDER_STATUS = {
  /** The answer (or a clarification's answer) is being written. */
  answering: 1,
  /** The last answer is complete: the client may pay, ask a clarification, send it to Telegram. */
  answered: 2,
  /** The first answer failed for good; what was received stays, with «Ошибка: …» under it, and a paid order's payment is returned. */
  failed: 3,
} as const

export type TAiOrderStatusName = keyof typeof AI_ORDER_STATUS
export type TAiOrderStatus = (typeof AI_ORDER_STATUS)[TAiOrderStatusName]

const STATUS_NAMES = statusNames('AI order', AI_ORDER_STATUS)

export const isAiOrderStatus = STATUS_NAMES.is
export const aiOrderStatusName = STATUS_NAMES.name

export const AI_ORDER_STATUS_CODE: Record<TAiOrderStatusName, 'ANSWERING' | 'ANSWERED' | 'FAILED'> = {
  answering: 'ANSWERING',
  answered: 'ANSWERED',
  failed: 'FAILED',
}

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

/**
 * The unified order: in progress (search status «AI in progress» 3) while an answer streams, completed («AI finished»
 * 4) once it is there, canceled when the provider failed. A combined order's TASK_SOLVING unified order moves the same way.
 */
export function aiOrderUnifiedState(status: TAiOrderStatus): TUnifiedState {
  switch (status) {
    case AI_ORDER_STATUS.answering:
      return { status: UNIFIED_STATUS.IN_PROGRESS, statusBySearch: SEARCH_STATUS.AI_IN_PROGRESS }
    case AI_ORDER_STATUS.answered:
      return { status: UNIFIED_STATUS.COMPLETED, statusBySearch: SEARCH_STATUS.AI_FINISHED }
    case AI_ORDER_STATUS.failed:
      return { status: UNIFIED_STATUS.CANCELED, statusBySearch: SEARCH_STATUS.AI_FINISHED }
  }
}

/** Rating stage of the AI answer (RateUnifiedOrder's `stage`; orders.md §3 AI order `rate`). */
export const AI_RATING_STAGE = 'ai-answer'
