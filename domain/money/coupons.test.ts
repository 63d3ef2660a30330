import { describe, expect, it } from 'vitest'
import {
  applyCoupon,
  couponAppliesToTokenPackages,
  couponMatches,
  discountedMonths,
  discountedTariffPrice,
  renewalDiscountedMonths,
  renewalTariffPrice,
  TOKEN_PACKAGE_PRODUCT,
  type TCouponTerms,
} from './coupons'

const sub25: TCouponTerms = { isApplicable: true, amount: 25, amountType: 'percent', applyOnType: 'specific_products', applicableProducts: ['subscription'], applicableProductPrices: [] }
const spring: TCouponTerms = { isApplicable: true, amount: 300, amountType: 'fixed', applyOnType: 'specific_product_prices', applicableProducts: [], applicableProductPrices: [10, 11] }
const anything: TCouponTerms = { ...sub25, applyOnType: 'all', applicableProducts: [] }
const monthA = { productId: 'subscription', productPriceId: 9 }
const quarterA = { productId: 'subscription', productPriceId: 10 }

describe('applyCoupon', () => {
  it('rounds a percent discount up', () => {
    expect(applyCoupon(990, sub25, monthA)).toBe(743) // 742.5
    expect(applyCoupon(1290, { ...sub25, amount: 50 }, monthA)).toBe(645)
    expect(applyCoupon(999, { ...sub25, amount: 33 }, monthA)).toBe(670) // 669.33
    expect(applyCoupon(1000, { ...sub25, amount: 30 }, monthA)).toBe(700)
  })

  it('subtracts a fixed discount and never goes below zero', () => {
    expect(applyCoupon(2490, spring, quarterA)).toBe(2190)
    expect(applyCoupon(200, spring, quarterA)).toBe(0)
    expect(applyCoupon(500, { ...anything, amount: 100 }, monthA)).toBe(0)
    // Kopecks of a fixed amount are subtracted in kopecks: 1 − 0.34 is 0.6599999999999999 in floating point.
    expect(applyCoupon(1, { ...spring, amount: 0.34, applyOnType: 'all' }, monthA)).toBe(0.66)
    expect(applyCoupon(190, { ...spring, amount: 26.2, applyOnType: 'all' }, monthA)).toBe(163.8)
  })

  it('leaves the price alone when the coupon is not applicable to the caller', () => {
    expect(applyCoupon(990, { ...sub25, isApplicable: false }, monthA)).toBe(990)
  })

  it('matches all, specific products and specific product prices', () => {
    expect(couponMatches(anything, { productId: 'balance' })).toBe(true)
    expect(couponMatches(sub25, { productId: 'balance' })).toBe(false)
    expect(couponMatches(sub25, monthA)).toBe(true)
    expect(couponMatches(spring, monthA)).toBe(false)
    expect(couponMatches(spring, quarterA)).toBe(true)
    expect(couponMatches(spring, { productId: 'subscription' })).toBe(false)
    expect(applyCoupon(990, spring, monthA)).toBe(990)
  })
})

describe('token packages', () => {
  const tokens20: TCouponTerms = { isApplicable: true, amount: 20, amountType: 'percent', applyOnType: 'specific_products', applicableProducts: ['balance'], applicableProductPrices: [] }

  it('a balance coupon discounts packages; a subscription one or one the caller may not use does not', () => {
    expect(couponAppliesToTokenPackages(tokens20)).toBe(true)
    expect(couponAppliesToTokenPackages(anything)).toBe(true)
    expect(couponAppliesToTokenPackages(sub25)).toBe(false)
    expect(couponAppliesToTokenPackages(spring)).toBe(false)
    expect(couponAppliesToTokenPackages({ ...tokens20, isApplicable: false })).toBe(false)
    expect(applyCoupon(490, tokens20, TOKEN_PACKAGE_PRODUCT)).toBe(392)
    expect(applyCoupon(190, tokens20, TOKEN_PACKAGE_PRODUCT)).toBe(152)
  })
})

