import { describe, expect, it } from 'vitest'
import { DEFAULT_REFILL_TOKENS, isRefillProduct, missingTokens, packageForAmount, payFromBalanceDecision } from './pay-from-balance'

describe('payFromBalanceDecision', () => {
  it('pays when the balance covers the price and the threshold', () => {
    expect(payFromBalanceDecision({ balance: 10, price: 10, hasActiveSubscription: false })).toBe('pay')
    expect(payFromBalanceDecision({ balance: 50, price: 10, threshold: 50, hasActiveSubscription: true })).toBe('pay')
  })

  it('without a running subscription a short balance opens the refill popup too (top-up first)', () => {
    // Top-up first, with or without a subscription (issue 33): the refill popup offers the subscription inside.
    expect(payFromBalanceDecision({ balance: 9, price: 10, hasActiveSubscription: false })).toBe('refill-popup')
    expect(payFromBalanceDecision({ balance: 20, price: 10, threshold: 30, hasActiveSubscription: false })).toBe('refill-popup')
  })

  it('with a running subscription a short balance opens the refill popup', () => {
    expect(payFromBalanceDecision({ balance: 0, price: 1, hasActiveSubscription: true })).toBe('refill-popup')
    expect(payFromBalanceDecision({ balance: 20, price: 10, threshold: 21, hasActiveSubscription: true })).toBe('refill-popup')
  })

  it('counts the missing tokens against the larger of price and threshold', () => {
    expect(missingTokens({ balance: 20, price: 30 })).toBe(10)
    expect(missingTokens({ balance: 20, price: 10, threshold: 45 })).toBe(25)
    expect(missingTokens({ balance: 100, price: 10, threshold: 45 })).toBe(0)
    expect(missingTokens({ balance: -5, price: 10 })).toBe(10)
  })
})

describe('refill amounts', () => {
  it('has the spec defaults: AI 10, library 150', () => {
    expect(DEFAULT_REFILL_TOKENS).toEqual({ AI: 10, library: 150 })
    expect(isRefillProduct('AI')).toBe(true)
    expect(isRefillProduct('library')).toBe(true)
    expect(isRefillProduct('ai')).toBe(false)
    expect(isRefillProduct(null)).toBe(false)
  })

  it('preselects the smallest package covering the wanted amount, else the largest', () => {
    const packages = [1500, 50, 500, 150]
    expect(packageForAmount(packages, 10)).toBe(50)
    expect(packageForAmount(packages, 150)).toBe(150)
    expect(packageForAmount(packages, 151)).toBe(500)
    expect(packageForAmount(packages, 9000)).toBe(1500)
    expect(packageForAmount(packages, 0)).toBeNull()
    expect(packageForAmount(packages, null)).toBeNull()
    expect(packageForAmount([], 10)).toBeNull()
  })
})
