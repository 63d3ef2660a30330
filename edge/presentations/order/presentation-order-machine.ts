// The AI presentation order plugged into the orders kernel: its table, log, transitions table
// (domain/presentation/statuses.ts), unified mapping (type 9) and room (the unified order's, App.Models.UnifiedOrder.{id}).
import { attemptsOfJobs, defineProduct } from '../../orders/order-machine'
import { UNIFIED_TYPE } from '../../../domain/orders/unified'
import { PRESENTATION_CHANGED_EVENT, PRESENTATION_ORDER_STATUSES, PRESENTATION_ORDER_TRANSITIONS, type TPresentationOrderStatusName } from '../../../domain/presentation/statuses'
import { PRESENTATION_ORDER_COLUMNS, toPresentationOrder, type TPresentationOrder } from './presentation-order-row'
import { PRESENTATION_MESSAGES } from '../../../domain/presentation/input'

export const PRESENTATION_ORDER_MACHINE = defineProduct<TPresentationOrderStatusName, TPresentationOrder>({
  product: 'AI presentation',
  typeId: UNIFIED_TYPE.PRESENTATION,
  table: 'public.ai_presentation_orders',
  notFound: PRESENTATION_MESSAGES.orderNotFound,
  bindsGuestOrders: true,
  columns: PRESENTATION_ORDER_COLUMNS,
  toOrder: toPresentationOrder,
  status: PRESENTATION_ORDER_STATUSES.ids,
  transitions: PRESENTATION_ORDER_TRANSITIONS,
  unified: PRESENTATION_ORDER_STATUSES.unifiedState,
  changedEvent: PRESENTATION_CHANGED_EVENT,
  // The last attempt fails the order with a Russian message (a retry starts the step again).
  jobAttempts: attemptsOfJobs(PRESENTATION_ORDER_STATUSES.jobs, 3),
  payment: { reason: 'ai_presentation_order', key: 'ai-presentation-order', ref: 'ai-presentation', product: 'presentation', writtenByAi: true },
})