// The seeded offers (supabase/migrations/20261121002010_money_offers.sql, 20261121002300_token_promo.sql) and tariffs.
const once1 = { durationType: 'once', intervalCount: 1, intervalUnit: 'month' }
const seeded = {
  sub25: { ...sub25, ...once1 },
  sub50: { ...sub25, amount: 50, ...once1 },
  old25: { ...spring, amount: 25, amountType: 'percent' as const, applicableProductPrices: [9, 16, 19], ...once1 },
  spring_sale: { ...spring, applicableProductPrices: [10, 11, 17, 18, 20, 21], durationType: 'once', intervalCount: null, intervalUnit: null },
  tokens20: { ...tokens20Terms(), durationType: 'once', intervalCount: null, intervalUnit: null },
}
function tokens20Terms(): TCouponTerms {
  return { isApplicable: true, amount: 20, amountType: 'percent', applyOnType: 'specific_products', applicableProducts: ['balance'], applicableProductPrices: [] }
}
const tariffs = [
  [990, 1, 9], [2490, 3, 10], [7990, 12, 11],
  [1290, 1, 16], [2990, 3, 17], [8990, 12, 18],
  [690, 1, 19], [1790, 3, 20], [5990, 12, 21],
].map(([price, durationInMonths, productPriceId]) => ({ price: price!, durationInMonths: durationInMonths!, productPriceId: productPriceId!, productId: 'subscription' }))

describe('discountedTariffPrice: every seeded coupon × every tariff', () => {
  // Expected by hand from the offer's own words, not from the function: «N% на первый месяц» takes N% of one
  // month's share (price / months) and leaves the other months at full price; the spring sale takes 300 ₽ off the
  // longer tariffs' first (whole) charge; old25 is monthly tariffs only; tokens20 is no subscription discount.
  const firstMonthOff = (pct: number) => (t: { price: number; durationInMonths: number }) => Math.ceil(t.price - (t.price / t.durationInMonths) * pct / 100 - 1e-9)
  const expected: Record<keyof typeof seeded, (t: (typeof tariffs)[number]) => number> = {
    sub25: firstMonthOff(25),
    sub50: firstMonthOff(50),
    old25: (t) => (t.durationInMonths === 1 ? Math.ceil(t.price * 0.75 - 1e-9) : t.price),
    spring_sale: (t) => (t.durationInMonths > 1 ? t.price - 300 : t.price),
    tokens20: (t) => t.price,
  }
  for (const [key, coupon] of Object.entries(seeded) as [keyof typeof seeded, (typeof seeded)[keyof typeof seeded]][]) {
    for (const t of tariffs) {
      it(`${key} on ${t.price} ₽ / ${t.durationInMonths} mo`, () => {
        expect(discountedTariffPrice(t, coupon)).toBe(expected[key](t))
      })
    }
  }

  it('sub25 takes a quarter of one month, not of the whole 3- and 12-month price', () => {
    expect(discountedTariffPrice(tariffs[1]!, seeded.sub25)).toBe(2283) // 2490 − 830 × 25 % = 2282.5
    expect(discountedTariffPrice(tariffs[2]!, seeded.sub25)).toBe(7824) // 7990 − 665.83 × 25 % = 7823.54
    expect(discountedTariffPrice(tariffs[0]!, seeded.sub25)).toBe(743)
  })

  it('an offer the caller may not use leaves every tariff at its price', () => {
    for (const t of tariffs) expect(discountedTariffPrice(t, { ...seeded.sub50, isApplicable: false })).toBe(t.price)
  })
})

