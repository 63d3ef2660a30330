// The client's rating of a library answer (RateUnifiedOrder with stage library-answer), read under the caller's RLS.
import { asCaller, type Caller, type Db } from '../../db/port'
import { LIBRARY_RATING_STAGE } from '../../../domain/library/order-statuses'
import { toRating, type TOrderRating } from '../../orders/unified-order-row'

export async function libraryOrderRating(o: { db: Db; caller: Caller; unifiedOrderId: string }): Promise<TOrderRating | null> {
  const [row] = await asCaller(o.db, o.caller, (tx) =>
    tx.query<{ id: string; stage: string; rate: number; comment: string | null }>(
      `select id::text as id, stage, rate, comment from public.unified_order_rates where unified_order_id = $1::bigint and stage = $2`,
      [o.unifiedOrderId, LIBRARY_RATING_STAGE],
    ),
  )
  return row ? toRating(row) : null
}
