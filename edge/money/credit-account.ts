// Credits a user's balance through private.credit, which holds the row lock and the idempotency key.
import type { Queryable } from '../db/port'
import { toResult, type TMoneyMove, type TMoveResult, type TRow } from './move-money'

/** Adds to an account; `expiresAt` only for temporary tokens. Runs inside the caller's transaction when given a Tx. */
export async function creditAccount({ db, expiresAt, ...m }: TMoneyMove & { db: Queryable; expiresAt?: Date | null }): Promise<TMoveResult> {
  const rows = await db.query<TRow>('select entry_id::text, balance_after::text, replayed from private.credit($1, $2, $3, $4, $5, $6, $7)', [
    m.userId,
    m.account,
    m.amount,
    m.reason,
    m.idempotencyKey,
    m.ref ?? null,
    expiresAt ?? null,
  ])
  return toResult(rows[0])
}
