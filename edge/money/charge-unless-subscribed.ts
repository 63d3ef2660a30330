// A tool priced in tokens and free with a subscription — the own-file originality check, the format fixer — pays here:
// under the payer's row lock, in the caller's transaction, `price` tokens through spendTokens unless the payer has an
// active subscription. A short balance aborts with INSUFFICIENT_TOKENS (data.missing); a repeated key takes nothing.
import type { Queryable } from '../db/port'
import { spendTokens } from './spend-tokens'

/** What this call took: the price, or 0 (a subscriber, a free tool, or a key already paid). */
export async function chargeUnlessSubscribed(tx: Queryable, o: { userId: string; price: number; reason: string; idempotencyKey: string; ref?: string | null }): Promise<number> {
  const [payer] = await tx.query<{ has_active_subscription: boolean }>('select has_active_subscription from private.lock_payer($1::uuid)', [o.userId])
  if (payer?.has_active_subscription || o.price <= 0) return 0
  return (await spendTokens(tx, { userId: o.userId, amount: o.price, reason: o.reason, idempotencyKey: o.idempotencyKey, ref: o.ref })) ? o.price : 0
}
