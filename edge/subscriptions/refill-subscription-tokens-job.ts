// The monthly token refill of a multi-month subscription: a durable job run at refill_scheduled_at, which credits the
// month's tokens once (ledger key per subscription and date), applies pending deferred bonuses, and schedules the next
// month while the period lasts.
import { z } from 'zod'
import { defineJob } from '../jobs/registry'
import { applyPaymentCredit } from '../money/apply-payment-credit'
import { asService, type Queryable } from '../db/port'
import { applyDeferredBonuses } from './apply-deferred-bonuses'

export const refillSubscriptionTokensJob = defineJob({
  name: 'subscription-refill-tokens',
  schema: z.object({ subscriptionId: z.uuid(), at: z.iso.datetime({ offset: true }) }),
  async handler({ subscriptionId, at }, { db, log }) {
    await asService(db, async (tx) => {
      const rows = await tx.query<{ user_id: string; refill_scheduled_at: Date | null; ends_at: Date; frozen_at: Date | null; tokens_per_month: number }>(
        `select s.user_id, s.refill_scheduled_at, s.ends_at, s.frozen_at, t.tokens_per_month
         from private.subscriptions s join public.subscription_types t on t.id = s.subscription_type_id
         where s.id = $1 for update of s`,
        [subscriptionId],
      )
      const s = rows[0]
      // A repeat, or a schedule that moved on: the row's own date is the truth.
      if (!s || !s.refill_scheduled_at || new Date(s.refill_scheduled_at).getTime() !== new Date(at).getTime()) return
      if (s.frozen_at) log.info('subscription frozen, refill skipped', { subscriptionId, at })
      else
        await applyPaymentCredit({ tx, paymentKey: `subscription-refill:${subscriptionId}:${at}`, userId: s.user_id, credits: { subscription_tokens: s.tokens_per_month }, reason: 'subscription-refill', ref: subscriptionId })
      // The refill run is also when bonuses granted with a purchase land (each once, by its own ledger key).
      if (!s.frozen_at) await applyDeferredBonuses({ tx, userId: s.user_id })
      const next = await tx.query<{ next: Date | null }>(
        `update private.subscriptions set refill_scheduled_at = case when refill_scheduled_at + interval '1 month' < ends_at then refill_scheduled_at + interval '1 month' end
         where id = $1 returning refill_scheduled_at as next`,
        [subscriptionId],
      )
      if (next[0]?.next) await scheduleRefill(tx, subscriptionId, new Date(next[0].next))
    })
  },
})

export const scheduleRefill = (q: Queryable, subscriptionId: string, at: Date) =>
  refillSubscriptionTokensJob.enqueue(q, { subscriptionId, at: at.toISOString() }, { runAt: at, key: `subscription-refill:${subscriptionId}:${at.toISOString()}` })
