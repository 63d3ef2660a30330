// The AI referat order plugged into the orders kernel: its table, log, transitions table
// (domain/referat/order-statuses.ts), unified mapping and room (the unified order's, App.Models.UnifiedOrder.{id}).
import { attemptsOfJobs, defineProduct } from '../../orders/order-machine'
import { UNIFIED_TYPE } from '../../../domain/orders/unified'
import { REFERAT_ORDER_STATUSES, REFERAT_ORDER_TRANSITIONS, type TReferatOrderStatusName } from '../../../domain/referat/order-statuses'
import { REFERAT_ORDER_COLUMNS, toReferatOrder, type TReferatOrder } from './referat-order-row'
import { REFERAT_ORDER_MESSAGES } from '../../../domain/referat/order-input'

export const REFERAT_ORDER_MACHINE = defineProduct<TReferatOrderStatusName, TReferatOrder>({
  product: 'AI referat',
  typeId: UNIFIED_TYPE.AI_REFERAT,
  table: 'public.ai_referat_orders',
  notFound: REFERAT_ORDER_MESSAGES.orderNotFound,
  columns: REFERAT_ORDER_COLUMNS,
  toOrder: toReferatOrder,
  status: REFERAT_ORDER_STATUSES.ids,
  transitions: REFERAT_ORDER_TRANSITIONS,
  unified: REFERAT_ORDER_STATUSES.unifiedState,
  // Paying publishes the unified order's change (the spec has no referat "changed" event); the page re-fetches on it.
  changedEvent: 'unified-order-search-status-changed',
  // The last attempt fails the order with a Russian message (a retry starts the step again).
  jobAttempts: attemptsOfJobs(REFERAT_ORDER_STATUSES.jobs, 3),
  payment: { reason: 'ai_referat_order', key: 'ai-referat-order', ref: 'ai-referat', product: 'referat', writtenByAi: true },
  finishedText: { kind: 'referat_order', statuses: ['COMPLETED'] },
})
