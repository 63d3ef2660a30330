// purchaseEcosystem: a token package priced from the package table, never from the client, less a promo code that
// discounts token packages (spec §5); the code is redeemed when the payment succeeds (payment-succeeded.ts).
import type { AppDeps } from '../context'
import { asService, type Caller } from '../db/port'
import { applyCoupon, couponAppliesToTokenPackages, PROMO_CODE_NOT_FOUND, TOKEN_PACKAGE_PRODUCT } from '../../domain/money/coupons'
import { formatTokens, rublesToKopecks } from '../../domain/money/format'
import { AppError } from '../http/errors'
import { findCouponDetails } from '../money/coupon-details'
import { tokenPackagePrice } from '../money/list-token-packages'
import { resolvePaymentMethod } from './resolve-payment-method'
import { startPayment, type TPaymentKind, type TStartedPayment } from './start-payment'
import { requirePayer } from './require-payer'
import { assertAllowed } from '../auth/assert-allowed'

export type TPurchaseTokens = {
  deps: AppDeps
  caller: Caller
  headers?: Headers
  amountTokens: number
  paymentMethod?: number | null
  paymentSystem?: string | null
  /** «Упс! Такого промокода не существует» also when the code exists but does not discount token packages. */
  promoCodeUrlKey?: string | null
  getParams?: unknown
  redirectAfterPayment?: string | null
  /** An order paid for with this refill (purchaseEcosystemOneTime); the tokens still land on the balance. */
  order?: { kind: TPaymentKind; ref: string } | null
  random?: () => number
}

export async function purchaseTokens(o: TPurchaseTokens): Promise<TStartedPayment> {
  const userId = requirePayer(o.caller)
  await assertAllowed(o.deps.db, userId, 'pay-ins')
  // Read once here: the payment records this amount, so a later price change never alters a started payment.
  const packagePrice = await asService(o.deps.db, (tx) => tokenPackagePrice(tx, o.amountTokens))
  if (packagePrice == null) throw new AppError('BAD_REQUEST', 'Такого пакета токенов нет')
  const methodId = resolvePaymentMethod(o)
  const { price, promoCodeId } = await discounted(o, packagePrice)
  if (price <= 0) throw new AppError('BAD_REQUEST', 'Сумма к оплате должна быть больше нуля')
  return startPayment({
    deps: o.deps,
    headers: o.headers,
    payment: {
      userId,
      kind: o.order?.kind ?? 'refill_tokens',
      product: 'balance',
      amountKopecks: rublesToKopecks(price),
      methodId,
      description: `Пополнение баланса Кампус: ${formatTokens(o.amountTokens)}`,
      tokens: o.amountTokens,
      promoCodeId,
      orderRef: o.order?.ref ?? null,
      getParams: o.getParams,
      redirectAfterPayment: o.redirectAfterPayment,
    },
  })
}

/** The package price less the promo code; unknown, used, or not for token packages (or not for this caller) is refused. */
async function discounted(o: TPurchaseTokens, packagePrice: number): Promise<{ price: number; promoCodeId: number | null }> {
  const key = o.promoCodeUrlKey?.trim()
  if (!key) return { price: packagePrice, promoCodeId: null }
  const coupon = await asService(o.deps.db, (tx) => findCouponDetails(tx, { caller: o.caller, by: 'url_key', value: key }))
  if (!couponAppliesToTokenPackages(coupon)) throw new AppError('NOT_FOUND', PROMO_CODE_NOT_FOUND)
  return { price: applyCoupon(packagePrice, coupon, TOKEN_PACKAGE_PRODUCT), promoCodeId: coupon.promoCodeId }
}
