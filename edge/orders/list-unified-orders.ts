// me.unifiedOrders (orders.md §7, §4 Generic statuses): the client's orders newest first, one page of them, with the
// two tab counters. Read under row-level security in one transaction of a fixed number of queries.
import { ORDER_TABS } from '../../domain/orders/unified'
import { asCaller, type Caller, type Db } from '../db/port'
import { parseOrderInput } from './parse-order-input'
import { filterSql, ZUnifiedOrdersFilter } from './unified-orders-filter'
import { orderSelectSql, toUnifiedOrder, UNIFIED_ORDER_COLUMNS, type TUnifiedOrder, type TUnifiedOrderRow } from './unified-order-row'

type TUnifiedOrderCounters = { inProgress: number; completed: number }

export type TUnifiedOrderPage = {
  items: TUnifiedOrder[]
  counters: TUnifiedOrderCounters
  total: number
  page: number
  first: number
  lastPage: number
}

type TListArgs = {
  id?: unknown
  status?: unknown
  first?: unknown
  page?: unknown
  search?: unknown
  type?: unknown
  createdAfter?: unknown
  createdBefore?: unknown
}

type TRow = Partial<TUnifiedOrderRow> & { in_progress: number; completed: number; total: number }

/**
 * Guests get an empty page: their orders live on the browser, and "My orders" is a signed-in screen. One statement
 * answers the page with its ratings and main orders, the counters (every filter but status) and the total, so 1 row
 * or 100 cost the same round trips: the role switch and this statement.
 */
export async function listUnifiedOrders(o: { db: Db; caller: Caller } & TListArgs): Promise<TUnifiedOrderPage> {
  const f = parseOrderInput(ZUnifiedOrdersFilter, {
    id: o.id,
    status: o.status,
    first: o.first,
    page: o.page,
    search: o.search,
    type: o.type,
    createdAfter: o.createdAfter,
    createdBefore: o.createdBefore,
  })
  const empty = { items: [], counters: { inProgress: 0, completed: 0 }, total: 0, page: f.page, first: f.first, lastPage: 1 }
  if (o.caller.role !== 'authenticated') return empty
  const { where, statusWhere, params } = filterSql(f)
  const p = (v: unknown) => `$${params.push(v)}`
  // `not materialized` lets the page read the (user_id, created_at) index and stop after one page, while the
  // counters scan the client's rows once; a materialized CTE would copy every matching row first. The details are
  // selected outside the page's LIMIT, so they are looked up for the page's rows only, not for the skipped ones.
  const sql = `
    with base as not materialized (select * from public.unified_orders where ${where})
    select c.in_progress, c.completed, c.total, ${orderSelectSql('page')}
      from (select count(*) filter (where status = any(${p(ORDER_TABS.inProgress)}::smallint[]))::int as in_progress,
                   count(*) filter (where status = any(${p(ORDER_TABS.completed)}::smallint[]))::int as completed,
                   count(*) filter (where ${statusWhere})::int as total
              from base) c
      left join lateral (
        select ${UNIFIED_ORDER_COLUMNS} from base where ${statusWhere}
         order by created_at desc, id desc limit ${p(f.first)} offset ${p((f.page - 1) * f.first)}
      ) page on true`
  const rows = await asCaller(o.db, o.caller, (tx) => tx.query<TRow>(sql, params))
  const head = rows[0]!
  const total = Number(head.total)
  return {
    items: rows.filter((r): r is TRow & TUnifiedOrderRow => r.id != null).map(toUnifiedOrder),
    counters: { inProgress: Number(head.in_progress), completed: Number(head.completed) },
    total,
    page: f.page,
    first: f.first,
    lastPage: Math.max(1, Math.ceil(total / f.first)),
  }
}
