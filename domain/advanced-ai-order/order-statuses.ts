// Advanced AI order statuses and lifecycle (orders.md §3 Advanced AI order). Pure: the server moves an order only along
// ADVANCED_AI_ORDER_TRANSITIONS (edge/orders/transition.ts). The job first searches real sources for the question
// (searching), then streams the answer citing only them (answering). Payment is not a status: it opens the full text.
import type { TTransitionTable } from '../orders/machine'
import { AI_ANSWER_ROWS, aiAnswerTransitions, productStatuses } from '../orders/product-statuses'

/** The unified order: AI in progress while searching or answering, AI finished once answered, canceled on failure. */
export const ADVANCED_AI_ORDER_STATUSES = productStatuses('advanced AI order', { searching: 1, answering: 2, answered: 3, failed: 4 }, {
  /** The sources search for the question runs. */
  searching: { code: 'SEARCHING', unified: 'IN_PROGRESS', search: 'AI_IN_PROGRESS' },
  ...AI_ANSWER_ROWS,
})
export type TAdvancedAiOrderStatusName = keyof typeof ADVANCED_AI_ORDER_STATUSES.ids
export type TAdvancedAiOrderStatus = (typeof ADVANCED_AI_ORDER_STATUSES.ids)[TAdvancedAiOrderStatusName]

/** The durable job: searches sources (first run) and streams an answer (edge/advanced-ai-orders/advanced-ai-order-job.ts). */
export const ADVANCED_AI_ORDER_JOB = 'advanced-ai-order.answer'

const CHANGED = 'advanced-ai-order-changed'

/** The search finds the sources, then the moves of every AI-answered order (the first answer may fail while searching too). */
export const ADVANCED_AI_ORDER_TRANSITIONS = [
  { name: 'sourcesFound', from: ['searching'], to: 'answering', by: 'job', event: CHANGED },
  ...aiAnswerTransitions({ changed: CHANGED, clarificationReceived: 'advanced-ai-order-clarification-received', job: ADVANCED_AI_ORDER_JOB, failedFrom: ['searching', 'answering'] }),
] as const satisfies TTransitionTable<TAdvancedAiOrderStatusName>

