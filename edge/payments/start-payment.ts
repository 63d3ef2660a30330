// Records a priced payment, then asks the chosen provider for its payment page; the record comes first so the
// provider's idempotency key (our id) exists before any money can move.
import type { AppDeps } from '../context'
import { ANALYTICS_OFF_SETTING, asService, type Tx } from '../db/port'
import type { TPaymentMethodId } from '../../domain/money/payment-methods'
import { AppError } from '../http/errors'
import { PaymentProviderError } from './providers/provider'
import { notificationUrl, paymentBaseUrl, paymentReturnUrl } from './payment-urls'
import { analyticsRefused } from '../analytics/request-context'
import { PROMO_CODE_HELD } from '../../domain/money/coupons'

export type TPaymentKind = 'subscription' | 'refill_tokens' | 'text_copilot_order' | 'library_order' | 'ai_order' | 'ai_referat_order' | 'ai_presentation_order'

export type TNewPayment = {
  userId: string
  kind: TPaymentKind
  product: string
  amountKopecks: number
  methodId: TPaymentMethodId
  description: string
  subscriptionTypeId?: number | null
  tokens?: number | null
  promoCodeId?: number | null
  orderRef?: string | null
  getParams?: unknown
  redirectAfterPayment?: string | null
}

export type TStartedPayment = { paymentId: string; redirectUrl: string }

// A retry within this window reuses the payment the provider may already know, instead of opening a second one.
const REUSE_WINDOW = '30 minutes'

export async function startPayment({ deps, headers, payment }: { deps: AppDeps; headers?: Headers; payment: TNewPayment }): Promise<TStartedPayment> {
  const provider = deps.ports.payments.byMethod(payment.methodId)
  if (!provider) throw new AppError('BAD_REQUEST', 'Этот способ оплаты больше не поддерживается, выбери другой')
  const p = payment
  const paymentId = await asService(deps.db, async (tx) => {
    // The visitor switched analytics off in the cookie notice: the payment keeps it (analytics_off), so neither
    // payment_started nor, on the bank's callback, payment_succeeded is recorded (payments_track).
    if (headers && analyticsRefused(headers)) await tx.query(`select set_config($1, 'on', true)`, [ANALYTICS_OFF_SETTING])
    const same = await tx.query<{ id: string }>(
      `select id from private.payments
       where user_id = $1 and status = 'created' and kind = $2 and amount_kopecks = $3 and provider = $4 and method_id = $5
         and subscription_type_id is not distinct from $6 and tokens is not distinct from $7 and promo_code_id is not distinct from $8
         and order_ref is not distinct from $9 and created_at > now() - $10::interval
       order by created_at desc limit 1 for update`,
      [p.userId, p.kind, p.amountKopecks, provider.name, p.methodId, p.subscriptionTypeId ?? null, p.tokens ?? null, p.promoCodeId ?? null, p.orderRef ?? null, REUSE_WINDOW],
    )
    const id = same[0]?.id ?? (await insertPayment(tx, p, provider.name))
    // A single-use code is held by the payment it discounts from now on, so a second discounted payment cannot open
    // while this one may still be paid (the reservation goes back when it is cancelled or left unpaid for an hour).
    if (p.promoCodeId != null) {
      const [held] = await tx.query<{ ok: boolean }>(`select private.reserve_promo_code($1, $2, $3) as ok`, [p.userId, p.promoCodeId, id])
      if (!held?.ok) throw new AppError('CONFLICT', PROMO_CODE_HELD)
    }
    return id
  })

  const base = paymentBaseUrl(deps.settings, headers)
  let created
  try {
    created = await provider.createPayment({
      paymentId,
      amountKopecks: p.amountKopecks,
      description: p.description,
      returnUrl: paymentReturnUrl(base, paymentId, p.redirectAfterPayment),
      notificationUrl: notificationUrl(base, provider.name),
      customer: { id: p.userId },
      recurrent: p.kind === 'subscription',
    })
  } catch (e) {
    // The record stays `created`; the same purchase again reuses it and its idempotency key.
    deps.log.warn('payment provider failed', { paymentId, provider: provider.name, error: String(e) })
    if (e instanceof PaymentProviderError) throw e
    throw new PaymentProviderError(provider.name, true, String(e))
  }
  await asService(deps.db, (tx) =>
    tx.query(`update private.payments set provider_payment_id = $2, status = 'pending' where id = $1 and status = 'created'`, [
      paymentId,
      created.providerPaymentId,
    ]),
  )
  return { paymentId, redirectUrl: created.redirectUrl }
}

/** A new payment record in `created`; its id is the provider's idempotency key. */
async function insertPayment(tx: Tx, p: TNewPayment, provider: string): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into private.payments (user_id, kind, product, amount_kopecks, provider, method_id, subscription_type_id, tokens, promo_code_id, order_ref, get_params, redirect_after_payment)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text::jsonb, $12) returning id`,
    [p.userId, p.kind, p.product, p.amountKopecks, provider, p.methodId, p.subscriptionTypeId ?? null, p.tokens ?? null, p.promoCodeId ?? null, p.orderRef ?? null, JSON.stringify(p.getParams ?? {}), p.redirectAfterPayment ?? null],
  )
  return rows[0]!.id
}
