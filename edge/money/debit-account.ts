// Debits a user's balance through private.debit, which holds the row lock and refuses to go below zero.
import type { Queryable } from '../db/port'
import { AppError } from '../http/errors'
import { sqlState, toResult, type TMoneyMove, type TMoveResult, type TRow } from './move-money'

export const INSUFFICIENT_FUNDS = 'Недостаточно средств на балансе'

/**
 * Takes from an account, never below zero: a short balance fails with CONFLICT «Недостаточно средств на балансе»
 * and records nothing. On a transaction, the failure aborts it; the caller's work rolls back with it.
 */
export async function debitAccount({ db, ...m }: TMoneyMove & { db: Queryable }): Promise<TMoveResult> {
  try {
    const rows = await db.query<TRow>('select entry_id::text, balance_after::text, replayed from private.debit($1, $2, $3, $4, $5, $6)', [
      m.userId,
      m.account,
      m.amount,
      m.reason,
      m.idempotencyKey,
      m.ref ?? null,
    ])
    return toResult(rows[0])
  } catch (e) {
    if (sqlState(e) === 'MN001') throw new AppError('CONFLICT', INSUFFICIENT_FUNDS, { account: m.account })
    throw e
  }
}
