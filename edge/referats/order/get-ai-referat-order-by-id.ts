// getAiReferatOrderById: the order if the caller may see it (its client), else null; by its id or its unified order id.
import { asCaller, type Caller, type Db } from '../../db/port'
import { REFERAT_ORDER_COLUMNS, toReferatOrder, type TReferatOrder, type TReferatOrderRow } from './referat-order-row'

const rowId = (v: unknown): string | null => (typeof v === 'string' || typeof v === 'number') && /^[1-9]\d{0,17}$/.test(String(v)) ? String(v) : null

export async function getAiReferatOrderById(o: { db: Db; caller: Caller; id?: unknown; unifiedOrderId?: unknown }): Promise<TReferatOrder | null> {
  const id = rowId(o.id)
  const unified = id ? null : rowId(o.unifiedOrderId)
  if (!id && !unified) return null
  const [row] = await asCaller(o.db, o.caller, (tx) =>
    tx.query<TReferatOrderRow>(`select ${REFERAT_ORDER_COLUMNS} from public.ai_referat_orders where ${id ? 'id' : 'unified_order_id'} = $1::bigint`, [id ?? unified]),
  )
  return row ? toReferatOrder(row) : null
}
