// An advanced AI order row as the server reads it, and the order's kernel machine (table, log, transitions, room).
import { ADVANCED_AI_ORDER_MESSAGES } from '../../domain/advanced-ai-order/advanced-ai-order-input'
import { ADVANCED_AI_ORDER_STATUSES, ADVANCED_AI_ORDER_TRANSITIONS, type TAdvancedAiOrderStatus, type TAdvancedAiOrderStatusName } from '../../domain/advanced-ai-order/order-statuses'
import type { TAdvancedAiType } from '../../domain/advanced-ai-order/advanced-ai-order-input'
import { UNIFIED_TYPE } from '../../domain/orders/unified'
import { defineProduct } from '../orders/order-machine'
import { messageOrderPayment } from '../orders/pay-from-balance'
import type { TMessageAnswerTable } from '../streams/message-answers'

export const ADVANCED_AI_COLUMNS = `id::text as id, unified_order_id::text as unified_order_id, user_id::text as user_id, guest_fingerprint,
  type, category, status, meta, price, is_paid, paid_at, clarifications_count_left, is_demo, created_at, updated_at`

/** Where its answers live, for the kernel's answer runner and stream (edge/streams). */
export const ADVANCED_AI_ANSWER_TABLE: TMessageAnswerTable = {
  orders: 'public.advanced_ai_orders',
  messages: 'public.advanced_ai_order_queries',
  parentKey: 'advanced_ai_order_id',
  event: 'advanced-ai-order-changed',
}

type TRow = Record<string, unknown>

export type TAdvancedAiOrder = {
  id: string
  unifiedOrderId: string
  userId: string | null
  guestFingerprint: string | null
  type: TAdvancedAiType
  category: string | null
  status: TAdvancedAiOrderStatus
  meta: Record<string, unknown>
  price: number
  isPaid: boolean
  paidAt: Date | null
  clarificationsCountLeft: number
  isDemo: boolean
  createdAt: Date
  updatedAt: Date
}

const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)))
const json = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v)

export function toAdvancedAiOrder(r: TRow): TAdvancedAiOrder {
  const status = Number(r.status)
  if (!ADVANCED_AI_ORDER_STATUSES.is(status)) throw new Error(`advanced AI order ${String(r.id)}: unknown status ${status}`)
  const meta = json(r.meta)
  return {
    id: String(r.id),
    unifiedOrderId: String(r.unified_order_id),
    userId: r.user_id == null ? null : String(r.user_id),
    guestFingerprint: r.guest_fingerprint == null ? null : String(r.guest_fingerprint),
    type: String(r.type) as TAdvancedAiType,
    category: r.category == null ? null : String(r.category),
    status,
    meta: meta && typeof meta === 'object' && !Array.isArray(meta) ? (meta as Record<string, unknown>) : {},
    price: Number(r.price),
    isPaid: Boolean(r.is_paid),
    paidAt: r.paid_at == null ? null : date(r.paid_at),
    clarificationsCountLeft: Number(r.clarifications_count_left),
    isDemo: Boolean(r.is_demo),
    createdAt: date(r.created_at),
    updatedAt: date(r.updated_at),
  }
}

export const ADVANCED_AI_ORDER_MACHINE = defineProduct<TAdvancedAiOrderStatusName, TAdvancedAiOrder>({
  product: 'advanced AI order',
  typeId: UNIFIED_TYPE.ADVANCED_AI,
  table: 'public.advanced_ai_orders',
  notFound: ADVANCED_AI_ORDER_MESSAGES.orderNotFound,
  columns: ADVANCED_AI_COLUMNS,
  toOrder: toAdvancedAiOrder,
  status: ADVANCED_AI_ORDER_STATUSES.ids,
  transitions: ADVANCED_AI_ORDER_TRANSITIONS,
  unified: ADVANCED_AI_ORDER_STATUSES.unifiedState,
  changedEvent: 'advanced-ai-order-changed',
  jobAttempts: { 'advanced-ai-order.answer': 3 },
  payment: messageOrderPayment('advanced-ai'),
})
