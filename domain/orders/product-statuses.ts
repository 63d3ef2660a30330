// A product's statuses declared once, as a table (DESIGN.md "Orders"): per status its id in the order table, what the
// unified order shows while the order is in it (generic status and search status, orders.md §4) and, where the
// GraphQL schema has an enum for it, the enum value. The ids map, the name lookup and the unified mapping are read
// from it, so a status cannot be added to one and forgotten in another.
import { statusNames } from './status-names'
import { SEARCH_STATUS, UNIFIED_STATUS, type TUnifiedState, type TUnifiedStatusName } from './unified'

type TStatusRow = { id: number; unified: TUnifiedStatusName; search: keyof typeof SEARCH_STATUS; code?: string }

export function productStatuses<const T extends Readonly<Record<string, TStatusRow>>>(product: string, table: T) {
  const rows = Object.entries(table)
  const ids = Object.fromEntries(rows.map(([name, row]) => [name, row.id])) as { readonly [K in keyof T]: T[K]['id'] }
  const codes = Object.fromEntries(rows.map(([name, row]) => [name, row.code])) as { readonly [K in keyof T]: T[K]['code'] }
  const { is, name } = statusNames<keyof T & string, T[keyof T]['id']>(product, ids)
  return {
    ids,
    codes,
    is,
    name,
    unifiedState: (status: number): TUnifiedState => {
      const row = table[name(status)]!
      return { status: UNIFIED_STATUS[row.unified], statusBySearch: SEARCH_STATUS[row.search] }
    },
  }
}
