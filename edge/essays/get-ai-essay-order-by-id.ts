// getAiEssayOrderById: the order if the caller may see it (its client, or the guest browser that made it), else null.
import { asCaller, type Caller, type Db } from '../db/port'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from './essay-order-row'

export async function getAiEssayOrderById(o: { db: Db; caller: Caller; id: unknown }): Promise<TEssayOrder | null> {
  const id = typeof o.id === 'string' || typeof o.id === 'number' ? String(o.id).trim() : ''
  if (!/^\d{1,18}$/.test(id)) return null
  const [row] = await asCaller(o.db, o.caller, (tx) => tx.query<TEssayOrderRow>(`select ${ESSAY_ORDER_COLUMNS} from public.ai_essay_orders where id = $1::bigint`, [id]))
  return row ? toEssayOrder(row) : null
}
