// Pays from the token balance through private.spend_tokens (subscription, then temporary, then permanent tokens), in the
// caller's transaction: a short balance aborts it with INSUFFICIENT_TOKENS; a repeated key changes nothing.
import type { Queryable } from '../db/port'
import { AppError } from '../http/errors'

/** True when this call took the tokens, false when the key had already been paid. */
export async function spendTokens(q: Queryable, m: { userId: string; amount: number; reason: string; idempotencyKey: string; ref?: string | null }): Promise<boolean> {
  try {
    const [row] = await q.query<{ applied: boolean }>('select private.spend_tokens($1, $2, $3, $4, $5) as applied', [m.userId, m.amount, m.reason, m.idempotencyKey, m.ref ?? null])
    return row!.applied
  } catch (e) {
    if ((e as { code?: string } | null)?.code === 'MN001') throw new AppError('INSUFFICIENT_TOKENS', undefined, { account: 'tokens', ...missingOf(e) })
    throw e
  }
}

// private.spend_tokens says 'insufficient tokens: has 5, needs 30'; the browser offers to top up the difference.
const missingOf = (e: unknown): { missing?: number } => {
  const m = /has (\d+), needs (\d+)/.exec(String((e as Error).message))
  return m ? { missing: Number(m[2]) - Number(m[1]) } : {}
}
