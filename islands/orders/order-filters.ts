// «Мои задания» filters (platform.md §2 my-orders): read from and written to the address, so reload and back/forward
// keep them, and turned into me.unifiedOrders variables (orders.md §7).
import { ORDER_TABS, ORDER_TYPE_FILTER, unifiedStatusName, unifiedTypeName, type TOrderTab } from '../../domain/orders/unified'
import type { MyOrdersQueryVariables, UnifiedOrderStatus, UnifiedOrderType } from '../graphql/generated/orders/graphql'

export const ORDERS_PER_PAGE = 10

export type TOrderFilters = {
  tab: TOrderTab
  search: string
  /** A type id of ORDER_TYPE_FILTER, null for every type. */
  type: number | null
  /** YYYY-MM-DD as the date input gives it, in Moscow time; '' when unset. */
  from: string
  to: string
  page: number
}

export const DEFAULT_FILTERS: TOrderFilters = { tab: 'inProgress', search: '', type: null, from: '', to: '', page: 1 }

const DAY = /^\d{4}-\d{2}-\d{2}$/
const validDay = (v: string | null | undefined) => (v && DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? v : '')
const TYPE_IDS = new Set<number>(ORDER_TYPE_FILTER.map((t) => t.typeId))

type TQuery = URLSearchParams | Record<string, string | undefined>
const read = (q: TQuery, key: string) => (q instanceof URLSearchParams ? q.get(key) : q[key]) ?? null

/** Anything unknown in the address falls back to the default, so an old or edited link still opens the page. */
export function filtersFromQuery(q: TQuery): TOrderFilters {
  const type = Number(read(q, 'type'))
  const page = Number(read(q, 'page'))
  return {
    tab: read(q, 'tab') === 'completed' ? 'completed' : 'inProgress',
    search: (read(q, 'search') ?? '').slice(0, 255),
    type: TYPE_IDS.has(type) ? type : null,
    from: validDay(read(q, 'from')),
    to: validDay(read(q, 'to')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** Only what differs from the default goes into the address; other parameters of the page (utm, entry) stay. */
export function withFilters(href: string, f: TOrderFilters): string {
  const url = new URL(href)
  for (const key of ['tab', 'search', 'type', 'from', 'to', 'page']) url.searchParams.delete(key)
  if (f.tab !== DEFAULT_FILTERS.tab) url.searchParams.set('tab', f.tab)
  if (f.search.trim()) url.searchParams.set('search', f.search.trim())
  if (f.type !== null) url.searchParams.set('type', String(f.type))
  if (f.from) url.searchParams.set('from', f.from)
  if (f.to) url.searchParams.set('to', f.to)
  if (f.page > 1) url.searchParams.set('page', String(f.page))
  return url.pathname + url.search + url.hash
}

/** Search, type or dates set: an empty answer then means "nothing found", not "no orders yet". */
export const isFiltered = (f: TOrderFilters) => f.search.trim() !== '' || f.type !== null || f.from !== '' || f.to !== ''

// Moscow has kept +03:00 all year since 2014, so a fixed offset is its midnight.
const MSK = '+03:00'

export function ordersVariables(f: TOrderFilters): MyOrdersQueryVariables {
  const search = f.search.trim()
  const typeName = f.type === null ? null : unifiedTypeName(f.type)
  return {
    status: ORDER_TABS[f.tab].map((s) => unifiedStatusName(s) as UnifiedOrderStatus),
    first: ORDERS_PER_PAGE,
    page: f.page,
    ...(search ? { search } : {}),
    ...(typeName ? { type: [typeName as UnifiedOrderType] } : {}),
    ...(f.from ? { createdAfter: `${f.from}T00:00:00.000${MSK}` } : {}),
    // «По» includes the whole of that day.
    ...(f.to ? { createdBefore: `${f.to}T23:59:59.999${MSK}` } : {}),
  }
}
