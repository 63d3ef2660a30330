// Coupon rules of the price a client pays (platform spec §3 Coupon details, §5 promo rules): pure.

export const PROMO_CODE_NOT_FOUND = 'Упс! Такого промокода не существует'
export const PROMO_CODE_ALREADY_USED = 'Упс! Ты уже активировал промокод'

export type TApplyOnType = 'all' | 'specific_products' | 'specific_product_prices'

export type TCouponTerms = {
  isApplicable: boolean
  amount: number
  amountType: 'fixed' | 'percent'
  applyOnType: TApplyOnType
  applicableProducts: readonly string[]
  applicableProductPrices: readonly number[]
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
  const discounted = coupon.amountType === 'fixed' ? price - coupon.amount : Math.ceil((price * (100 - coupon.amount)) / 100)
  return Math.max(0, discounted)
}
