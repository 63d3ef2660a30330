// An exam order row as the server reads it (columns unqualified, so transition()'s `returning` gives the same).
import { EXAM_ORDER_STATUSES, type TExamOrderStatusName } from '../../domain/exam/order-statuses'

export const EXAM_ORDER_COLUMNS = `id::text as id, unified_order_id::text as unified_order_id, user_id::text as user_id, status, tickets_count,
  ticket_price, price, has_demo, is_paid, paid_at, error_description, created_at`

export type TExamOrderRow = {
  id: string
  unified_order_id: string
  user_id: string | null
  status: number | string
  tickets_count: number | string
  ticket_price: number | string
  price: number | string
  has_demo: boolean
  is_paid: boolean
  paid_at: Date | string | null
  error_description: string | null
  created_at: Date | string
}

export type TExamOrder = {
  id: string
  unifiedOrderId: string
  userId: string | null
  status: TExamOrderStatusName
  ticketsCount: number
  ticketPrice: number
  price: number
  hasDemo: boolean
  isPaid: boolean
  paidAt: string | null
  errorDescription: string | null
  createdAt: string
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString()

export function toExamOrder(r: TExamOrderRow): TExamOrder {
  const status = Number(r.status)
  if (!EXAM_ORDER_STATUSES.is(status)) throw new Error(`exam order ${r.id}: unknown status ${status}`)
  return {
    id: r.id,
    unifiedOrderId: r.unified_order_id,
    userId: r.user_id,
    status: EXAM_ORDER_STATUSES.name(status),
    ticketsCount: Number(r.tickets_count),
    ticketPrice: Number(r.ticket_price),
    price: Number(r.price),
    hasDemo: Boolean(r.has_demo),
    isPaid: Boolean(r.is_paid),
    paidAt: r.paid_at == null ? null : iso(r.paid_at),
    errorDescription: r.error_description,
    createdAt: iso(r.created_at),
  }
}
