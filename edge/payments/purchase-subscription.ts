// purchase: a subscription priced on the server (tariff price, less a promo code that applies), then the provider's page.
import type { AppDeps } from '../context'
import { asService, type Caller } from '../db/port'
import { discountedTariffPrice } from '../../domain/money/coupons'
import { formatRubles, rublesToKopecks } from '../../domain/money/format'
import { AppError } from '../http/errors'
import { findCouponDetails } from '../money/coupon-details'
import { resolvePaymentMethod } from './resolve-payment-method'
import { startPayment, type TStartedPayment } from './start-payment'
import { requirePayer } from './require-payer'
import { assertAllowed } from '../auth/assert-allowed'

export type TPurchaseSubscription = {
  deps: AppDeps
  caller: Caller
  headers?: Headers
  subscriptionTypeId: number
  /** What the client showed, in rubles; refused when it differs from the server's price. */
  amount?: number | null
  paymentMethod?: number | null
  paymentSystem?: string | null
  promoCodeUrlKey?: string | null
  getParams?: unknown
  redirectAfterPayment?: string | null
  random?: () => number
}

const priceChangedMessage = (rubles: number) => `Цена изменилась: к оплате ${formatRubles(rubles)}. Обнови страницу и попробуй ещё раз`

export async function purchaseSubscription(o: TPurchaseSubscription): Promise<TStartedPayment> {
  const userId = requirePayer(o.caller)
  await assertAllowed(o.deps.db, userId, 'pay-ins')
  const methodId = resolvePaymentMethod(o)
  const priced = await asService(o.deps.db, async (tx) => {
    const rows = await tx.query<{ id: number; title: string; price: number; product_id: string; product_price_id: number; duration_in_months: number; is_available: boolean }>(
      `select id, title, price, product_id, product_price_id, duration_in_months, is_available from public.subscription_types where id = $1`,
      [o.subscriptionTypeId],
    )
    const tariff = rows[0]
    if (!tariff || !tariff.is_available) throw new AppError('NOT_FOUND', 'Такого тарифа нет')
    const coupon = o.promoCodeUrlKey ? await findCouponDetails(tx, { caller: o.caller, by: 'url_key', value: o.promoCodeUrlKey }) : null
    // The same function as the tariff page's discountInfo (list-subscription-types.ts): what is shown is what is charged.
    const terms = { productId: tariff.product_id, productPriceId: tariff.product_price_id, price: tariff.price, durationInMonths: tariff.duration_in_months }
    const price = coupon ? discountedTariffPrice(terms, coupon) : tariff.price
    return { tariff, price, promoCodeId: coupon && price !== tariff.price ? coupon.promoCodeId : null }
  })
  if (o.amount != null && rublesToKopecks(o.amount) !== rublesToKopecks(priced.price)) throw new AppError('BAD_REQUEST', priceChangedMessage(priced.price))
  if (priced.price <= 0) throw new AppError('BAD_REQUEST', 'Сумма к оплате должна быть больше нуля')
  return startPayment({
    deps: o.deps,
    headers: o.headers,
    payment: {
      userId,
      kind: 'subscription',
      product: 'subscription',
      amountKopecks: rublesToKopecks(priced.price),
      methodId,
      description: `Подписка Кампус: ${priced.tariff.title}`,
      subscriptionTypeId: priced.tariff.id,
      promoCodeId: priced.promoCodeId,
      getParams: o.getParams,
      redirectAfterPayment: o.redirectAfterPayment,
    },
  })
}
