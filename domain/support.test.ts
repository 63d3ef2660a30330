import { describe, expect, it } from 'vitest'
import { isSupportOpen, nextOpening, nextOpeningText } from './support'

// Moscow is UTC+3: 2026-11-23 is a Monday, 2026-11-27 a Friday, 2026-11-28 a Saturday.
const msk = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`)

describe('isSupportOpen', () => {
  it('opens at 10:00 and closes at 19:00 Moscow time on a weekday', () => {
    expect(isSupportOpen(msk('2026-11-24', '09:59'))).toBe(false)
    expect(isSupportOpen(msk('2026-11-24', '10:00'))).toBe(true)
    expect(isSupportOpen(msk('2026-11-24', '18:59'))).toBe(true)
    expect(isSupportOpen(msk('2026-11-24', '19:00'))).toBe(false)
  })

  it('is closed all weekend', () => {
    expect(isSupportOpen(msk('2026-11-28', '12:00'))).toBe(false)
    expect(isSupportOpen(msk('2026-11-29', '12:00'))).toBe(false)
  })

  it('reads Moscow time, not UTC: 07:30 UTC is 10:30 in Moscow', () => {
    expect(isSupportOpen(new Date('2026-11-24T07:30:00Z'))).toBe(true)
    // 22:30 UTC on Sunday is 01:30 Monday in Moscow: still closed, and it is Monday that opens next.
    expect(nextOpening(new Date('2026-11-29T22:30:00Z')).toISOString()).toBe(msk('2026-11-30', '10:00').toISOString())
  })
})

describe('nextOpening', () => {
  it('is today 10:00 before opening on a weekday', () => {
    expect(nextOpening(msk('2026-11-24', '09:59'))).toEqual(msk('2026-11-24', '10:00'))
    expect(nextOpeningText(msk('2026-11-24', '09:59'))).toBe('Ответим сегодня в 10:00 по Москве')
  })

  it('is tomorrow 10:00 after closing on Monday to Thursday', () => {
    expect(nextOpening(msk('2026-11-24', '19:00'))).toEqual(msk('2026-11-25', '10:00'))
    expect(nextOpeningText(msk('2026-11-24', '23:59'))).toBe('Ответим завтра в 10:00 по Москве')
  })

  it('is Monday 10:00 from Friday evening and from Saturday', () => {
    expect(nextOpening(msk('2026-11-27', '19:00'))).toEqual(msk('2026-11-30', '10:00'))
    expect(nextOpening(msk('2026-11-28', '09:00'))).toEqual(msk('2026-11-30', '10:00'))
    expect(nextOpeningText(msk('2026-11-27', '20:15'))).toBe('Ответим в понедельник в 10:00 по Москве')
    expect(nextOpeningText(msk('2026-11-29', '23:00'))).toBe('Ответим завтра в 10:00 по Москве')
  })
})
