// Coupon rules of the price a client pays (platform spec §3 Coupon details, §5 promo rules): pure.
import { rublesToKopecks } from './format'

export const PROMO_CODE_NOT_FOUND = 'Упс! Такого промокода не существует'
export const PROMO_CODE_ALREADY_USED = 'Упс! Ты уже активировал промокод'
/** The client's one use of the code is held by another payment that may still be paid. */
export const PROMO_CODE_HELD = 'Промокод уже применён к открытой оплате: заверши её или попробуй через час'

export type TApplyOnType = 'all' | 'specific_products' | 'specific_product_prices'

export type TCouponTerms = {
  isApplicable: boolean
  amount: number
  amountType: 'fixed' | 'percent'
  applyOnType: TApplyOnType
  applicableProducts: readonly string[]
  applicableProductPrices: readonly number[]
}

/** How long a coupon lasts (spec §3 Coupon details: durationType, intervalCount, intervalUnit). */
export type TCouponDuration = {
  durationType: string
  intervalCount: number | null
  intervalUnit: string | null
}

export type TCouponProduct = { productId: string; productPriceId?: number | null }

/** The product a token package is (spec §3 Payment products): a coupon discounts packages when it matches this. */
export const TOKEN_PACKAGE_PRODUCT: TCouponProduct = { productId: 'balance' }

/** Whether the coupon discounts token packages for this caller (the refill popup shows the discounted price then). */
export const couponAppliesToTokenPackages = (coupon: TCouponTerms): boolean => couponMatches(coupon, TOKEN_PACKAGE_PRODUCT)

/** Whether the coupon may discount this product at all. */
export function couponMatches(coupon: TCouponTerms, product: TCouponProduct): boolean {
  if (!coupon.isApplicable) return false
  switch (coupon.applyOnType) {
    case 'all':
      return true
    case 'specific_products':
      return coupon.applicableProducts.includes(product.productId)
    case 'specific_product_prices':
      return product.productPriceId != null && coupon.applicableProductPrices.includes(product.productPriceId)
  }
}

/**
 * The price after the coupon: a fixed discount subtracts its amount; a percent one rounds the result up
 * (the client never pays a fraction of a ruble less than the rule allows). Never below zero; the price
 * is unchanged when the coupon does not apply.
 */
export function applyCoupon(price: number, coupon: TCouponTerms, product: TCouponProduct): number {
  if (!couponMatches(coupon, product)) return price
  // Integer arithmetic first so 990 × 75 / 100 is exactly 742.5 before rounding up.
  // A fixed amount may have kopecks (the back-office allows two places): subtracted in kopecks, not floating rubles.
  const discounted = coupon.amountType === 'fixed' ? (rublesToKopecks(price) - rublesToKopecks(coupon.amount)) / 100 : Math.ceil((price * (100 - coupon.amount)) / 100)
  return Math.max(0, discounted)
}

/** A tariff as the coupon sees it: its whole price, its months and its product. */
export type TCouponTariff = TCouponProduct & { price: number; durationInMonths: number }

/**
 * How many of a tariff's months the coupon discounts (spec §3 Coupon details):
 * - `forever`: every month of the tariff;
 * - `repeating`: the first intervalCount months (intervalUnit year = 12 months), at most the tariff's;
 * - `once`: the first charge only. A tariff's first charge pays for all its months, so a `once` coupon with
 *   no window (spring_sale, tokens20) discounts the whole price. When a `once` coupon names a window — sub25,
 *   sub50, old25 are «once, 1 month»: «25% на первый месяц» — that window bounds it: only the first month of
 *   the 3- or 12-month charge is discounted, never the whole charge (the bug of issue 16).
 * Anything unknown discounts nothing.
 */
export function discountedMonths(duration: TCouponDuration, months: number): number {
  const window = windowMonths(duration)
  switch (duration.durationType) {
    case 'forever':
      return months
    case 'repeating':
      return Math.min(window ?? 0, months)
    case 'once':
      return window == null ? months : Math.min(window, months)
    default:
      return 0
  }
}

/**
 * The price of a tariff with a coupon — the one function the tariff page shows and the purchase charges.
 * Of a tariff of N months whose coupon covers K of them, K months' share of the price (price × K / N) is
 * discounted — by the percent, or by the fixed amount per month (never below that month's share) — and the
 * other months are at full price; a percent result rounds up as applyCoupon does. K = N is applyCoupon itself.
 */
export function discountedTariffPrice(tariff: TCouponTariff, coupon: TCouponTerms & TCouponDuration): number {
  if (!couponMatches(coupon, tariff)) return tariff.price
  return priceWithDiscountedMonths(tariff, coupon, discountedMonths(coupon, Math.max(1, tariff.durationInMonths)))
}

/**
 * The months of a renewal charge the coupon of the first charge still discounts, after the `usedMonths` its earlier
 * charges paid for: `forever` — every renewal; `repeating` — what is left of its window (a 3-month window on a
 * monthly tariff: the first charge and two renewals); `once` — none, it was the first charge's. Anything unknown: none.
 */
export function renewalDiscountedMonths(duration: TCouponDuration, usedMonths: number, months: number): number {
  if (duration.durationType === 'forever') return months
  if (duration.durationType !== 'repeating') return 0
  return Math.max(0, Math.min((windowMonths(duration) ?? 0) - Math.max(0, usedMonths), months))
}

/** A renewal's price: the tariff's, with the months renewalDiscountedMonths gives discounted as a first charge's are. */
export function renewalTariffPrice(tariff: TCouponTariff, coupon: TCouponTerms & TCouponDuration, usedMonths: number): number {
  if (!couponMatches(coupon, tariff)) return tariff.price
  return priceWithDiscountedMonths(tariff, coupon, renewalDiscountedMonths(coupon, usedMonths, Math.max(1, tariff.durationInMonths)))
}

const windowMonths = (d: TCouponDuration): number | null => (d.intervalCount == null ? null : d.intervalCount * (d.intervalUnit === 'year' ? 12 : 1))

/** Of a tariff of N months, K of them discounted (K ≥ N: the whole price through applyCoupon). */
function priceWithDiscountedMonths(tariff: TCouponTariff, coupon: TCouponTerms, k: number): number {
  const n = Math.max(1, tariff.durationInMonths)
  if (k <= 0) return tariff.price
  if (k >= n) return applyCoupon(tariff.price, coupon, tariff)
  if (coupon.amountType === 'percent') return Math.max(0, Math.ceil((tariff.price * (100 * n - coupon.amount * k)) / (100 * n)))
  // Fixed: each discounted month loses the amount, but no more than its own share of the price.
  const perMonthOff = Math.min(coupon.amount, tariff.price / n)
  return Math.max(0, Math.ceil(tariff.price - perMonthOff * k))
}
