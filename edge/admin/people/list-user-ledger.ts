// A user's ledger in the back-office: every money movement, newest first (private.ledger_entries is append-only).
import type { TAdminLedgerRow } from '../../../domain/admin/people'
import { LEDGER_ACCOUNTS } from '../../../domain/money/ledger-accounts'
import type { TListPage } from '../../../domain/admin/list-query'
import { userListPage, type TUserListRequest } from './user-list-page'

export function listUserLedger(r: TUserListRequest): Promise<TListPage<TAdminLedgerRow>> {
  return userListPage(r, {
    alias: 'l',
    sortColumns: { account: 'l.account' },
    select: `l.id, l.account, l.delta::text as delta, l.balance_after::text as balance_after, l.reason, l.ref`,
    from: 'from private.ledger_entries l',
    filter: { column: 'l.account', value: (LEDGER_ACCOUNTS as readonly string[]).includes(r.query.account ?? '') ? r.query.account : null },
    map: (row, at) => ({
      id: Number(row.id),
      at,
      account: String(row.account),
      delta: Number(row.delta),
      balanceAfter: Number(row.balance_after),
      reason: String(row.reason),
      ref: (row.ref as string | null) ?? null,
    }),
  })
}
