// An AI order the caller may see (its client or guest; RLS hides the rest), by its id or its unified order id, and
// the client's list for me.aiOrders.
import { asCaller, type Caller, type Db } from '../db/port'
import { orderRowId } from '../orders/parse-order-input'
import { AI_ORDER_COLUMNS, toAiOrder, type TAiOrder, type TAiOrderRow } from './ai-order-row'

export async function getAiOrder(o: { db: Db; caller: Caller; id?: unknown; unifiedOrderId?: unknown }): Promise<TAiOrder | null> {
  const id = orderRowId(o.id)
  const unified = id ? null : orderRowId(o.unifiedOrderId)
  if (!id && !unified) return null
  const [row] = await asCaller(o.db, o.caller, (tx) =>
    tx.query<TAiOrderRow>(`select ${AI_ORDER_COLUMNS} from public.ai_orders where ${id ? 'id' : 'unified_order_id'} = $1::bigint`, [id ?? unified]),
  )
  return row ? toAiOrder(row) : null
}

export type TAiOrderPage = { data: TAiOrder[]; total: number; currentPage: number; lastPage: number; perPage: number }

const clampInt = (v: unknown, min: number, max: number, fallback: number) => (typeof v === 'number' && Number.isInteger(v) ? Math.min(max, Math.max(min, v)) : fallback)

/** The signed-in client's AI orders, newest first, `first` per page (1–50). */
export async function listMyAiOrders(o: { db: Db; caller: Caller; first?: unknown; page?: unknown }): Promise<TAiOrderPage> {
  const perPage = clampInt(o.first, 1, 50, 10)
  const currentPage = clampInt(o.page, 1, 100_000, 1)
  if (o.caller.role !== 'authenticated') return { data: [], total: 0, currentPage, lastPage: 1, perPage }
  const userId = o.caller.userId
  return asCaller(o.db, o.caller, async (tx) => {
    const [count] = await tx.query<{ n: string }>(`select count(*)::text as n from public.ai_orders where user_id = $1`, [userId])
    const rows = await tx.query<TAiOrderRow>(`select ${AI_ORDER_COLUMNS} from public.ai_orders o where o.user_id = $1 order by o.created_at desc, o.id desc limit $2 offset $3`, [
      userId,
      perPage,
      (currentPage - 1) * perPage,
    ])
    const total = Number(count?.n ?? 0)
    return { data: rows.map(toAiOrder), total, currentPage, lastPage: Math.max(1, Math.ceil(total / perPage)), perPage }
  })
}

/** The subject an order was asked in (subjects are public reference data). */
export async function getAiOrderSubject(o: { db: Db; caller: Caller; subjectId: number | null }): Promise<{ id: number; title: string } | null> {
  if (!o.subjectId) return null
  const [row] = await asCaller(o.db, o.caller, (tx) => tx.query<{ id: number; title: string }>(`select id, title from public.subjects where id = $1`, [o.subjectId]))
  return row ?? null
}
