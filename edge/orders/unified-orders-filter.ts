// The filters of "My orders" (me.unifiedOrders, orders.md §7) and how they become SQL: only the filters given reach
// the WHERE clause, so each combination gets a plan that uses the client's index instead of `$n is null or …` guards.
import { z } from 'zod'
import { UNIFIED_STATUS, UNIFIED_TYPE, type TUnifiedStatusName, type TUnifiedTypeName } from '../../domain/orders/unified'

const UNIFIED_ORDERS_LIMITS = { firstDefault: 10, firstMax: 100, pageMax: 100_000, searchMax: 255 } as const

const STATUS_NAMES = Object.keys(UNIFIED_STATUS) as [TUnifiedStatusName, ...TUnifiedStatusName[]]
const TYPE_NAMES = Object.keys(UNIFIED_TYPE) as [TUnifiedTypeName, ...TUnifiedTypeName[]]
const L = UNIFIED_ORDERS_LIMITS

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)

export const ZUnifiedOrdersFilter = z.object({
  id: z.preprocess(emptyToNull, z.string().trim().regex(/^\d{1,18}$/, 'Некорректный номер заказа').nullish()),
  status: z.array(z.enum(STATUS_NAMES)).nullish(),
  first: z
    .number()
    .int()
    .min(1, `first — от 1 до ${L.firstMax}`)
    .max(L.firstMax, `first — от 1 до ${L.firstMax}`)
    .nullish()
    .transform((v) => v ?? L.firstDefault),
  page: z
    .number()
    .int()
    .min(1, 'page — номер страницы, начиная с 1')
    .max(L.pageMax, `page — не больше ${L.pageMax}`)
    .nullish()
    .transform((v) => v ?? 1),
  search: z.preprocess(emptyToNull, z.string().trim().max(L.searchMax, `Поиск — не больше ${L.searchMax} символов`).nullish()),
  type: z.array(z.enum(TYPE_NAMES)).nullish(),
  createdAfter: z.date().nullish(),
  createdBefore: z.date().nullish(),
})
export type TUnifiedOrdersFilter = z.output<typeof ZUnifiedOrdersFilter>

/** `%` and `_` typed by the client are literal characters, not wildcards. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The conditions every filter but status adds (the counters share them) and the status condition apart.
 * Placeholders are numbered from `$1` in `params`.
 */
export function filterSql(f: TUnifiedOrdersFilter): { where: string; statusWhere: string; params: unknown[] } {
  const params: unknown[] = []
  const p = (v: unknown) => `$${params.push(v)}`
  const conds = ['user_id = auth.uid()']
  if (f.id) conds.push(`id = ${p(f.id)}::bigint`)
  if (f.type?.length) conds.push(`type_id = any(${p(f.type.map((t) => UNIFIED_TYPE[t]))}::smallint[])`)
  if (f.createdAfter) conds.push(`created_at >= ${p(f.createdAfter.toISOString())}::timestamptz`)
  if (f.createdBefore) conds.push(`created_at <= ${p(f.createdBefore.toISOString())}::timestamptz`)
  if (f.search) conds.push(`text ilike ${p(likePattern(f.search))}`)
  const statusWhere = f.status?.length ? `status = any(${p(f.status.map((s) => UNIFIED_STATUS[s]))}::smallint[])` : 'true'
  return { where: conds.join(' and '), statusWhere, params }
}
