import { beforeEach, describe, expect, it, vi } from 'vitest'

const account = vi.hoisted(() => ({ me: null as unknown }))
vi.mock('./account-store', () => ({ refreshAccount: vi.fn(async () => account.me) }))
vi.mock('../popups/popup-store', () => ({ openPopup: vi.fn() }))

import { openPopup } from '../popups/popup-store'
import { ApiError } from '../graphql/api-error'
import { openRefillIfShort, payFromBalance } from './pay-from-balance'

const me = (tokens: number, subscribed: boolean) => ({
  id: 'u1',
  balance: { balanceTokens: tokens },
  userCurrentSubscription: subscribed ? { isAlreadyEnded: false } : null,
})

beforeEach(() => {
  vi.mocked(openPopup).mockClear()
  vi.stubGlobal('location', { pathname: '/ecosystem/task-solver/1', search: '' })
})

describe('payFromBalance', () => {
  it('calls the pay mutation when the balance is enough', async () => {
    account.me = me(30, false)
    const pay = vi.fn(async () => 'paid')
    expect(await payFromBalance({ price: 30, pay })).toEqual({ decision: 'pay', result: 'paid' })
    expect(pay).toHaveBeenCalledOnce()
    expect(openPopup).not.toHaveBeenCalled()
  })

  it('opens the top-up first without a running subscription, offering the subscription inside it', async () => {
    account.me = me(5, false)
    const pay = vi.fn()
    expect(await payFromBalance({ price: 30, pay })).toEqual({ decision: 'refill-popup' })
    expect(pay).not.toHaveBeenCalled()
    expect(openPopup).toHaveBeenCalledWith('refill-balance', { amountTokens: 25, threshold: 30, subscriptionAlternative: true })
  })

  it('opens the refill popup with the missing amount and the threshold to wait for', async () => {
    account.me = me(5, true)
    expect(await payFromBalance({ price: 30, threshold: 40, pay: vi.fn() })).toEqual({ decision: 'refill-popup' })
    expect(openPopup).toHaveBeenCalledWith('refill-balance', { amountTokens: 35, threshold: 40 })
  })

  it('asks a guest to sign in', async () => {
    account.me = null
    expect(await payFromBalance({ price: 30, pay: vi.fn() })).toEqual({ decision: 'auth' })
    expect(openPopup).toHaveBeenCalledWith('auth', { redirect: '/ecosystem/task-solver/1' })
  })
})

describe('openRefillIfShort', () => {
  it("answers the server's INSUFFICIENT_TOKENS with the refill popup for the whole missing tokens, and nothing else", () => {
    expect(openRefillIfShort(new ApiError('INSUFFICIENT_TOKENS', 'Недостаточно токенов', { missing: 12.4 }))).toBe(true)
    expect(openPopup).toHaveBeenLastCalledWith('refill-balance', { amountTokens: 13 })
    expect(openRefillIfShort(new ApiError('INSUFFICIENT_TOKENS', 'Недостаточно токенов'))).toBe(true)
    expect(openPopup).toHaveBeenLastCalledWith('refill-balance', { amountTokens: null })
    vi.mocked(openPopup).mockClear()
    expect(openRefillIfShort(new ApiError('STALE_STEP', 'Заказ уже изменился'))).toBe(false)
    expect(openRefillIfShort(new Error('сеть'))).toBe(false)
    expect(openPopup).not.toHaveBeenCalled()
  })
})
