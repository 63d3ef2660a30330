// The AI order plugged into the orders kernel: its table, log, transitions table (domain/ai-order/order-statuses.ts),
// unified mapping and room. Its events go to the unified order's room, which /ecosystem/ai/{id} and the task solver join.
import { defineProduct } from '../orders/order-machine'
import { messageOrderPayment } from '../orders/pay-from-balance'
import { AI_ORDER_STATUSES, AI_ORDER_TRANSITIONS, type TAiOrderStatusName } from '../../domain/ai-order/order-statuses'
import { UNIFIED_TYPE } from '../../domain/orders/unified'
import { AI_ORDER_COLUMNS, toAiOrder, type TAiOrder } from './ai-order-row'
import { AI_ORDER_MESSAGES } from '../../domain/ai-order/ai-order-input'

export const AI_ORDER_MACHINE = defineProduct<TAiOrderStatusName, TAiOrder>({
  product: 'AI order',
  typeId: UNIFIED_TYPE.AI,
  table: 'public.ai_orders',
  notFound: AI_ORDER_MESSAGES.orderNotFound,
  columns: AI_ORDER_COLUMNS,
  toOrder: toAiOrder,
  status: AI_ORDER_STATUSES.ids,
  transitions: AI_ORDER_TRANSITIONS,
  unified: AI_ORDER_STATUSES.unifiedState,
  changedEvent: 'ai-order-changed',
  // A streamed answer is not retried from scratch once text has gone out (see answer-ai-order.ts); a run that died
  // before its first token gets these tries.
  jobAttempts: { 'ai-order.answer': 3 },
  // A free question pays the whole answer (orders.md §4 auto-pays an AI order for trial credits too).
  payment: messageOrderPayment('ai', { trialPays: true }),
})
