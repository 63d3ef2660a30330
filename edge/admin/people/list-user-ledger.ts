// A user's ledger in the back-office: every money movement, newest first (private.ledger_entries is append-only).
import type { TAdminLedgerRow } from '../../../domain/admin/people'
import { LEDGER_ACCOUNTS } from '../../../domain/money/ledger-accounts'
import type { TListPage } from '../../../domain/admin/list-query'
import type { Db } from '../../db/port'
import { userListPage } from './user-list-page'

export function listUserLedger({ db, userId, query }: { db: Db; userId: string; query: Record<string, string | undefined> }): Promise<TListPage<TAdminLedgerRow>> {
  return userListPage({
    db,
    userId,
    query,
    sortColumns: { at: 'l.created_at', account: 'l.account' },
    defaultSort: 'at',
    select: `l.id, l.created_at::text as at, l.account, l.delta::text as delta, l.balance_after::text as balance_after, l.reason, l.ref`,
    from: 'from private.ledger_entries l',
    userColumn: 'l.user_id',
    filter: { column: 'l.account', value: (LEDGER_ACCOUNTS as readonly string[]).includes(query.account ?? '') ? query.account : null },
    tieBreaker: 'l.id',
    map: (r) => ({
      id: Number(r.id),
      at: new Date(String(r.at)).toISOString(),
      account: String(r.account),
      delta: Number(r.delta),
      balanceAfter: Number(r.balance_after),
      reason: String(r.reason),
      ref: (r.ref as string | null) ?? null,
    }),
  })
}
