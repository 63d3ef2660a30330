// getAiPresentationOrderById: the order if the caller may see it (its client, or the guest browser that made it: RLS),
// else null; by its id or its unified order id.
import { asCaller, type Caller, type Db } from '../../db/port'
import { PRESENTATION_ORDER_COLUMNS, presentationRowId, toPresentationOrder, type TPresentationOrder, type TPresentationOrderRow } from './presentation-order-row'

export async function getAiPresentationOrderById(o: { db: Db; caller: Caller; id?: unknown; unifiedOrderId?: unknown }): Promise<TPresentationOrder | null> {
  const id = presentationRowId(o.id)
  const unified = id ? null : presentationRowId(o.unifiedOrderId)
  if (!id && !unified) return null
  const [row] = await asCaller(o.db, o.caller, (tx) =>
    tx.query<TPresentationOrderRow>(`select ${PRESENTATION_ORDER_COLUMNS} from public.ai_presentation_orders where ${id ? 'id' : 'unified_order_id'} = $1::bigint`, [id ?? unified]),
  )
  return row ? toPresentationOrder(row) : null
}
