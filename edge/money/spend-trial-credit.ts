// A free question (a trial credit, orders.md §4) pays a whole order where the product accepts one: one credit per
// order, under the same key a token spend would use, so a refund finds it (refund-order-spend.ts) and a repeat is free.
import type { Queryable } from '../db/port'

/** True when a credit paid the order (the balance row locked first); false when the balance holds none. */
export async function spendTrialCredit(q: Queryable, o: { userId: string; reason: string; idempotencyKey: string; ref: string }): Promise<boolean> {
  // The payer lock serves any product: it locks the balance row and reads the trial credits.
  const [balance] = await q.query<{ trials: string }>('select trials::text from private.lock_payer($1::uuid)', [o.userId])
  if (!balance || Number(balance.trials) < 1) return false
  await q.query(`select * from private.debit($1::uuid, 'trials', 1, $2, $3, $4)`, [o.userId, o.reason, o.idempotencyKey, o.ref])
  return true
}
