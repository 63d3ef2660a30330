// Pays from the token balance through private.spend_tokens (subscription, then temporary, then permanent tokens), in the
// caller's transaction: a short balance aborts it with «Недостаточно средств на балансе»; a repeated key changes nothing.
import type { Queryable } from '../db/port'
import { AppError } from '../http/errors'
import { INSUFFICIENT_FUNDS } from './debit-account'
import { sqlState } from './move-money'

/** True when this call took the tokens, false when the key had already been paid. */
export async function spendTokens(q: Queryable, m: { userId: string; amount: number; reason: string; idempotencyKey: string; ref?: string | null }): Promise<boolean> {
  try {
    const [row] = await q.query<{ applied: boolean }>('select private.spend_tokens($1, $2, $3, $4, $5) as applied', [m.userId, m.amount, m.reason, m.idempotencyKey, m.ref ?? null])
    return row!.applied
  } catch (e) {
    if (sqlState(e) === 'MN001') throw new AppError('CONFLICT', INSUFFICIENT_FUNDS, { account: 'tokens' })
    throw e
  }
}
