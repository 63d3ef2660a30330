import { describe, expect, it } from 'vitest'
import { canFreezeForSummer, isSummerMonth, summerFreezeRefusal } from './summer-freeze'

const at = (iso: string) => new Date(iso)

describe('summer freeze', () => {
  it('counts June to August in Moscow time', () => {
    expect(isSummerMonth(new Date('2027-05-31T20:59:00Z'))).toBe(false)
    expect(isSummerMonth(new Date('2027-05-31T21:00:00Z'))).toBe(true) // 1 June 00:00 in Moscow
    expect(isSummerMonth(new Date('2027-08-31T12:00:00Z'))).toBe(true)
    expect(isSummerMonth(new Date('2027-08-31T21:00:00Z'))).toBe(false)
  })
  it('needs a renewable, unfrozen subscription', () => {
    const july = new Date('2027-07-10T12:00:00Z')
    expect(summerFreezeRefusal({ isRenewable: true, isFrozen: false }, july)).toBeNull()
    expect(summerFreezeRefusal({ isRenewable: false, isFrozen: false }, july)).toMatch(/автопродлением/)
    expect(summerFreezeRefusal({ isRenewable: true, isFrozen: true }, july)).toBe('Подписка уже заморожена')
    expect(summerFreezeRefusal({ isRenewable: true, isFrozen: false }, new Date('2027-09-10T12:00:00Z'))).toMatch(/летом/)
  })
})

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
})
