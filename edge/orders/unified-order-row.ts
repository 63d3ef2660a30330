// A unified order as the API shows it, built from its row plus its ratings and main order, loaded for a whole page at once.
import { orderHref } from '../../domain/quick-menu'
import { orderKindOfType, unifiedStatusName, unifiedTypeName, type TUnifiedStatusName, type TUnifiedTypeName } from '../../domain/orders/unified'
import type { Queryable } from '../db/port'
import { loadMainOrders, type TMainOrder } from './main-order-tables'

export const UNIFIED_ORDER_COLUMNS = 'id::text as id, type_id, status, status_by_search, text, is_paid, created_at, updated_at'

export type TUnifiedOrderRow = {
  id: string
  type_id: number
  status: number
  status_by_search: number | null
  text: string | null
  is_paid: boolean
  created_at: Date | string
  updated_at: Date | string
}

export type TOrderRating = { id: string; stage: string; rate: number; comment: string | null }

export type TUnifiedOrder = {
  id: string
  typeId: number
  type: TUnifiedTypeName
  status: TUnifiedStatusName
  statusBySearch: number | null
  text: string | null
  isPaid: boolean
  createdAt: Date
  updatedAt: Date
  href: string
  rates: TOrderRating[]
  mainOrder: TMainOrder | null
}

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v))

type TRateRow = { id: string; unified_order_id: string; stage: string; rate: number; comment: string | null }

export const toRating = (r: Omit<TRateRow, 'unified_order_id'>): TOrderRating => ({ id: r.id, stage: r.stage, rate: Number(r.rate), comment: r.comment })

/** Every rating of the given orders in one query, oldest first per order. */
async function loadRates(tx: Queryable, ids: readonly string[]): Promise<Map<string, TOrderRating[]>> {
  const rows = await tx.query<TRateRow>(
    `select id::text as id, unified_order_id::text as unified_order_id, stage, rate, comment
       from public.unified_order_rates where unified_order_id = any($1::bigint[]) order by id`,
    [ids],
  )
  const byOrder = new Map<string, TOrderRating[]>()
  for (const r of rows) byOrder.set(r.unified_order_id, [...(byOrder.get(r.unified_order_id) ?? []), toRating(r)])
  return byOrder
}

function toUnifiedOrder(r: TUnifiedOrderRow, rates: TOrderRating[], mainOrder: TMainOrder | null): TUnifiedOrder {
  const type = unifiedTypeName(r.type_id)
  const status = unifiedStatusName(r.status)
  // The table's check constraints allow only known ids; anything else is a bug worth a loud error.
  if (!type || !status) throw new Error(`unified order ${r.id} has type ${r.type_id} and status ${r.status}`)
  return {
    id: r.id,
    typeId: r.type_id,
    type,
    status,
    statusBySearch: r.status_by_search,
    text: r.text,
    isPaid: r.is_paid,
    createdAt: asDate(r.created_at),
    updatedAt: asDate(r.updated_at),
    href: orderHref({ id: r.id, kind: orderKindOfType(r.type_id) }),
    rates,
    mainOrder,
  }
}

/**
 * Rows become API orders with two more queries whatever their number (ratings, main orders), so a page of 100
 * costs what a page of 1 does. Runs in the caller's transaction: both tables answer under row-level security.
 */
export async function withDetails(tx: Queryable, rows: readonly TUnifiedOrderRow[]): Promise<TUnifiedOrder[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const rates = await loadRates(tx, ids)
  const mains = await loadMainOrders(tx, ids)
  return rows.map((r) => toUnifiedOrder(r, rates.get(r.id) ?? [], mains.get(r.id) ?? null))
}
