// A library work order the caller may see (its client; RLS hides the rest), by its id or its unified order id, and
// the client's list for me.libraryWorkOrders.
import { asCaller, type Caller, type Db } from '../../db/port'
import { orderRowId } from '../../orders/parse-order-input'
import { LIBRARY_ORDER_COLUMNS, toLibraryOrder, type TLibraryOrder, type TLibraryOrderRow } from './library-order-row'

export async function getLibraryWorkOrder(o: { db: Db; caller: Caller; id?: unknown; unifiedOrderId?: unknown }): Promise<TLibraryOrder | null> {
  const id = orderRowId(o.id)
  const unified = id ? null : orderRowId(o.unifiedOrderId)
  if (!id && !unified) return null
  const [row] = await asCaller(o.db, o.caller, (tx) =>
    tx.query<TLibraryOrderRow>(`select ${LIBRARY_ORDER_COLUMNS} from public.library_work_orders where ${id ? 'id' : 'unified_order_id'} = $1::bigint`, [id ?? unified]),
  )
  return row ? toLibraryOrder(row) : null
}

export type TLibraryOrderPage = { data: TLibraryOrder[]; total: number; currentPage: number; lastPage: number; perPage: number }

const clampInt = (v: unknown, min: number, max: number, fallback: number) => (typeof v === 'number' && Number.isInteger(v) ? Math.min(max, Math.max(min, v)) : fallback)

/** The signed-in client's library orders, newest first, `first` per page (1–50). */
export async function listMyLibraryWorkOrders(o: { db: Db; caller: Caller; first?: unknown; page?: unknown }): Promise<TLibraryOrderPage> {
  const perPage = clampInt(o.first, 1, 50, 10)
  const currentPage = clampInt(o.page, 1, 100_000, 1)
  if (o.caller.role !== 'authenticated') return { data: [], total: 0, currentPage, lastPage: 1, perPage }
  const userId = o.caller.userId
  return asCaller(o.db, o.caller, async (tx) => {
    const [count] = await tx.query<{ n: string }>(`select count(*)::text as n from public.library_work_orders where user_id = $1`, [userId])
    const rows = await tx.query<TLibraryOrderRow>(
      `select ${LIBRARY_ORDER_COLUMNS} from public.library_work_orders where user_id = $1 order by created_at desc, id desc limit $2 offset $3`,
      [userId, perPage, (currentPage - 1) * perPage],
    )
    const total = Number(count?.n ?? 0)
    return { data: rows.map(toLibraryOrder), total, currentPage, lastPage: Math.max(1, Math.ceil(total / perPage)), perPage }
  })
}
