import { describe, expect, it } from 'vitest'
import { trainingReplyCharge } from './training-charge'

describe('trainingReplyCharge', () => {
  it('spends a trial credit first, even with a subscription', () => {
    expect(trainingReplyCharge({ hasActiveSubscription: true, trials: 2, tokens: 50 })).toEqual({ ok: true, account: 'trials', amount: 1 })
  })
  it('spends tokens of a subscriber without trials', () => {
    expect(trainingReplyCharge({ hasActiveSubscription: true, trials: 0, tokens: 3 })).toEqual({ ok: true, account: 'tokens', amount: 1 })
  })
  it('asks a subscriber with no tokens to refill', () => {
    expect(trainingReplyCharge({ hasActiveSubscription: true, trials: 0, tokens: 0 })).toEqual({ ok: false, code: 'INSUFFICIENT_TOKENS', missing: 1 })
  })
  it('asks for a subscription when there is neither a subscription nor a trial', () => {
    expect(trainingReplyCharge({ hasActiveSubscription: false, trials: 0, tokens: 100 })).toEqual({ ok: false, code: 'SUBSCRIPTION_REQUIRED' })
    expect(trainingReplyCharge({ hasActiveSubscription: false, trials: 1, tokens: 0 })).toEqual({ ok: true, account: 'trials', amount: 1 })
  })
  it('lets the demo writer answer for nothing, under the same access rule', () => {
    expect(trainingReplyCharge({ hasActiveSubscription: true, trials: 0, tokens: 0 }, { demo: true })).toEqual({ ok: true, account: 'demo', amount: 0 })
    expect(trainingReplyCharge({ hasActiveSubscription: false, trials: 1, tokens: 0 }, { demo: true })).toEqual({ ok: true, account: 'demo', amount: 0 })
    expect(trainingReplyCharge({ hasActiveSubscription: false, trials: 0, tokens: 490 }, { demo: true })).toEqual({ ok: false, code: 'SUBSCRIPTION_REQUIRED' })
  })
})
