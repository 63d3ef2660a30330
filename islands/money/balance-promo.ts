// Promo codes for token packages (platform.md §3 Coupon details, §5 promo rules): a typed code or the saved `offer`
// is looked up, and applies to the refill only when the coupon matches the balance product.
import { couponMatches, type TApplyOnType, type TCouponTerms } from '../../domain/money/coupons'
import { STORAGE_KEYS } from '../../domain/query-params'
import { gql } from '../graphql/client'
import { CouponByPromoCodeDocument, CouponByPromoCodeUrlKeyDocument, type CouponByPromoCodeQuery } from '../graphql/generated/money/graphql'

/** The product id token packages are sold as (spec §3 Payment products). */
export const BALANCE_PRODUCT = { productId: 'balance' } as const

const PROMO_NOT_FOR_ACCOUNT = 'Этот промокод не действует для твоего аккаунта'
const PROMO_NOT_FOR_BALANCE = 'Этот промокод не действует для пополнения баланса'

type TCouponAnswer = CouponByPromoCodeQuery['getCouponDetailsByPromoCode']
export type TBalanceCoupon = TCouponTerms & { promoCode: string; urlKey: string; description: string | null }

const APPLY_ON: readonly TApplyOnType[] = ['all', 'specific_products', 'specific_product_prices']

function toCouponTerms(c: TCouponAnswer): TBalanceCoupon {
  return {
    isApplicable: c.isApplicable,
    amount: c.amount,
    amountType: c.amountType === 'fixed' ? 'fixed' : 'percent',
    applyOnType: APPLY_ON.find((t) => t === c.applyOnType) ?? 'specific_products',
    applicableProducts: c.applicableProducts,
    applicableProductPrices: c.applicableProductPrices,
    promoCode: c.promoCode,
    urlKey: c.promoCodeUrlKey,
    description: c.userDescription ?? null,
  }
}

/** A coupon for token packages, or the Russian reason it is not one (server messages: the spec's «Упс!…»). */
export async function balanceCoupon(by: { code: string } | { urlKey: string }): Promise<TBalanceCoupon> {
  const details =
    'code' in by
      ? (await gql(CouponByPromoCodeDocument, { promoCode: by.code })).getCouponDetailsByPromoCode
      : (await gql(CouponByPromoCodeUrlKeyDocument, { promoCodeUrlKey: by.urlKey })).getCouponDetailsByPromoCodeUrlKey
  const coupon = toCouponTerms(details)
  if (!coupon.isApplicable) throw new Error(PROMO_NOT_FOR_ACCOUNT)
  if (!couponMatches(coupon, BALANCE_PRODUCT)) throw new Error(PROMO_NOT_FOR_BALANCE)
  return coupon
}

/** The `offer` saved from the address (a promo code's address key), if any. */
export function storedOffer(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.promoCode)
  } catch {
    return null
  }
}
