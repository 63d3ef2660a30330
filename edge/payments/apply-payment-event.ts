// Applies a verified provider notification to our payment in one transaction: lock the row, check it is this
// provider's and this amount, move the status forward, and on success credit what was bought and tell the client;
// a refund takes the credits back once. Every refusal and every no-op is logged.
import type { AppDeps } from '../context'
import { asService } from '../db/port'
import type { TPaymentEvent } from './providers/provider'
import type { TProviderName } from './providers/registry'
import { paymentSucceeded, type TPaymentRow } from './payment-succeeded'
import { savePaymentMethod } from './save-payment-method'
import { reversePayment } from '../money/reverse-payment'

export type TPaymentEventOutcome = 'applied' | 'status-updated' | 'refunded' | 'ignored' | 'unknown-payment' | 'mismatch'

const RANK: Record<string, number> = { created: 0, pending: 1, succeeded: 2, canceled: 2, refunded: 3 }

type TLockedPayment = TPaymentRow & { method_id: number; renews_subscription_id: string | null }

export async function applyPaymentEvent({ deps, provider, event }: { deps: AppDeps; provider: TProviderName; event: Omit<TPaymentEvent, 'type'> }): Promise<TPaymentEventOutcome> {
  const log = { provider, providerPaymentId: event.providerPaymentId, ourPaymentId: event.ourPaymentId, status: event.status }
  return asService(deps.db, async (tx) => {
    const rows = await tx.query<TLockedPayment>(
      `select id, user_id, kind, amount_kopecks::int as amount_kopecks, provider, provider_payment_id, status, subscription_type_id, tokens, promo_code_id,
              method_id, renews_subscription_id
       from private.payments
       where (provider = $1 and provider_payment_id = $2) or ($3::uuid is not null and id = $3::uuid)
       order by (provider_payment_id = $2) desc nulls last limit 1
       for update`,
      [provider, event.providerPaymentId, isUuid(event.ourPaymentId) ? event.ourPaymentId : null],
    )
    const payment = rows[0]
    if (!payment) {
      deps.log.warn('payment notification for an unknown payment', log)
      return 'unknown-payment'
    }
    // CloudPayments knows a payment link by the order's id until it is paid; the transaction id replaces it then.
    const awaitsTransactionId = provider === 'cloudpayments' && (payment.status === 'created' || payment.status === 'pending')
    if (payment.provider !== provider || (payment.provider_payment_id && payment.provider_payment_id !== event.providerPaymentId && !awaitsTransactionId)) {
      deps.log.error('payment notification from another provider or payment', { ...log, paymentId: payment.id })
      return 'mismatch'
    }

    if (event.status === 'refunded') {
      if (!event.refund) {
        deps.log.warn('refunded state without a refund operation, waiting for the refund notification', { ...log, paymentId: payment.id })
        return 'ignored'
      }
      const outcome = await reversePayment({ tx, paymentId: payment.id, provider, ...event.refund, refundKopecks: event.refund.amountKopecks })
      if (outcome === 'mismatch') deps.log.error('refund larger than the payment', { ...log, paymentId: payment.id, refund: event.refund })
      else deps.log.info(`refund ${outcome}`, { ...log, paymentId: payment.id, refund: event.refund, paymentStatus: payment.status })
      return outcome === 'reversed' ? 'refunded' : outcome
    }

    if (Number(payment.amount_kopecks) !== event.amountKopecks) {
      deps.log.error('payment notification amount differs from ours', { ...log, paymentId: payment.id, ours: payment.amount_kopecks, theirs: event.amountKopecks })
      return 'mismatch'
    }
    // A success after a cancel is applied only when the provider's own API says so, never on a notification's word.
    const lateSuccess = payment.status === 'canceled' && event.status === 'succeeded'
    if (lateSuccess && !event.verifiedByProvider) {
      deps.log.warn('success after a cancel not confirmed by the provider, ignored', { ...log, paymentId: payment.id })
      return 'ignored'
    }
    const forward = lateSuccess || RANK[event.status]! > RANK[payment.status]!
    if (!forward) {
      deps.log.info('payment notification changes nothing', { ...log, paymentId: payment.id, ours: payment.status })
      return 'ignored'
    }
    if (lateSuccess) deps.log.warn('success after a cancel, confirmed by the provider', { ...log, paymentId: payment.id })
    await tx.query(
      `update private.payments set status = $2, provider_payment_id = case when $4 then $3 else coalesce(provider_payment_id, $3) end where id = $1`,
      [payment.id, event.status, event.providerPaymentId, awaitsTransactionId],
    )
    if (event.status !== 'succeeded') {
      // A cancelled payment can no longer use its promo code: the client may open another payment with it.
      if (event.status === 'canceled' && payment.promo_code_id != null) await tx.query(`select private.release_promo_code($1)`, [payment.id])
      if (event.status === 'canceled' && payment.renews_subscription_id) {
        await tx.query(`update private.subscriptions set renewal_status = 'failed' where id = $1 and renewal_status is distinct from 'renewed'`, [payment.renews_subscription_id])
        deps.log.warn('subscription renewal declined', { ...log, paymentId: payment.id, subscriptionId: payment.renews_subscription_id })
      }
      return 'status-updated'
    }
    if (payment.kind === 'subscription' && event.savedMethod) {
      await savePaymentMethod({ tx, paymentId: payment.id, userId: payment.user_id, provider, methodId: payment.method_id, method: event.savedMethod })
    }
    await paymentSucceeded({ tx, deps, payment, paymentKey: `${provider}:${event.providerPaymentId}` })
    if (payment.renews_subscription_id) {
      await tx.query(`update private.subscriptions set renewal_status = 'renewed' where id = $1`, [payment.renews_subscription_id])
    }
    return 'applied'
  })
}

const isUuid = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)
