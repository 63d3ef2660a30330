// A paid subscription: a new period that starts now, or where the current one ends (a renewal), plus its first month's
// tokens and the tariff's bonuses. Runs inside the transaction that marks the payment succeeded.
import type { Queryable } from '../db/port'
import { applyPaymentCredit } from '../money/apply-payment-credit'
import { scheduleRefill } from './refill-subscription-tokens-job'

export type TActivateSubscription = {
  db: Queryable
  userId: string
  paymentId: string
  subscriptionTypeId: number
  /** `${provider}:${providerPaymentId}`: the ledger's idempotency key for this payment. */
  paymentKey: string
}

export async function activateSubscription({ db, userId, paymentId, subscriptionTypeId, paymentKey }: TActivateSubscription): Promise<boolean> {
  const types = await db.query<{ duration_in_months: number; tokens_per_month: number; bonuses_per_purchase: number }>(
    `select duration_in_months, tokens_per_month, bonuses_per_purchase from public.subscription_types where id = $1`,
    [subscriptionTypeId],
  )
  const type = types[0]
  if (!type) throw new Error(`subscription type ${subscriptionTypeId} is gone`)
  const inserted = await db.query<{ id: string; refill_scheduled_at: Date | null }>(
    `with current as (
       select max(ends_at) as ends_at from private.subscriptions where user_id = $1 and ends_at > now()
     ), period as (
       select coalesce((select ends_at from current), now()) as starts_at
     )
     insert into private.subscriptions (user_id, subscription_type_id, payment_id, starts_at, ends_at, refill_scheduled_at)
     select $1, $2, $3, p.starts_at, p.starts_at + make_interval(months => $4),
            case when $4 > 1 then p.starts_at + interval '1 month' end
     from period p
     on conflict (payment_id) do nothing
     returning id, refill_scheduled_at`,
    [userId, subscriptionTypeId, paymentId, type.duration_in_months],
  )
  const sub = inserted[0]
  if (!sub) return false
  if (sub.refill_scheduled_at) await scheduleRefill(db, sub.id, new Date(sub.refill_scheduled_at))
  return applyPaymentCredit({
    db,
    paymentKey,
    userId,
    credits: { subscription_tokens: type.tokens_per_month, bonuses: type.bonuses_per_purchase },
    reason: 'subscription',
    ref: paymentId,
  })
}
