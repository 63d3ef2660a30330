// The paged lists of one user's card (ledger, payments, orders): the user must exist, the page is the shared
// server paging (edge/admin/list.ts), read as the server after the admin door.
import { parseListQuery, type TListPage, type TListQuery } from '../../../domain/admin/list-query'
import { asService, type Db, type Tx } from '../../db/port'
import { AppError } from '../../http/errors'
import { userNotFound } from './user-id'

export async function userListPage<T, S extends string>(
  o: { db: Db; userId: string; query: Record<string, string | undefined>; sorts: readonly S[]; defaultSort: S },
  run: (tx: Tx, query: TListQuery<S>) => Promise<TListPage<T>>,
): Promise<TListPage<T>> {
  const parsed = parseListQuery(o.query, { sorts: o.sorts, defaultSort: o.defaultSort })
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message)
  return asService(o.db, async (tx) => {
    const [user] = await tx.query('select 1 from public.users where id = $1::uuid', [o.userId])
    if (!user) throw userNotFound()
    return run(tx, parsed.value)
  })
}
