// Runs one admin list: the page of rows and the total, from a WHERE the caller built with numbered parameters and an
// ORDER BY taken from the list's own map of sort names to columns.
import type { TListPage, TListQuery } from '../../domain/admin/list-query'
import type { Queryable } from '../db/port'

export async function listPage<R extends Record<string, unknown>, T, S extends string>(
  tx: Queryable,
  opts: {
    /** `from … where …` (no order, no limit); parameters $1…$n in `params`. */
    from: string
    params: unknown[]
    select: string
    /** Sort name → SQL expression; the id breaks ties so pages never overlap. */
    sortColumns: Record<S, string>
    tieBreaker: string
    query: TListQuery<S>
    map: (row: R) => T
  },
): Promise<TListPage<T>> {
  const { query, params } = opts
  const n = params.length
  const order = `${opts.sortColumns[query.sort]} ${query.dir} nulls last, ${opts.tieBreaker} ${query.dir}`
  const rows = await tx.query<R>(`select ${opts.select} ${opts.from} order by ${order} limit $${n + 1} offset $${n + 2}`, [...params, query.perPage, query.offset])
  const [count] = await tx.query<{ total: string | number }>(`select count(*) as total ${opts.from}`, params)
  return { items: rows.map(opts.map), total: Number(count?.total ?? 0), page: query.page, perPage: query.perPage, sort: query.sort, dir: query.dir }
}
