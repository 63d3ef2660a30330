// Exam order statuses and lifecycle (issue 12 part 7). Pure: the server moves an order only along
// EXAM_ORDER_TRANSITIONS (edge/orders/transition.ts); the order page and "My orders" read the mapping below.
// The unified order is type SERVICES (8, orders.md §3 «service order»): a set of answers made to order is a service,
// not a library purchase nor one AI chat; its page is /exam/{unifiedOrderId}.
import type { TTransitionTable } from '../orders/machine'
import { COMMON_ROWS, productStatuses } from '../orders/product-statuses'

/** Draft until paid (in progress while answering), completed once paid, canceled when the answers failed. */
export const EXAM_ORDER_STATUSES = productStatuses('exam order', { answering: 1, ready: 2, paid: 3, failed: 4 }, {
  /** The job is answering the tickets one by one; the page shows them as they come. */
  answering: COMMON_ROWS.working,
  /** Every ticket has its answer: the page shows the first lines, the total and «Оплатить». */
  ready: COMMON_ROWS.draft,
  /** Paid: every answer in full and the DOCX. */
  paid: COMMON_ROWS.completed,
  /** The job gave up (the AI failed on its last attempt); the client may try again, nothing was charged. */
  failed: COMMON_ROWS.canceled,
})
export type TExamOrderStatusName = keyof typeof EXAM_ORDER_STATUSES.ids

/** The job that answers an order's tickets (edge/exam/exam-order-jobs.ts). */
export const EXAM_ANSWER_JOB = 'exam.answer-tickets'

// The spec has no exam event; the unified order's change event is what the order page listens to (as the referat's).
const CHANGED = 'unified-order-search-status-changed'

export const EXAM_ORDER_TRANSITIONS = [
  { name: 'answered', from: ['answering'], to: 'ready', by: 'job', event: CHANGED },
  { name: 'failed', from: ['answering'], to: 'failed', by: 'job', event: CHANGED },
  { name: 'retried', from: ['failed'], to: 'answering', by: 'client', job: EXAM_ANSWER_JOB, event: CHANGED },
  { name: 'paid', from: ['ready'], to: 'paid', by: 'system', event: CHANGED },
] as const satisfies TTransitionTable<TExamOrderStatusName>

/** Where a ticket's answer came from. */
export type TExamTicketSource = 'library' | 'ai'
export type TExamTicketStatus = 'pending' | 'answered'

/** The order page of an exam order (route exam__order). */
export const examOrderPath = (unifiedOrderId: string) => `/exam/${unifiedOrderId}`
