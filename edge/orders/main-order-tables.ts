// Where each product keeps its main order (orders.md §3 Unified order → main order): a product registers its table
// here once, and the unified-order reads and the guest binding reach every product through this one map.
import { UNIFIED_TYPE, type TUnifiedTypeId } from '../../domain/orders/unified'
import type { Queryable } from '../db/port'

export type TMainOrder = { id: string; status: number; isPaid: boolean }

/**
 * A product's main-order table. It must have `id`, `unified_order_id` (unique), `user_id`, `guest_fingerprint` and
 * `is_paid`; `status` is the SQL that gives the product's own status as an integer.
 */
type TMainOrderTable = { table: string; status: string }

// Text work only for now; library, AI, referat, presentation and the rest add their line when they arrive.
export const MAIN_ORDER_TABLES: Partial<Record<TUnifiedTypeId, TMainOrderTable>> = {
  [UNIFIED_TYPE.TEXT_WORK]: { table: 'public.ai_essay_orders', status: 'status' },
}

const registered = () => Object.values(MAIN_ORDER_TABLES)

type TRow = { unified_order_id: string; id: string; status: number; is_paid: boolean }

/**
 * The main orders of many unified orders in one query whatever the page size: one branch per registered table,
 * each an index lookup on `unified_order_id`. Runs in the caller's transaction, so row-level security applies.
 */
export async function loadMainOrders(tx: Queryable, unifiedOrderIds: readonly string[]): Promise<Map<string, TMainOrder>> {
  const tables = registered()
  if (unifiedOrderIds.length === 0 || tables.length === 0) return new Map()
  const sql = tables
    .map((t) => `select unified_order_id::text as unified_order_id, id::text as id, (${t.status})::int as status, is_paid
        from ${t.table} where unified_order_id = any($1::bigint[])`)
    .join('\nunion all\n')
  const rows = await tx.query<TRow>(sql, [unifiedOrderIds])
  return new Map(rows.map((r) => [r.unified_order_id, { id: r.id, status: Number(r.status), isPaid: r.is_paid }]))
}

/** Gives the product order of a bound unified order the same client, so both stay visible to it alone. */
export async function bindMainOrder(tx: Queryable, o: { typeId: number; unifiedOrderId: string; userId: string }): Promise<void> {
  const t = MAIN_ORDER_TABLES[o.typeId as TUnifiedTypeId]
  if (!t) return
  await tx.query(`update ${t.table} set user_id = $2 where unified_order_id = $1::bigint and user_id is null`, [o.unifiedOrderId, o.userId])
}
