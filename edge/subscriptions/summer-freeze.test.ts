import { describe, expect, it } from 'vitest'
import { isSummerMonth, summerFreezeRefusal } from './summer-freeze'

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
