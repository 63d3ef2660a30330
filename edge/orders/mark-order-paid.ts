// The paid mark of a product order and its unified order, set once in the payment's transaction (the tokens are taken
// by the caller under the same lock), logged and published.
import type { Tx } from '../db/port'
import type { RealtimeHub } from '../realtime/hub'
import type { TOrderMachine } from './order-machine'
import { syncUnifiedOrder } from './sync-unified-order'

/** Returns the order as it is now; a paid order comes back unchanged. */
export async function markOrderPaid<S extends string, O>(tx: Tx, realtime: RealtimeHub, m: TOrderMachine<S, O>, o: { orderId: string; detail?: Record<string, unknown> }): Promise<O> {
  const [row] = await tx.query<Record<string, unknown>>(
    `update ${m.table} set is_paid = true, paid_at = now() where id = $1::bigint and not is_paid returning ${m.columns}`,
    [o.orderId],
  )
  if (!row) {
    const [current] = await tx.query<Record<string, unknown>>(`select ${m.columns} from ${m.table} where id = $1::bigint`, [o.orderId])
    return m.toOrder(current!)
  }
  await tx.query(`insert into ${m.logTable} (${m.logKey}, event, detail) values ($1::bigint, 'paid', $2::text::jsonb)`, [o.orderId, JSON.stringify(o.detail ?? {})])
  await syncUnifiedOrder(tx, realtime, m, { unifiedOrderId: String(row.unified_order_id), status: Number(row.status), isPaid: true })
  await realtime.publish(tx, { room: m.room(o.orderId, String(row.unified_order_id)), event: m.changedEvent, data: { id: o.orderId, status: Number(row.status) } })
  return m.toOrder(row)
}
