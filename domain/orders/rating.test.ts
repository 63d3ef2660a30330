import { describe, expect, it } from 'vitest'
import { BAD_RATING_BELOW, isBadRating, ratingThanks, ZRateUnifiedOrderInput } from './rating'

describe('ratings', () => {
  it('calls 1–3 bad and 4–5 good, each with its thank-you', () => {
    expect(BAD_RATING_BELOW).toBe(4)
    expect([1, 2, 3, 4, 5].map(isBadRating)).toEqual([true, true, true, false, false])
    expect(ratingThanks(3)).toBe('Спасибо за обратную связь! Мы стараемся быть лучше')
    expect(ratingThanks(4)).toBe('Спасибо за обратную связь!')
  })

  it('trims stage and comment, takes a blank comment as none, and refuses what the table would', () => {
    expect(ZRateUnifiedOrderInput.parse({ stage: ' outline ', rate: 5, comment: '  ' })).toEqual({ stage: 'outline', rate: 5, comment: null })
    expect(ZRateUnifiedOrderInput.parse({ stage: 'final', rate: 1 })).toEqual({ stage: 'final', rate: 1 })
    for (const bad of [{ stage: '', rate: 3 }, { stage: 'x'.repeat(65), rate: 3 }, { stage: 's', rate: 2.5 }, { stage: 's', rate: 0 }, { stage: 's', rate: 6 }, { stage: 's', rate: 3, comment: 'к'.repeat(2001) }]) {
      expect(ZRateUnifiedOrderInput.safeParse(bad).success, JSON.stringify(bad).slice(0, 40)).toBe(false)
    }
  })
})
