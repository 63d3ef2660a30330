// The exam order plugged into the orders kernel: its table, log, transitions table (domain/exam/order-statuses.ts),
// unified mapping (type 8 SERVICES) and room (the unified order's, which /exam/{unifiedOrderId} joins).
import { defineProduct } from '../orders/order-machine'
import { UNIFIED_TYPE } from '../../domain/orders/unified'
import {
  EXAM_ANSWER_JOB,
  EXAM_ORDER_STATUSES,
  EXAM_ORDER_TRANSITIONS,
  type TExamOrderStatusName,
} from '../../domain/exam/order-statuses'
import { EXAM_ORDER_COLUMNS, toExamOrder, type TExamOrder } from './exam-order-row'
import { EXAM_MESSAGES } from '../../domain/exam/parse-tickets'

/** Attempts of the answering job; the last one fails the order with a Russian message (the client may retry). */
export const EXAM_ANSWER_ATTEMPTS = 3

export const EXAM_ORDER_MACHINE = defineProduct<TExamOrderStatusName, TExamOrder>({
  product: 'exam',
  typeId: UNIFIED_TYPE.SERVICES,
  table: 'public.exam_orders',
  notFound: EXAM_MESSAGES.orderNotFound,
  columns: EXAM_ORDER_COLUMNS,
  toOrder: toExamOrder,
  status: EXAM_ORDER_STATUSES.ids,
  transitions: EXAM_ORDER_TRANSITIONS,
  unified: EXAM_ORDER_STATUSES.unifiedState,
  changedEvent: 'unified-order-search-status-changed',
  jobAttempts: { [EXAM_ANSWER_JOB]: EXAM_ANSWER_ATTEMPTS },
  payment: { reason: 'exam_order', key: 'exam-order', ref: 'exam', product: 'exam', short: EXAM_MESSAGES.short, paidBy: 'paid', writtenByAi: true },
})
