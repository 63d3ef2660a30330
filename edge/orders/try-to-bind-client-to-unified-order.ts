// TryToBindClientToUnifiedOrder (orders.md §6–7): after signing in, a guest order of this browser becomes the
// client's, with its product order, in one transaction.
import { asService, type Caller, type Db } from '../db/port'
import { AppError } from '../http/errors'
import { bindMainOrder } from './main-order-tables'
import { orderRowId } from './parse-order-input'

/**
 * Binds only an unowned order whose fingerprint is the caller's own browser's: knowing an order id is no proof,
 * so a guest's work never moves to another account. True when the order is the caller's afterwards (also when it
 * already was); false for another client's order, another browser's and an unknown id alike.
 */
export async function tryToBindClientToUnifiedOrder(o: { db: Db; caller: Caller; unifiedOrderId: unknown }): Promise<boolean> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED')
  const { userId, fingerprint } = o.caller
  const id = orderRowId(o.unifiedOrderId)
  if (!id) return false
  // The server role: the unified order and its product row both change, and neither is writable by clients.
  return asService(o.db, async (tx) => {
    if (fingerprint) {
      const [bound] = await tx.query<{ type_id: number }>(
        `update public.unified_orders set user_id = $2
          where id = $1::bigint and user_id is null and guest_fingerprint = $3
          returning type_id`,
        [id, userId, fingerprint],
      )
      if (bound) {
        await bindMainOrder(tx, { typeId: bound.type_id, unifiedOrderId: id, userId })
        return true
      }
    }
    const [row] = await tx.query<{ user_id: string | null }>(`select user_id from public.unified_orders where id = $1::bigint`, [id])
    return row?.user_id === userId
  })
}
