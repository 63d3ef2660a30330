// The paged lists of one user's card (ledger, payments, orders): the user must exist, the rows are that user's,
// narrowed by at most one filter of the list's own, and the page is the shared server paging (edge/admin/list.ts),
// read as the server after the admin door.
import { parseListQuery, type TListPage } from '../../../domain/admin/list-query'
import { asService, type Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { listPage } from '../list'
import { userNotFound } from './user-id'

export async function userListPage<T, S extends string>(o: {
  db: Db
  userId: string
  query: Record<string, string | undefined>
  /** Sort name → SQL expression, in the order the refusal names them. */
  sortColumns: Record<S, string>
  defaultSort: NoInfer<S>
  select: string
  /** The tables (`from …`, joins included); `userColumn` holds the owner's id. */
  from: string
  userColumn: string
  /** `column = value` when the list's filter was given (a null value: not filtered). */
  filter: { column: string; value: unknown }
  tieBreaker: string
  map: (row: Record<string, unknown>) => T
}): Promise<TListPage<T>> {
  const parsed = parseListQuery(o.query, { sorts: Object.keys(o.sortColumns) as S[], defaultSort: o.defaultSort })
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message)
  const filtered = o.filter.value != null
  return asService(o.db, async (tx) => {
    const [user] = await tx.query('select 1 from public.users where id = $1::uuid', [o.userId])
    if (!user) throw userNotFound()
    return listPage(tx, {
      select: o.select,
      from: `${o.from} where ${o.userColumn} = $1::uuid ${filtered ? `and ${o.filter.column} = $2` : ''}`,
      params: filtered ? [o.userId, o.filter.value] : [o.userId],
      sortColumns: o.sortColumns,
      tieBreaker: o.tieBreaker,
      query: parsed.value,
      map: o.map,
    })
  })
}
