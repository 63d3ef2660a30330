// An AI order the caller may see (its client or guest; RLS hides the rest), by its id or its unified order id, and
// the client's list for me.aiOrders.
import { asCaller, type Caller, type Db } from '../db/port'
import { findOwnOrder, listOwnOrders, type TOrderPage } from '../orders/find-own-order'
import { AI_ORDER_MACHINE } from './ai-order-machine'
import type { TAiOrder } from './ai-order-row'

export const getAiOrder = (o: { db: Db; caller: Caller; id?: unknown; unifiedOrderId?: unknown }): Promise<TAiOrder | null> => findOwnOrder(AI_ORDER_MACHINE, o)

/** The signed-in client's AI orders, newest first, `first` per page (1–50). */
export const listMyAiOrders = (o: { db: Db; caller: Caller; first?: unknown; page?: unknown }): Promise<TOrderPage<TAiOrder>> => listOwnOrders(AI_ORDER_MACHINE, o)

/** The subject an order was asked in (subjects are public reference data). */
export async function getAiOrderSubject(o: { db: Db; caller: Caller; subjectId: number | null }): Promise<{ id: number; title: string } | null> {
  if (!o.subjectId) return null
  const [row] = await asCaller(o.db, o.caller, (tx) => tx.query<{ id: number; title: string }>(`select id, title from public.subjects where id = $1`, [o.subjectId]))
  return row ?? null
}