describe('discountedMonths and other durations', () => {
  const t3 = tariffs[1]!
  const t12 = tariffs[2]!
  it('forever discounts every month, repeating its window, once its window or the whole first charge', () => {
    expect(discountedMonths({ durationType: 'forever', intervalCount: null, intervalUnit: null }, 12)).toBe(12)
    expect(discountedMonths({ durationType: 'repeating', intervalCount: 3, intervalUnit: 'month' }, 12)).toBe(3)
    expect(discountedMonths({ durationType: 'repeating', intervalCount: 3, intervalUnit: 'month' }, 1)).toBe(1)
    expect(discountedMonths({ durationType: 'repeating', intervalCount: 1, intervalUnit: 'year' }, 3)).toBe(3)
    expect(discountedMonths({ durationType: 'once', intervalCount: null, intervalUnit: null }, 12)).toBe(12)
    expect(discountedMonths({ durationType: 'once', intervalCount: 1, intervalUnit: 'month' }, 12)).toBe(1)
    expect(discountedMonths({ durationType: 'something-else', intervalCount: 1, intervalUnit: 'month' }, 12)).toBe(0)
  })
  it('a percent forever coupon is applyCoupon on the whole price; a repeating one its months only', () => {
    const forever = { ...sub25, durationType: 'forever', intervalCount: null, intervalUnit: null }
    expect(discountedTariffPrice(t12, forever)).toBe(applyCoupon(t12.price, forever, t12))
    expect(discountedTariffPrice(t12, { ...forever, durationType: 'repeating', intervalCount: 3 })).toBe(Math.ceil(7990 - (7990 / 12) * 3 * 0.25))
  })
  it('a fixed coupon per month takes its amount from each covered month, never more than that month', () => {
    const fixed = { ...anything, amount: 100, amountType: 'fixed' as const, durationType: 'repeating', intervalCount: 2, intervalUnit: 'month' }
    expect(discountedTariffPrice(t3, fixed)).toBe(2490 - 200)
    expect(discountedTariffPrice(t3, { ...fixed, amount: 5000 })).toBe(830) // two of three months free
    expect(discountedTariffPrice(tariffs[0]!, { ...fixed, amount: 5000 })).toBe(0)
  })
})

describe('renewals: what the coupon of the first charge still discounts', () => {
  const month = tariffs[0]!
  const t3 = tariffs[1]!
  const repeating3 = { ...sub25, durationType: 'repeating', intervalCount: 3, intervalUnit: 'month' }
  it('forever every renewal, repeating the rest of its window, once none', () => {
    expect(renewalDiscountedMonths({ durationType: 'forever', intervalCount: null, intervalUnit: null }, 24, 1)).toBe(1)
    expect([1, 2, 3, 4].map((used) => renewalDiscountedMonths(repeating3, used, 1))).toEqual([1, 1, 0, 0])
    expect(renewalDiscountedMonths(repeating3, 1, 3)).toBe(2)
    expect(renewalDiscountedMonths({ durationType: 'repeating', intervalCount: 1, intervalUnit: 'year' }, 3, 3)).toBe(3)
    expect(renewalDiscountedMonths({ durationType: 'repeating', intervalCount: null, intervalUnit: null }, 0, 1)).toBe(0)
    expect(renewalDiscountedMonths({ durationType: 'once', intervalCount: 1, intervalUnit: 'month' }, 0, 1)).toBe(0)
    expect(renewalDiscountedMonths({ durationType: 'something-else', intervalCount: 1, intervalUnit: 'month' }, 0, 1)).toBe(0)
  })
  it('prices a monthly renewal inside the window like the first charge, and after it at full price', () => {
    expect(renewalTariffPrice(month, repeating3, 1)).toBe(discountedTariffPrice(month, repeating3))
    expect(renewalTariffPrice(month, repeating3, 3)).toBe(month.price)
    expect(renewalTariffPrice(month, { ...repeating3, durationType: 'once', intervalCount: 1 }, 1)).toBe(month.price)
    // A 3-month renewal with one month of the window left: a third of it discounted.
    expect(renewalTariffPrice(t3, repeating3, 2)).toBe(Math.ceil(t3.price - (t3.price / 3) * 0.25))
    // A coupon for other products discounts no renewal either.
    expect(renewalTariffPrice(month, { ...repeating3, applyOnType: 'specific_products', applicableProducts: ['balance'] }, 0)).toBe(month.price)
  })
})
