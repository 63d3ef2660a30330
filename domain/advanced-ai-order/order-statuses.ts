// Advanced AI order statuses and lifecycle (orders.md §3 Advanced AI order). Pure: the server moves an order only along
// ADVANCED_AI_ORDER_TRANSITIONS (edge/orders/transition.ts). The job first searches real sources for the question
// (searching), then streams the answer citing only them (answering). Payment is not a status: it opens the full text.
import type { TTransitionTable } from '../orders/machine'
import { SEARCH_STATUS, UNIFIED_STATUS, type TUnifiedState } from '../orders/unified'
import { statusNames } from '../orders/status-names'

export const ADVANCED_AI_ORDER_STATUS = {
  /** The sources search for the question runs. */
  searching: 1,
  /** The answer (or a clarification's answer) is being written. */
  answering: 2,
  /** The last answer is complete: the client may pay or ask a clarification. */
  answered: 3,
  /** The first answer failed for good; what was received stays, with «Ошибка: …» under it, and a paid order's payment is returned. */
  failed: 4,
} as const

export type TAdvancedAiOrderStatusName = keyof typeof ADVANCED_AI_ORDER_STATUS
export type TAdvancedAiOrderStatus = (typeof ADVANCED_AI_ORDER_STATUS)[TAdvancedAiOrderStatusName]

const STATUS_NAMES = statusNames('advanced AI order', ADVANCED_AI_ORDER_STATUS)

export const isAdvancedAiOrderStatus = STATUS_NAMES.is
export const advancedAiOrderStatusName = STATUS_NAMES.name

export const ADVANCED_AI_ORDER_STATUS_CODE: Record<TAdvancedAiOrderStatusName, 'SEARCHING' | 'ANSWERING' | 'ANSWERED' | 'FAILED'> = {
  searching: 'SEARCHING',
  answering: 'ANSWERING',
  answered: 'ANSWERED',
  failed: 'FAILED',
}

/** The durable job: searches sources (first run) and streams an answer (edge/advanced-ai-orders/advanced-ai-order-job.ts). */
export const ADVANCED_AI_ORDER_JOB = 'advanced-ai-order.answer'

const CHANGED = 'advanced-ai-order-changed'

export const ADVANCED_AI_ORDER_TRANSITIONS = [
  { name: 'sourcesFound', from: ['searching'], to: 'answering', by: 'job', event: CHANGED },
  { name: 'answered', from: ['answering'], to: 'answered', by: 'job', event: CHANGED },
  { name: 'clarificationAnswered', from: ['answering'], to: 'answered', by: 'job', event: 'advanced-ai-order-clarification-received' },
  { name: 'failed', from: ['searching', 'answering'], to: 'failed', by: 'job', event: CHANGED },
  // A clarification's answer that fails leaves the delivered (paid) answer standing and gives the clarification back.
  { name: 'clarificationFailed', from: ['answering'], to: 'answered', by: 'job', event: CHANGED },
  { name: 'clarified', from: ['answered'], to: 'answering', by: 'client', job: ADVANCED_AI_ORDER_JOB, event: CHANGED },
] as const satisfies TTransitionTable<TAdvancedAiOrderStatusName>

/** The unified order: AI in progress while searching or answering, AI finished once answered, canceled on failure. */
export function advancedAiOrderUnifiedState(status: TAdvancedAiOrderStatus): TUnifiedState {
  switch (status) {
    case ADVANCED_AI_ORDER_STATUS.searching:
    case ADVANCED_AI_ORDER_STATUS.answering:
      return { status: UNIFIED_STATUS.IN_PROGRESS, statusBySearch: SEARCH_STATUS.AI_IN_PROGRESS }
    case ADVANCED_AI_ORDER_STATUS.answered:
      return { status: UNIFIED_STATUS.COMPLETED, statusBySearch: SEARCH_STATUS.AI_FINISHED }
    case ADVANCED_AI_ORDER_STATUS.failed:
      return { status: UNIFIED_STATUS.CANCELED, statusBySearch: SEARCH_STATUS.AI_FINISHED }
  }
}
