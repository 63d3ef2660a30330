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

const MAIN_ORDER_TABLES: Partial<Record<TUnifiedTypeId, TMainOrderTable>> = {
  [UNIFIED_TYPE.TEXT_WORK]: { table: 'public.ai_essay_orders', status: 'status' },
  [UNIFIED_TYPE.AI_REFERAT]: { table: 'public.ai_referat_orders', status: 'status' },
  [UNIFIED_TYPE.PRESENTATION]: { table: 'public.ai_presentation_orders', status: 'status' },
  [UNIFIED_TYPE.LIBRARY]: { table: 'public.library_work_orders', status: 'status' },
  // Exam tickets (/exam) are the service orders (type 8).
  [UNIFIED_TYPE.SERVICES]: { table: 'public.exam_orders', status: 'status' },
  [UNIFIED_TYPE.AI]: { table: 'public.ai_orders', status: 'status' },
  [UNIFIED_TYPE.ADVANCED_AI]: { table: 'public.advanced_ai_orders', status: 'status' },
  // A task order's main order is the AI order that answers it («Решить с ИИ»); its search lives beside it (below).
  [UNIFIED_TYPE.TASK_SOLVING]: { table: 'public.ai_orders', status: 'status' },
}

/**
 * SQL giving the main order of the unified order `alias` as JSON ({id, status, isPaid}), or null: only the table
 * registered for its type is looked up, by its unique `unified_order_id`. Runs in the caller's statement, so the
 * product table's row-level security applies.
 */
export function mainOrderSql(alias: string): string {
  const branches = Object.entries(MAIN_ORDER_TABLES).map(
    ([typeId, t]) => `when ${Number(typeId)} then (select json_build_object('id', m.id::text, 'status', (m.${t.status})::int, 'isPaid', m.is_paid)
                          from ${t.table} m where m.unified_order_id = ${alias}.id)`,
  )
  return branches.length ? `case ${alias}.type_id ${branches.join(' ')} end` : 'null::json'
}

/**
 * Product rows that hang off a unified order without being its main order: a task order (type 1) keeps its search
 * (task_orders) beside the AI order that answers it. They follow the unified order to its client too.
 */
const COMPANION_TABLES: Partial<Record<TUnifiedTypeId, readonly string[]>> = {
  [UNIFIED_TYPE.TASK_SOLVING]: ['public.task_orders'],
}

/** Gives the product order of a bound unified order the same client, so both stay visible to it alone. */
export async function bindMainOrder(tx: Queryable, o: { typeId: number; unifiedOrderId: string; userId: string }): Promise<void> {
  const main = MAIN_ORDER_TABLES[o.typeId as TUnifiedTypeId]
  const tables = [...(main ? [main.table] : []), ...(COMPANION_TABLES[o.typeId as TUnifiedTypeId] ?? [])]
  for (const table of tables) await tx.query(`update ${table} set user_id = $2 where unified_order_id = $1::bigint and user_id is null`, [o.unifiedOrderId, o.userId])
}
