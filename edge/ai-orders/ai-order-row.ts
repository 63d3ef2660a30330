// An AI order row as the server reads it (columns unqualified, so transition()'s `returning` gives the same).
import { AI_ORDER_STATUSES, type TAiOrderStatus } from '../../domain/ai-order/order-statuses'

export const AI_ORDER_COLUMNS = `id::text as id, unified_order_id::text as unified_order_id, user_id::text as user_id, guest_fingerprint,
  subject_id, status, is_combined, price, is_paid, paid_at, clarifications_count_left, suggested_prompts, get_params, is_demo,
  created_at, updated_at`

export type TAiOrderRow = {
  id: string
  unified_order_id: string
  user_id: string | null
  guest_fingerprint: string | null
  subject_id: number | null
  status: number | string
  is_combined: boolean
  price: number | string
  is_paid: boolean
  paid_at: Date | string | null
  clarifications_count_left: number | string
  suggested_prompts: unknown
  get_params: unknown
  is_demo: boolean
  created_at: Date | string
  updated_at: Date | string
}

export type TAiOrder = {
  id: string
  unifiedOrderId: string
  userId: string | null
  guestFingerprint: string | null
  subjectId: number | null
  status: TAiOrderStatus
  isCombined: boolean
  price: number
  isPaid: boolean
  paidAt: Date | null
  clarificationsCountLeft: number
  suggestedPrompts: string[]
  getParams: Record<string, unknown> | null
  isDemo: boolean
  createdAt: Date
  updatedAt: Date
}

const date = (v: Date | string) => (v instanceof Date ? v : new Date(v))
// PGlite and postgres.js both parse jsonb, but a value written as text once comes back as a string.
const json = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v)

export function toAiOrder(r: TAiOrderRow): TAiOrder {
  const status = Number(r.status)
  if (!AI_ORDER_STATUSES.is(status)) throw new Error(`AI order ${r.id}: unknown status ${status}`)
  const prompts = json(r.suggested_prompts)
  const params = json(r.get_params)
  return {
    id: r.id,
    unifiedOrderId: r.unified_order_id,
    userId: r.user_id,
    guestFingerprint: r.guest_fingerprint,
    subjectId: r.subject_id == null ? null : Number(r.subject_id),
    status,
    isCombined: Boolean(r.is_combined),
    price: Number(r.price),
    isPaid: Boolean(r.is_paid),
    paidAt: r.paid_at == null ? null : date(r.paid_at),
    clarificationsCountLeft: Number(r.clarifications_count_left),
    suggestedPrompts: Array.isArray(prompts) ? prompts.filter((p): p is string => typeof p === 'string') : [],
    getParams: params && typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, unknown>) : null,
    isDemo: Boolean(r.is_demo),
    createdAt: date(r.created_at),
    updatedAt: date(r.updated_at),
  }
}
