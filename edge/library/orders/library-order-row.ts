// A library work order row as the server reads it (columns unqualified, so transition()'s `returning` gives the same).
import { LIBRARY_ORDER_STATUSES, type TLibraryOrderStatus } from '../../../domain/library/order-statuses'

export const LIBRARY_ORDER_COLUMNS = `id::text as id, unified_order_id::text as unified_order_id, user_id::text as user_id, library_work_id::text as library_work_id,
  price, status, is_paid, paid_at, created_at, updated_at`

export type TLibraryOrderRow = {
  id: string
  unified_order_id: string
  user_id: string | null
  library_work_id: string
  price: number | string
  status: number | string
  is_paid: boolean
  paid_at: Date | string | null
  created_at: Date | string
  updated_at: Date | string
}

export type TLibraryOrder = {
  id: string
  unifiedOrderId: string
  userId: string | null
  libraryWorkId: string
  price: number
  status: TLibraryOrderStatus
  isPaid: boolean
  paidAt: Date | null
  createdAt: Date
  updatedAt: Date
}

const date = (v: Date | string) => (v instanceof Date ? v : new Date(v))

export function toLibraryOrder(r: TLibraryOrderRow): TLibraryOrder {
  const status = Number(r.status)
  if (!LIBRARY_ORDER_STATUSES.is(status)) throw new Error(`library order ${r.id}: unknown status ${status}`)
  return {
    id: r.id,
    unifiedOrderId: r.unified_order_id,
    userId: r.user_id,
    libraryWorkId: r.library_work_id,
    price: Number(r.price),
    status,
    isPaid: Boolean(r.is_paid),
    paidAt: r.paid_at == null ? null : date(r.paid_at),
    createdAt: date(r.created_at),
    updatedAt: date(r.updated_at),
  }
}
