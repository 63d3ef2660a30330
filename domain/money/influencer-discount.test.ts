import { describe, expect, it } from 'vitest'
import { influencerCodeLive, influencerDiscountShown } from './influencer-discount'

const now = new Date('2026-12-01T12:00:00Z')
const live = { isActive: true, startsAt: new Date('2026-11-01T00:00:00Z'), endsAt: new Date('2027-01-01T00:00:00Z') }

describe('the influencer condition', () => {
  it('holds for a code no influencer hands out, whatever the subscription', () => {
    expect(influencerDiscountShown({ influencerCode: null, hasRunningSubscription: false, now })).toBe(true)
    expect(influencerDiscountShown({ influencerCode: null, hasRunningSubscription: true, now })).toBe(true)
  })

  it('holds for a live influencer code and a client without a running subscription', () => {
    expect(influencerDiscountShown({ influencerCode: live, hasRunningSubscription: false, now })).toBe(true)
    expect(influencerDiscountShown({ influencerCode: { isActive: true, startsAt: null, endsAt: null }, hasRunningSubscription: false, now })).toBe(true)
  })

  it('fails for a subscriber, a switched-off code, and outside the window', () => {
    expect(influencerDiscountShown({ influencerCode: live, hasRunningSubscription: true, now })).toBe(false)
    expect(influencerDiscountShown({ influencerCode: { ...live, isActive: false }, hasRunningSubscription: false, now })).toBe(false)
    expect(influencerDiscountShown({ influencerCode: { ...live, startsAt: new Date('2026-12-01T12:00:01Z') }, hasRunningSubscription: false, now })).toBe(false)
    expect(influencerDiscountShown({ influencerCode: { ...live, endsAt: now }, hasRunningSubscription: false, now })).toBe(false)
  })

  it('takes startsAt as inclusive and endsAt as exclusive', () => {
    expect(influencerCodeLive({ isActive: true, startsAt: now, endsAt: null }, now)).toBe(true)
    expect(influencerCodeLive({ isActive: true, startsAt: null, endsAt: new Date(now.getTime() + 1) }, now)).toBe(true)
    expect(influencerCodeLive({ isActive: true, startsAt: null, endsAt: now }, now)).toBe(false)
  })
})
