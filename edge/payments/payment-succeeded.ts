// The payment.succeeded event: credit what was bought, redeem the promo code, publish pay-in-success. Called once per
// payment, inside the transaction that moved it to succeeded; the ledger keys make even a repeat harmless.
import type { AppDeps } from '../context'
import type { Tx } from '../db/port'
import { userRoom } from '../../domain/realtime'
import { applyPaymentCredit } from '../money/apply-payment-credit'
import { activateSubscription } from '../subscriptions/activate-subscription'
import { rewardReferrer } from '../referrals/reward-referrer'

export type TPaymentRow = {
  id: string
  user_id: string
  kind: string
  amount_kopecks: number
  provider: string
  provider_payment_id: string | null
  status: string
  subscription_type_id: number | null
  tokens: number | null
  promo_code_id: number | null
  /** A renewal carries the coupon of the period it renews: that code was redeemed by the first charge. */
  renews_subscription_id?: string | null
}

export async function paymentSucceeded({ tx, deps, payment, paymentKey }: { tx: Tx; deps: AppDeps; payment: TPaymentRow; paymentKey: string }): Promise<void> {
  if (payment.kind === 'subscription' && payment.subscription_type_id != null) {
    await activateSubscription({ tx, userId: payment.user_id, paymentId: payment.id, subscriptionTypeId: payment.subscription_type_id, paymentKey })
  } else if (payment.tokens != null) {
    await applyPaymentCredit({ tx, paymentKey, userId: payment.user_id, credits: { permanent_tokens: payment.tokens }, reason: 'refill', ref: payment.id })
  }
  if (payment.promo_code_id != null && !payment.renews_subscription_id) {
    const redeemed = await tx.query<{ ok: boolean }>(`select private.redeem_promo_code($1, $2, $3) as ok`, [payment.user_id, payment.promo_code_id, payment.id])
    // Two discounted payments raced past the purchase check: both are paid, the code counts once.
    if (!redeemed[0]?.ok) deps.log.warn('promo code was already redeemed', { paymentId: payment.id, promoCodeId: payment.promo_code_id })
  }
  await rewardReferrer({ tx, friendId: payment.user_id, paymentId: payment.id })
  await tx.query(`update private.payments set applied_at = now() where id = $1`, [payment.id])
  await deps.realtime.publish(tx, { room: userRoom(payment.user_id), event: 'pay-in-success', data: { paymentId: payment.id, kind: payment.kind } })
}
