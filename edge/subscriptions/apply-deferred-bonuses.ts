// Deferred bonuses (spec §3 Subscription.deferredBonuses): granted with a purchase, credited once by a refill run.
import { z } from 'zod'
import { asService, type Queryable } from '../db/port'
import { defineJob } from '../jobs/registry'

/** Stores a bonus to be credited by the next refill run; the same subscription and reason twice is one bonus. */
export async function grantDeferredBonus({ tx, userId, subscriptionId, paymentId, amount, bonusReason }: {
  tx: Queryable
  userId: string
  subscriptionId: string
  paymentId: string | null
  amount: number
  bonusReason: string
}): Promise<void> {
  if (amount <= 0) return
  await tx.query(
    `insert into private.deferred_bonuses (user_id, subscription_id, payment_id, amount, bonus_reason) values ($1, $2, $3, $4, $5)
     on conflict (subscription_id, bonus_reason) do nothing`,
    [userId, subscriptionId, paymentId, amount, bonusReason],
  )
}

/** Credits the user's pending bonuses (ledger key per bonus) and marks them applied; returns how many were applied. */
export async function applyDeferredBonuses({ tx, userId }: { tx: Queryable; userId: string }): Promise<number> {
  const rows = await tx.query<{ n: number }>('select private.apply_deferred_bonuses($1) as n', [userId])
  return Number(rows[0]?.n ?? 0)
}

/** The refill run at the start of a period bought while another was running: its bonuses wait for it. */
export const periodStartBonusesJob = defineJob({
  name: 'subscription-period-start-bonuses',
  schema: z.object({ userId: z.uuid() }),
  async handler({ userId }, { db, log }) {
    const n = await asService(db, (tx) => applyDeferredBonuses({ tx, userId }))
    if (n) log.info('deferred bonuses applied at period start', { userId, count: n })
  },
})
