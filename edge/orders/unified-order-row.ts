// A unified order as the API shows it: its row with its ratings and main order, all read in the same statement.
import { orderHref } from '../../domain/quick-menu'
import { orderKindOfType, unifiedStatusName, unifiedTypeName, type TUnifiedStatusName, type TUnifiedTypeName } from '../../domain/orders/unified'
import { mainOrderSql, orderItemsSql, type TMainOrder, type TUnifiedOrderItem } from './main-order-tables'

export type TOrderRating = { id: string; stage: string; rate: number; comment: string | null }

/** The client an order belongs to (their name is resolved apart: only the client may read it). */
export type TOrderClient = { id: string }

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
  /** Null for a guest order not bound to an account. */
  client: TOrderClient | null
  items: TUnifiedOrderItem[]
}

export const UNIFIED_ORDER_COLUMNS = 'id, user_id, type_id, status, status_by_search, text, is_paid, created_at, updated_at'

/**
 * The select list of one order `alias` (a row of unified_orders or a subquery over it). Ratings and main order are
 * index lookups per row inside the statement, so a page costs one round trip whatever its size; put this select
 * around the page's LIMIT, so they run for the page's rows only.
 */
export const orderSelectSql = (alias: string) => `${alias}.id::text as id, ${alias}.type_id, ${alias}.status, ${alias}.status_by_search,
  ${alias}.text, ${alias}.is_paid, ${alias}.created_at, ${alias}.updated_at,
  (select coalesce(json_agg(json_build_object('id', r.id::text, 'stage', r.stage, 'rate', r.rate, 'comment', r.comment) order by r.id), '[]'::json)
     from public.unified_order_rates r where r.unified_order_id = ${alias}.id) as rates,
  ${mainOrderSql(alias)} as main_order,
  ${alias}.user_id::text as client_id,
  ${orderItemsSql(alias)} as items`

export type TUnifiedOrderRow = {
  id: string
  type_id: number
  status: number
  status_by_search: number | null
  text: string | null
  is_paid: boolean
  created_at: Date | string
  updated_at: Date | string
  rates: TOrderRating[] | string
  main_order: TMainOrder | string | null
  client_id: string | null
  items: TUnifiedOrderItem[] | string
}

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v))
// Both drivers parse json columns; a driver configured otherwise hands over the text.
const asJson = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v)

/** A training task opens by its own uuid; every other product by the unified order's id. */
function hrefOf(id: string, typeId: number, main: TMainOrder | null): string {
  const kind = orderKindOfType(typeId, main?.product)
  return orderHref({ id: kind === 'training' && main?.uuid ? main.uuid : id, kind })
}

export function toUnifiedOrder(r: TUnifiedOrderRow): TUnifiedOrder {
  const type = unifiedTypeName(r.type_id)
  const status = unifiedStatusName(r.status)
  // The table's check constraints allow only known ids; anything else is a bug worth a loud error.
  if (!type || !status) throw new Error(`unified order ${r.id} has type ${r.type_id} and status ${r.status}`)
  const mainOrder = r.main_order === null ? null : asJson(r.main_order)
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
    href: hrefOf(r.id, r.type_id, mainOrder),
    rates: asJson(r.rates),
    mainOrder,
    client: r.client_id ? { id: r.client_id } : null,
    items: asJson(r.items),
  }
}

export const toRating = (r: TOrderRating): TOrderRating => ({ id: r.id, stage: r.stage, rate: Number(r.rate), comment: r.comment })
