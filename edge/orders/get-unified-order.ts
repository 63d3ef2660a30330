// getUnifiedOrderById and unifiedOrdersDetail (orders.md §6–7): orders by id as their owner or the guest browser
// that made them sees them. Row-level security decides; anyone else's order is simply absent, never an error.
import { asCaller, type Caller, type Db } from '../db/port'
import { AppError } from '../http/errors'
import { orderRowId } from './parse-order-input'
import { orderSelectSql, toUnifiedOrder, type TUnifiedOrder, type TUnifiedOrderRow } from './unified-order-row'

/** More ids than a page of "My orders" holds is not a screen's request. */
const UNIFIED_ORDERS_DETAIL_MAX = 100

/** The visible orders among `ids`, in the order asked, each once; unknown, foreign and malformed ids are left out. */
export async function listUnifiedOrdersDetail(o: { db: Db; caller: Caller; ids: readonly unknown[] }): Promise<TUnifiedOrder[]> {
  if (o.ids.length > UNIFIED_ORDERS_DETAIL_MAX) throw new AppError('BAD_REQUEST', `Не больше ${UNIFIED_ORDERS_DETAIL_MAX} заказов за раз`)
  const ids = [...new Set(o.ids.map(orderRowId).filter((id): id is string => id !== null))]
  if (ids.length === 0) return []
  const rows = await asCaller(o.db, o.caller, (tx) =>
    tx.query<TUnifiedOrderRow>(`select ${orderSelectSql('u')} from public.unified_orders u where u.id = any($1::bigint[])`, [ids]),
  )
  const byId = new Map(rows.map((r) => [r.id, toUnifiedOrder(r)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function getUnifiedOrderById(o: { db: Db; caller: Caller; id: unknown }): Promise<TUnifiedOrder | null> {
  const [order] = await listUnifiedOrdersDetail({ db: o.db, caller: o.caller, ids: [o.id] })
  return order ?? null
}
