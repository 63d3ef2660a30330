// Where each product keeps its main order (orders.md §3 Unified order → main order): a product registers its table
// here once, and the unified-order reads and the guest binding reach every product through this one map.
import { UNIFIED_TYPE, type TUnifiedTypeId } from '../../domain/orders/unified'
import type { Queryable } from '../db/port'

export type TMainOrder = { id: string; status: number; isPaid: boolean; product?: string; uuid?: string }

/**
 * A product's main-order table. It must have `id`, `unified_order_id` (unique), `user_id`, `guest_fingerprint` and
 * `is_paid`; `status` is the SQL that gives the product's own status as an integer. `product` and `uuid` name a table
 * that shares its type with another (services 8: exam tickets and training tasks), so links can tell them apart.
 */
type TMainOrderTable = { table: string; status: string; product?: string; uuid?: string }

const MAIN_ORDER_TABLES: Partial<Record<TUnifiedTypeId, readonly TMainOrderTable[]>> = {
  [UNIFIED_TYPE.TEXT_WORK]: [{ table: 'public.ai_essay_orders', status: 'status' }],
  [UNIFIED_TYPE.AI_REFERAT]: [{ table: 'public.ai_referat_orders', status: 'status' }],
  [UNIFIED_TYPE.PRESENTATION]: [{ table: 'public.ai_presentation_orders', status: 'status' }],
  [UNIFIED_TYPE.LIBRARY]: [{ table: 'public.library_work_orders', status: 'status' }],
  // The service orders (type 8): exam tickets (/exam) and training tasks (/ecosystem/training/{uuid}); a unified
  // order has a row in one of them only.
  [UNIFIED_TYPE.SERVICES]: [
    { table: 'public.exam_orders', status: 'status' },
    { table: 'public.training_tasks', status: 'status', product: 'training', uuid: 'uuid' },
  ],
  [UNIFIED_TYPE.AI]: [{ table: 'public.ai_orders', status: 'status' }],
  [UNIFIED_TYPE.ADVANCED_AI]: [{ table: 'public.advanced_ai_orders', status: 'status' }],
  // A task order's main order is the AI order that answers it («Решить с ИИ»); its search lives beside it (below).
  [UNIFIED_TYPE.TASK_SOLVING]: [{ table: 'public.ai_orders', status: 'status' }],
}

/** The tables a unified order of this type keeps its product rows in: main orders, then companions. */
export const mainOrderTablesOf = (typeId: number): string[] => [
  ...(MAIN_ORDER_TABLES[typeId as TUnifiedTypeId] ?? []).map((t) => t.table),
  ...(COMPANION_TABLES[typeId as TUnifiedTypeId] ?? []),
]

const mainOrderJson = (t: TMainOrderTable, alias: string) =>
  `(select json_build_object('id', m.id::text, 'status', (m.${t.status})::int, 'isPaid', m.is_paid${t.product ? `, 'product', '${t.product}', 'uuid', m.${t.uuid}::text` : ''})
      from ${t.table} m where m.unified_order_id = ${alias}.id)`

/**
 * SQL giving the main order of the unified order `alias` as JSON ({id, status, isPaid[, product, uuid]}), or null: only
 * the tables registered for its type are looked up, by their unique `unified_order_id`. Runs in the caller's statement,
 * so the product table's row-level security applies.
 */
export function mainOrderSql(alias: string): string {
  const branches = Object.entries(MAIN_ORDER_TABLES).map(([typeId, tables]) => {
    const lookups = tables.map((t) => mainOrderJson(t, alias))
    return `when ${Number(typeId)} then ${lookups.length === 1 ? lookups[0] : `coalesce(${lookups.join(', ')})`}`
  })
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
  for (const table of mainOrderTablesOf(o.typeId)) await tx.query(`update ${table} set user_id = $2 where unified_order_id = $1::bigint and user_id is null`, [o.unifiedOrderId, o.userId])
}
