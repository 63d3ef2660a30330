import { describe, expect, it } from 'vitest'
import { summerFreezeRefusal } from '../../edge/subscriptions/summer-freeze'
import { canFreezeForSummer, isSummerMonth } from './summer-freeze'

const at = (iso: string) => new Date(iso)

describe('canFreezeForSummer', () => {
  it('allows June to August in Moscow time only', () => {
    expect(isSummerMonth(at('2027-05-31T20:59:00Z'))).toBe(false)
    // 21:00 UTC on 31 May is already 1 June in Moscow.
    expect(isSummerMonth(at('2027-05-31T21:00:00Z'))).toBe(true)
    expect(isSummerMonth(at('2027-07-15T12:00:00Z'))).toBe(true)
    expect(isSummerMonth(at('2027-08-31T20:59:00Z'))).toBe(true)
    expect(isSummerMonth(at('2027-08-31T21:00:00Z'))).toBe(false)
  })

  it('needs a renewable subscription that is not frozen', () => {
    const july = at('2027-07-01T12:00:00Z')
    expect(canFreezeForSummer({ isRenewable: true, isFrozen: false }, july)).toBe(true)
    expect(canFreezeForSummer({ isRenewable: false, isFrozen: false }, july)).toBe(false)
    expect(canFreezeForSummer({ isRenewable: true, isFrozen: true }, july)).toBe(false)
    expect(canFreezeForSummer({ isRenewable: true, isFrozen: false }, at('2027-11-22T12:00:00Z'))).toBe(false)
  })

  it('agrees with the server rule for every month and state', () => {
    for (let month = 0; month < 12; month++) {
      for (const isRenewable of [true, false]) {
        for (const isFrozen of [true, false]) {
          const now = new Date(Date.UTC(2027, month, 15, 12))
          expect(canFreezeForSummer({ isRenewable, isFrozen }, now)).toBe(summerFreezeRefusal({ isRenewable, isFrozen }, now) === null)
        }
      }
    }
  })
})
