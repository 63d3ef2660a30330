// The paged lists of one user's card (ledger, payments, orders): the user must exist, the rows are that user's
// (`<alias>.user_id`), newest first by default (`at`, the row's created_at; ties broken by its id), narrowed by at most
// one filter of the list's own, and the page is the shared server paging (edge/admin/list.ts), read as the server after
// the admin door.
import { parseListQuery, type TListPage } from '../../../domain/admin/list-query'
import { asService, type Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { listPage } from '../list'
import { userNotFound } from './user-id'

/** What a user-card list is asked: whose rows, and the list query (sort, page, filter). */
export type TUserListRequest = { db: Db; userId: string; query: Record<string, string | undefined> }

export async function userListPage<T, S extends string>(
  r: TUserListRequest,
  o: {
    /** The listed table's alias in `from`. */
    alias: string
    /** The columns besides `at`. */
    select: string
    /** The tables (`from …`, joins included). */
    from: string
    /** Sort name → SQL expression besides `at`, in the order the refusal names them. */
    sortColumns: Record<S, string>
    /** `column = value` when the list's filter was given (a null value: not filtered). */
    filter: { column: string; value: unknown }
    /** A row, with its `at` as an ISO time. */
    map: (row: Record<string, unknown>, at: string) => T
  },
): Promise<TListPage<T>> {
  const sortColumns: Record<S | 'at', string> = { at: `${o.alias}.created_at`, ...o.sortColumns }
  const parsed = parseListQuery(r.query, { sorts: Object.keys(sortColumns) as (S | 'at')[], defaultSort: 'at' })
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message)
  const filtered = o.filter.value != null
  return asService(r.db, async (tx) => {
    const [user] = await tx.query('select 1 from public.users where id = $1::uuid', [r.userId])
    if (!user) throw userNotFound()
    return listPage(tx, {
      select: `${o.alias}.created_at::text as at, ${o.select}`,
      from: `${o.from} where ${o.alias}.user_id = $1::uuid ${filtered ? `and ${o.filter.column} = $2` : ''}`,
      params: filtered ? [r.userId, o.filter.value] : [r.userId],
      sortColumns,
      tieBreaker: `${o.alias}.id`,
      query: parsed.value,
      map: (row) => o.map(row, new Date(String(row.at)).toISOString()),
    })
  })
}
