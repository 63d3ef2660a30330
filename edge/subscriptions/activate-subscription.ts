// A paid subscription: a new period that starts now, or where the current one ends (a purchase while one runs, or a
// renewal by recurring charge), plus its first month's tokens; the tariff's bonuses are stored as deferred and credited
// by the period's first refill run (this activation when the period starts now, else a job at its start). The renewal
// of the period is scheduled at its end. Runs inside the transaction that marks the payment succeeded.
import type { Queryable } from '../db/port'
import { applyPaymentCredit } from '../money/apply-payment-credit'
import { scheduleRefill } from './refill-subscription-tokens-job'
import { applyDeferredBonuses, grantDeferredBonus, periodStartBonusesJob } from './apply-deferred-bonuses'
import { scheduleRenewal } from './schedule-renewal'

export type TActivateSubscription = {
  tx: Queryable
  userId: string
  paymentId: string
  subscriptionTypeId: number
  /** `${provider}:${providerPaymentId}`: the ledger's idempotency key for this payment. */
  paymentKey: string
}

const PURCHASE_BONUS_REASON = 'purchase'

export async function activateSubscription({ tx, userId, paymentId, subscriptionTypeId, paymentKey }: TActivateSubscription): Promise<boolean> {
  const types = await tx.query<{ duration_in_months: number; tokens_per_month: number; bonuses_per_purchase: number }>(
    `select duration_in_months, tokens_per_month, bonuses_per_purchase from public.subscription_types where id = $1`,
    [subscriptionTypeId],
  )
  const type = types[0]
  if (!type) throw new Error(`subscription type ${subscriptionTypeId} is gone`)
  // A renewal continues the renewed period from its end, even when the charge settles a little later.
  const inserted = await tx.query<{ id: string; starts_at: Date; ends_at: Date; refill_scheduled_at: Date | null; started: boolean }>(
    `with current as (
       select max(ends_at) as ends_at from private.subscriptions where user_id = $1 and ends_at > now()
     ), renewed as (
       select s.ends_at from private.payments p join private.subscriptions s on s.id = p.renews_subscription_id where p.id = $3
     ), period as (
       select coalesce((select ends_at from current), (select ends_at from renewed), now()) as starts_at
     )
     insert into private.subscriptions (user_id, subscription_type_id, payment_id, starts_at, ends_at, refill_scheduled_at)
     select $1, $2, $3, p.starts_at, p.starts_at + make_interval(months => $4),
            case when $4 > 1 then p.starts_at + interval '1 month' end
     from period p
     on conflict (payment_id) do nothing
     returning id, starts_at, ends_at, refill_scheduled_at, starts_at <= now() as started`,
    [userId, subscriptionTypeId, paymentId, type.duration_in_months],
  )
  const sub = inserted[0]
  if (!sub) return false
  if (sub.refill_scheduled_at) await scheduleRefill(tx, sub.id, new Date(sub.refill_scheduled_at))
  await scheduleRenewal(tx, sub.id, new Date(sub.ends_at))
  const applied = await applyPaymentCredit({
    tx,
    paymentKey,
    userId,
    credits: { subscription_tokens: type.tokens_per_month },
    reason: 'subscription',
    ref: paymentId,
  })
  await grantDeferredBonus({ tx, userId, subscriptionId: sub.id, paymentId, amount: type.bonuses_per_purchase, bonusReason: PURCHASE_BONUS_REASON })
  if (sub.started) await applyDeferredBonuses({ tx, userId })
  else if (type.bonuses_per_purchase > 0) {
    const at = new Date(sub.starts_at)
    await periodStartBonusesJob.enqueue(tx, { userId }, { runAt: at, key: `subscription-period-start-bonuses:${sub.id}` })
  }
  return applied
}
