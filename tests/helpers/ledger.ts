// Tests move money straight through the ledger's SQL functions (private.credit, private.debit) to set up balances
// and to prove the functions' own promises; the server itself only spends, applies and reverses payments.
import type { TLedgerAccount } from '../../domain/money/ledger-accounts'
import type { Queryable } from '../../edge/db/port'

export type TMoneyMove = {
  userId: string
  account: TLedgerAccount
  /** Kopecks for coins, units for everything else; positive. */
  amount: number
  reason: string
  /** The same key twice applies once; the second call answers with the first result. */
  idempotencyKey: string
  ref?: string | null
}

export type TMoveResult = { entryId: number; balanceAfter: number; replayed: boolean }

type TRow = { entry_id: string | number; balance_after: string | number; replayed: boolean }

const toResult = ([row]: TRow[]): TMoveResult => ({ entryId: Number(row!.entry_id), balanceAfter: Number(row!.balance_after), replayed: row!.replayed })

/** `expiresAt` only for temporary tokens. */
export const credit = async (q: Queryable, m: TMoneyMove & { expiresAt?: Date | null }): Promise<TMoveResult> =>
  toResult(
    await q.query<TRow>('select entry_id::text, balance_after::text, replayed from private.credit($1, $2, $3, $4, $5, $6, $7)', [
      m.userId,
      m.account,
      m.amount,
      m.reason,
      m.idempotencyKey,
      m.ref ?? null,
      m.expiresAt ?? null,
    ]),
  )

/** A short balance fails with SQLSTATE MN001 and records nothing. */
export const debit = async (q: Queryable, m: TMoneyMove): Promise<TMoveResult> =>
  toResult(
    await q.query<TRow>('select entry_id::text, balance_after::text, replayed from private.debit($1, $2, $3, $4, $5, $6)', [
      m.userId,
      m.account,
      m.amount,
      m.reason,
      m.idempotencyKey,
      m.ref ?? null,
    ]),
  )
