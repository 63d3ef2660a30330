import { describe, expect, it } from 'vitest'
import { applyCoupon, couponAppliesToTokenPackages, couponMatches, TOKEN_PACKAGE_PRODUCT, type TCouponTerms } from './coupons'

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
