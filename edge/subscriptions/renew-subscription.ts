// Renewal by recurring charge: when a renewable period reaches its end, charge the card saved with its payment through
// the provider that took it (T-Bank Init+Charge with RebillId, YooKassa payment_method_id, CloudPayments
// tokens/charge, the test bank's fake card), at the tariff's price less what the period's coupon still discounts
// (renewal-price.ts). One renewal payment per period (a unique key on the payment row), our
// payment id as the provider's idempotency key, so a retried job never charges twice. A success activates the next
// period like any subscription payment; a decline, no saved card or a cancelled renewal leaves the period ended.
import type { AppDeps } from '../context'
import { asService } from '../db/port'
import { applyPaymentEvent } from '../payments/apply-payment-event'
import { notificationUrl, paymentBaseUrl } from '../payments/payment-urls'
import { PaymentProviderError, type TPaymentStatus } from '../payments/providers/provider'
import type { TProviderName } from '../payments/providers/registry'
import { renewalPrice } from './renewal-price'
import { rublesToKopecks } from '../../domain/money/format'

export type TRenewalOutcome = 'renewed' | 'pending' | 'failed' | 'no_method' | 'not_renewable' | 'superseded' | 'not-due' | 'decided'

type TDue = {
  user_id: string
  ends_at: Date
  is_renewable: boolean
  renewal_status: string | null
  subscription_type_id: number
  title: string
  price: number
  product_id: string
  product_price_id: number
  duration_in_months: number
  promo_code_id: number | null
  method_row_id: string | null
  method_provider: TProviderName | null
  method_id: number | null
  token: string | null
  later: boolean
}

type TRenewalPayment = { id: string; status: TPaymentStatus | 'created'; provider: TProviderName; provider_payment_id: string | null; amount_kopecks: number; token: string; userId: string }

const FINAL = new Set(['renewed', 'failed', 'no_method', 'not_renewable', 'superseded', 'refunded'])

