// A task search order row as the server reads it (columns unqualified, so transition()'s `returning` gives the same).
import { TASK_ORDER_STATUSES, type TTaskOrderStatus } from '../../domain/task/order-statuses'

/** The select list, each column prefixed with `p` (a table alias and a dot) when a query joins. */
export const taskOrderColumns = (p = '') => `${p}id::text as id, ${p}unified_order_id::text as unified_order_id, ${p}user_id::text as user_id, ${p}subject_id,
  ${p}query, ${p}recognized_text, ${p}get_params, ${p}status, ${p}is_paid, ${p}searched_at, ${p}created_at, ${p}updated_at`

export const TASK_ORDER_COLUMNS = taskOrderColumns()

export type TTaskOrderRow = {
  id: string
  unified_order_id: string
  user_id: string | null
  subject_id: number | string
  query: string
  recognized_text: string | null
  get_params: Record<string, unknown> | string | null
  status: number | string
  is_paid: boolean
  searched_at: Date | string | null
  created_at: Date | string
  updated_at: Date | string
}

export type TTaskOrder = {
  id: string
  unifiedOrderId: string
  userId: string | null
  subjectId: number
  query: string
  recognizedText: string | null
  getParams: Record<string, unknown>
  status: TTaskOrderStatus
  searchedAt: Date | null
  createdAt: Date
}

const date = (v: Date | string) => (v instanceof Date ? v : new Date(v))

export function toTaskOrder(r: TTaskOrderRow): TTaskOrder {
  const status = Number(r.status)
  if (!TASK_ORDER_STATUSES.is(status)) throw new Error(`task order ${r.id}: unknown status ${status}`)
  const params = typeof r.get_params === 'string' ? (JSON.parse(r.get_params) as Record<string, unknown>) : (r.get_params ?? {})
  return {
    id: r.id,
    unifiedOrderId: r.unified_order_id,
    userId: r.user_id,
    subjectId: Number(r.subject_id),
    query: r.query,
    recognizedText: r.recognized_text,
    getParams: params,
    status,
    searchedAt: r.searched_at == null ? null : date(r.searched_at),
    createdAt: date(r.created_at),
  }
}

/** What the search looks for: the typed question, or the photo's text when the question is short or empty. */
export function searchTextOf(o: Pick<TTaskOrder, 'query' | 'recognizedText'>): string {
  const typed = o.query.trim()
  if (!o.recognizedText) return typed
  return typed.length >= SHORT_QUERY_CHARS ? typed : `${typed} ${o.recognizedText}`.trim()
}

/** A question shorter than this says too little alone («реши», «номер 5»): the photo's text joins it. */
const SHORT_QUERY_CHARS = 20
