// Keeps a unified order in step with its product order (status, search status, paid mark) inside the product's
// transaction, and tells the client's rooms when what "My orders" shows has changed.
import type { Queryable } from '../db/port'
import type { RealtimeHub } from '../realtime/hub'
import { unifiedOrderRoom, userRoom } from '../../domain/realtime'
import { unifiedStatusName } from '../../domain/orders/unified'
import type { TOrderMachine } from './order-machine'

export async function syncUnifiedOrder(
  q: Queryable,
  realtime: RealtimeHub,
  machine: Pick<TOrderMachine<string, unknown>, 'unified' | 'yieldsTo'>,
  product: { unifiedOrderId: string; status: number; isPaid: boolean },
): Promise<void> {
  const state = machine.unified(product.status, product.isPaid)
  const yields = machine.yieldsTo ? ` and not exists (select 1 from ${machine.yieldsTo} m where m.unified_order_id = u.id)` : ''
  // Only a real change returns a row, so a repeat publishes nothing.
  const [changed] = await q.query<{ id: string; user_id: string | null }>(
    `update public.unified_orders u set status = $2, status_by_search = $3, is_paid = $4
      where u.id = $1::bigint and (u.status, u.status_by_search, u.is_paid) is distinct from ($2::smallint, $3::smallint, $4::boolean)${yields}
      returning u.id::text as id, u.user_id`,
    [product.unifiedOrderId, state.status, state.statusBySearch, product.isPaid],
  )
  if (!changed) return
  const data = { id: changed.id, status: unifiedStatusName(state.status), statusBySearch: state.statusBySearch, isPaid: product.isPaid }
  await realtime.publish(q, { room: unifiedOrderRoom(changed.id), event: 'unified-order-search-status-changed', data })
  if (changed.user_id) await realtime.publish(q, { room: userRoom(changed.user_id), event: 'unified-order-search-status-changed', data })
}