export async function renewSubscription({ deps, subscriptionId }: { deps: AppDeps; subscriptionId: string }): Promise<TRenewalOutcome> {
  const { db, log } = deps
  const step = await asService(db, async (tx): Promise<TRenewalOutcome | TRenewalPayment> => {
    const rows = await tx.query<TDue>(
      `select s.user_id, s.ends_at, s.is_renewable, s.renewal_status, s.subscription_type_id, t.title, t.price,
              t.product_id, t.product_price_id, t.duration_in_months, p.promo_code_id,
              m.id as method_row_id, m.provider as method_provider, m.method_id, m.token,
              exists (select 1 from private.subscriptions o where o.user_id = s.user_id and o.id <> s.id and o.ends_at > s.ends_at) as later
       from private.subscriptions s
       join public.subscription_types t on t.id = s.subscription_type_id
       join private.payments p on p.id = s.payment_id
       left join private.payment_methods m on m.id = p.payment_method_id
       where s.id = $1 and s.ends_at <= now()
       for update of s`,
      [subscriptionId],
    )
    const s = rows[0]
    if (!s) return 'not-due'
    if (s.renewal_status && FINAL.has(s.renewal_status)) return 'decided'
    const decide = async (status: TRenewalOutcome) => {
      await tx.query(`update private.subscriptions set renewal_status = $2 where id = $1`, [subscriptionId, status])
      log.info(`subscription not renewed: ${status}`, { subscriptionId, userId: s.user_id })
      return status
    }
    // A period bought while this one ran follows it and renews itself at its own end.
    if (s.later) return decide('superseded')
    if (!s.is_renewable) return decide('not_renewable')
    if (!s.method_row_id || !s.method_provider || s.method_id == null || !s.token) return decide('no_method')
    // Under the subscription's lock, a plain read sees any renewal payment an earlier run committed; inserting only when
    // there is none means never waiting on that payment's row while holding this lock (which its settling needs).
    const existing = await tx.query<Omit<TRenewalPayment, 'token' | 'userId'>>(
      `select id, status, provider, provider_payment_id, amount_kopecks::int as amount_kopecks from private.payments where renews_subscription_id = $1`,
      [subscriptionId],
    )
    if (existing[0]) return { ...existing[0], token: s.token, userId: s.user_id }
    // A coupon bought with the period may discount its renewal too (forever, or a repeating window not used up).
    const tariff = { productId: s.product_id, productPriceId: s.product_price_id, price: s.price, durationInMonths: s.duration_in_months }
    const priced = await renewalPrice(tx, { userId: s.user_id, promoCodeId: s.promo_code_id, tariff })
    const inserted = await tx.query<Omit<TRenewalPayment, 'token' | 'userId'>>(
      `insert into private.payments (user_id, kind, product, amount_kopecks, provider, method_id, subscription_type_id, payment_method_id, renews_subscription_id, promo_code_id)
       values ($1, 'subscription', 'subscription', $2, $3, $4, $5, $6, $7, $8)
       returning id, status, provider, provider_payment_id, amount_kopecks::int as amount_kopecks`,
      [s.user_id, rublesToKopecks(priced.price), s.method_provider, s.method_id, s.subscription_type_id, s.method_row_id, subscriptionId, priced.promoCodeId],
    )
    await tx.query(`update private.subscriptions set renewal_status = 'charging' where id = $1`, [subscriptionId])
    return { ...inserted[0]!, token: s.token, userId: s.user_id }
  })
  if (typeof step === 'string') return step
  const payment = step
  if (payment.status !== 'created') return outcomeOf(payment.status)

  const fail = async (reason: string) => {
    log.warn('subscription renewal charge refused', { subscriptionId, paymentId: payment.id, provider: payment.provider, reason })
    await asService(db, async (tx) => {
      await tx.query(`update private.payments set status = 'canceled' where id = $1 and status = 'created'`, [payment.id])
      await tx.query(`update private.subscriptions set renewal_status = 'failed' where id = $1 and renewal_status = 'charging'`, [subscriptionId])
    })
    return 'failed' as const
  }
  const adapter = deps.ports.payments.byName(payment.provider)
  if (!adapter || adapter.name !== payment.provider || !adapter.chargeSaved) return fail('провайдер не настроен для повторных списаний')
  let charged
  try {
    charged = await adapter.chargeSaved({
      paymentId: payment.id,
      amountKopecks: payment.amount_kopecks,
      description: 'Продление подписки Кампус',
      notificationUrl: notificationUrl(paymentBaseUrl(deps.settings), payment.provider),
      customerId: payment.userId,
      token: payment.token,
    })
  } catch (e) {
    // Not answered: the job is retried with the same payment id, which the provider treats as the same charge.
    if (e instanceof PaymentProviderError && e.retryable) throw e
    return fail(String(e instanceof Error ? e.message : e) + (e instanceof PaymentProviderError ? ` ${JSON.stringify(e.details ?? {})}` : ''))
  }
  await asService(db, (tx) =>
    tx.query(`update private.payments set provider_payment_id = $2, status = 'pending' where id = $1 and status = 'created'`, [payment.id, charged.providerPaymentId]),
  )
  if (charged.status === 'pending') {
    log.info('subscription renewal charge pending, the notification will settle it', { subscriptionId, paymentId: payment.id })
    return 'pending'
  }
  // The provider's API answered the charge itself: as trustworthy as a re-fetch.
  await applyPaymentEvent({
    deps,
    provider: payment.provider,
    event: { providerPaymentId: charged.providerPaymentId, ourPaymentId: payment.id, status: charged.status, amountKopecks: payment.amount_kopecks, raw: null, verifiedByProvider: true },
  })
  return outcomeOf(charged.status)
}

const outcomeOf = (status: string): TRenewalOutcome => (status === 'succeeded' || status === 'refunded' ? 'renewed' : status === 'canceled' ? 'failed' : 'pending')
