// getAiEssayOrderById: the order if the caller may see it (its client, or the guest browser that made it), else null.
import { asCaller, type Caller, type Db } from '../../db/port'
import { ESSAY_ORDER_COLUMNS, rowId, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from './essay-order-row'

/** By the order id, or by its unified order id (the wizard's address). */
export async function getAiEssayOrderById(o: { db: Db; caller: Caller; id?: unknown; unifiedOrderId?: unknown }): Promise<TEssayOrder | null> {
  const id = rowId(o.id)
  const unified = id ? null : rowId(o.unifiedOrderId)
  if (!id && !unified) return null
  const [row] = await asCaller(o.db, o.caller, (tx) =>
    tx.query<TEssayOrderRow>(`select ${ESSAY_ORDER_COLUMNS} from public.ai_essay_orders where ${id ? 'id' : 'unified_order_id'} = $1::bigint`, [id ?? unified]),
  )
  return row ? toEssayOrder(row) : null
}
