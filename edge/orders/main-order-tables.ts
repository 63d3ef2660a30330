// Where each product keeps its main order (orders.md §3 Unified order → main order), read from the products list
// (edge/products.ts): the unified-order reads ("My orders", the order's page) and the guest binding reach every
// product through it, so a product added to PRODUCTS is found there with nothing else to register.
import type { Queryable } from '../db/port'
import { PRODUCTS } from '../products'

export type TMainOrder = { id: string; status: number; isPaid: boolean; product?: string; uuid?: string }

/**
 * A product's main-order table. It must have `id`, `unified_order_id` (unique), `user_id`, `guest_fingerprint` and
 * `is_paid`; `status` is the product's own status as an integer. `product` and `uuid` name a table that shares its
 * type with another (services 8: exam tickets and training tasks), so links can tell them apart.
 */
type TMainOrderTable = { table: string; product?: string; uuid?: string }

type TTables = { main: Map<number, TMainOrderTable[]>; companions: Map<number, string[]> }

/**
 * Each type's main-order tables, in PRODUCTS order (services: exam tickets, then training tasks; a unified order has
 * a row in one of them only). A product that yields to another table (the task search beside the AI order answering
 * it) is that type's companion, and the table it yields to is the type's main order.
 */
let tables: TTables | null = null
function productTables(): TTables {
  if (tables) return tables
  const main = new Map<number, TMainOrderTable[]>()
  const companions = new Map<number, string[]>()
  const add = <T>(map: Map<number, T[]>, typeId: number, value: T) => map.set(typeId, [...(map.get(typeId) ?? []), value])
  for (const m of PRODUCTS) {
    if (m.yieldsTo) {
      add(main, m.typeId, { table: m.yieldsTo })
      add(companions, m.typeId, m.table)
    } else add(main, m.typeId, { table: m.table, ...(m.sharedType && { product: m.sharedType.product, uuid: m.sharedType.uuidColumn }) })
  }
  tables = { main, companions }
  return tables
}

/** The tables a unified order of this type keeps its product rows in: main orders, then companions. */
export const mainOrderTablesOf = (typeId: number): string[] => {
  const t = productTables()
  return [...(t.main.get(typeId) ?? []).map((x) => x.table), ...(t.companions.get(typeId) ?? [])]
}

const mainOrderJson = (t: TMainOrderTable, alias: string) =>
  `(select json_build_object('id', m.id::text, 'status', (m.status)::int, 'isPaid', m.is_paid${t.product ? `, 'product', '${t.product}', 'uuid', m.${t.uuid}::text` : ''})
      from ${t.table} m where m.unified_order_id = ${alias}.id)`

/**
 * SQL giving the main order of the unified order `alias` as JSON ({id, status, isPaid[, product, uuid]}), or null: only
 * the tables registered for its type are looked up, by their unique `unified_order_id`. Runs in the caller's statement,
 * so the product table's row-level security applies.
 */
export function mainOrderSql(alias: string): string {
  const branches = [...productTables().main].map(([typeId, tables]) => {
    const lookups = tables.map((t) => mainOrderJson(t, alias))
    return `when ${Number(typeId)} then ${lookups.length === 1 ? lookups[0] : `coalesce(${lookups.join(', ')})`}`
  })
  return branches.length ? `case ${alias}.type_id ${branches.join(' ')} end` : 'null::json'
}

/** One product order inside a unified order (orders.md §3 Unified order `items`). */
export type TUnifiedOrderItem = { id: string; typename: string; status: number; isPaid: boolean }

// The spec's typenames of main orders (orders.md §3 Unified order); the task search, a companion, is a TaskOrder.
const TYPENAMES: Record<string, string> = {
  'public.ai_essay_orders': 'AiEssayOrder',
  'public.library_work_orders': 'LibraryWorkOrder',
  'public.ai_orders': 'AiOrder',
  'public.ai_referat_orders': 'AiReferatOrder',
  'public.advanced_ai_orders': 'AdvancedAiOrder',
  'public.exam_orders': 'ServiceOrder',
  'public.training_tasks': 'ServiceOrder',
  'public.ai_presentation_orders': 'AiPresentationOrder',
  'public.task_orders': 'TaskOrder',
}

/** The typename an item of this product table carries (the table's own name for one not in the spec's list). */
const typenameOfTable = (table: string): string => TYPENAMES[table] ?? table.replace(/^public\./, '')

/**
 * SQL giving every product order of the unified order `alias` as a JSON array ([{id, typename, status, isPaid}]), main
 * orders first, then companions (a task-solving order: the AI order answering it, then the task search). Index lookups
 * by `unified_order_id` inside the caller's statement, so each product table's row-level security applies.
 */
export function orderItemsSql(alias: string): string {
  const t = productTables()
  const typeIds = new Set([...t.main.keys(), ...t.companions.keys()])
  const branches = [...typeIds].map((typeId) => {
    const lookups = mainOrderTablesOf(typeId).map(
      (table, i) =>
        `select ${i} as ord, json_build_object('id', m.id::text, 'typename', '${typenameOfTable(table).replace(/'/g, '')}', 'status', (m.status)::int, 'isPaid', m.is_paid) as item
           from ${table} m where m.unified_order_id = ${alias}.id`,
    )
    return `when ${Number(typeId)} then (select coalesce(json_agg(i.item order by i.ord), '[]'::json) from (${lookups.join(' union all ')}) i)`
  })
  return branches.length ? `coalesce(case ${alias}.type_id ${branches.join(' ')} end, '[]'::json)` : `'[]'::json`
}

/** Gives the product order of a bound unified order the same client, so both stay visible to it alone. */
export async function bindMainOrder(tx: Queryable, o: { typeId: number; unifiedOrderId: string; userId: string }): Promise<void> {
  for (const table of mainOrderTablesOf(o.typeId)) await tx.query(`update ${table} set user_id = $2 where unified_order_id = $1::bigint and user_id is null`, [o.unifiedOrderId, o.userId])
}
