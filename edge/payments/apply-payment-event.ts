// Applies a verified provider notification to our payment in one transaction: lock the row, check it is this
// provider's and this amount, move the status forward, and on success credit what was bought and tell the client.
import type { AppDeps } from '../context'
import type { TPaymentEvent } from './providers/provider'
import type { TProviderName } from './providers/registry'
import { paymentSucceeded, type TPaymentRow } from './payment-succeeded'

export type TPaymentEventOutcome = 'applied' | 'status-updated' | 'ignored' | 'unknown-payment' | 'mismatch'

const RANK: Record<string, number> = { created: 0, pending: 1, succeeded: 2, canceled: 2, refunded: 3 }

export async function applyPaymentEvent({ deps, provider, event }: { deps: AppDeps; provider: TProviderName; event: Omit<TPaymentEvent, 'type'> }): Promise<TPaymentEventOutcome> {
  return deps.db.transaction(async (tx) => {
    const rows = await tx.query<TPaymentRow>(
      `select id, user_id, kind, amount_kopecks::int as amount_kopecks, provider, provider_payment_id, status, subscription_type_id, tokens, promo_code_id
       from private.payments
       where (provider = $1 and provider_payment_id = $2) or ($3::uuid is not null and id = $3::uuid)
       order by (provider_payment_id = $2) desc nulls last limit 1
       for update`,
      [provider, event.providerPaymentId, isUuid(event.ourPaymentId) ? event.ourPaymentId : null],
    )
    const payment = rows[0]
    if (!payment) {
      deps.log.warn('payment notification for an unknown payment', { provider, providerPaymentId: event.providerPaymentId, ourPaymentId: event.ourPaymentId })
      return 'unknown-payment'
    }
    if (payment.provider !== provider || (payment.provider_payment_id && payment.provider_payment_id !== event.providerPaymentId)) {
      deps.log.error('payment notification from another provider or payment', { paymentId: payment.id, provider, providerPaymentId: event.providerPaymentId })
      return 'mismatch'
    }
    if (Number(payment.amount_kopecks) !== event.amountKopecks) {
      deps.log.error('payment notification amount differs from ours', { paymentId: payment.id, ours: payment.amount_kopecks, theirs: event.amountKopecks })
      return 'mismatch'
    }
    const forward = RANK[event.status]! > RANK[payment.status]! && (event.status !== 'refunded' || payment.status === 'succeeded')
    if (!forward) return 'ignored'
    await tx.query(`update private.payments set status = $2, provider_payment_id = coalesce(provider_payment_id, $3) where id = $1`, [
      payment.id,
      event.status,
      event.providerPaymentId,
    ])
    if (event.status !== 'succeeded') return 'status-updated'
    await paymentSucceeded({ tx, deps, payment, paymentKey: `${provider}:${event.providerPaymentId}` })
    return 'applied'
  })
}

const isUuid = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)
