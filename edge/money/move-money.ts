// What credits and debits share: the movement's shape and the SQL functions' answer.
import type { TLedgerAccount } from '../../domain/money/ledger-accounts'
import { AppError } from '../http/errors'

export type TMoneyMove = {
  userId: string
  account: TLedgerAccount
  /** Kopecks for coins, units for everything else; positive. */
  amount: number
  reason: string
  /** The same key twice applies once; the second call answers with the first result. */
  idempotencyKey: string
  /** The payment or order the movement belongs to. */
  ref?: string | null
}

export type TMoveResult = { entryId: number; balanceAfter: number; replayed: boolean }

export type TRow = { entry_id: string | number; balance_after: string | number; replayed: boolean }

export const toResult = (row: TRow | undefined): TMoveResult => {
  if (!row) throw new AppError('INTERNAL', 'Что-то пошло не так, попробуй позже')
  return { entryId: Number(row.entry_id), balanceAfter: Number(row.balance_after), replayed: row.replayed }
}

/** Postgres' SQLSTATE of a failed statement, whichever driver threw it. */
export const sqlState = (e: unknown): string | undefined => (e as { code?: string } | null)?.code
