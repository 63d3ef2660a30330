import { describe, expect, it } from 'vitest'
import { checkRussianPhone, formatRussianPhone, PHONE_MESSAGES, ZPhone } from './phone'

describe('checkRussianPhone', () => {
  it('emits digits only, 7 plus ten digits, however the number was typed', () => {
    for (const typed of ['+7 (916) 123-45-67', '8 916 123 45 67', '9161234567', '79161234567', '+7 916 1234567']) {
      expect(checkRussianPhone(typed), typed).toEqual({ ok: true, digits: '79161234567' })
    }
  })

  it('gives the spec messages for empty, invalid and foreign numbers', () => {
    expect(checkRussianPhone('')).toMatchObject({ ok: false, problem: 'empty', message: 'Введи номер телефона' })
    expect(checkRussianPhone('   ')).toMatchObject({ problem: 'empty' })
    expect(checkRussianPhone(null)).toMatchObject({ problem: 'empty' })
    for (const bad of ['12345', '+7 000 123 45 67', '+7 916 123 45 678', 'телефон']) {
      expect(checkRussianPhone(bad), bad).toMatchObject({ ok: false, problem: 'invalid', message: 'Кажется ты ввел неверный телефон' })
    }
    // Kazakhstan shares +7; Ukraine, the US: valid numbers, just not Russian.
    for (const foreign of ['+7 701 123 45 67', '+380 50 123 45 67', '+1 202 555 0123']) {
      expect(checkRussianPhone(foreign), foreign).toMatchObject({ ok: false, problem: 'foreign', message: 'К сожалению, поддерживаются только номера РФ' })
    }
  })
})

describe('ZPhone', () => {
  it('parses to digits or fails with the message and the PhoneFormat marker', () => {
    expect(ZPhone.parse('+7 916 123-45-67')).toBe('79161234567')
    const bad = ZPhone.safeParse('+380501234567')
    expect(bad.error?.issues[0]).toMatchObject({ message: PHONE_MESSAGES.foreign, params: { authError: 'PhoneFormat', problem: 'foreign' } })
    expect(ZPhone.safeParse(undefined).error?.issues[0]?.message).toBe(PHONE_MESSAGES.empty)
  })
})

describe('formatRussianPhone', () => {
  it('shows stored digits with the spec mask', () => {
    expect(formatRussianPhone('79161234567')).toBe('+7 (916) 123 45 67')
    expect(formatRussianPhone('123')).toBe('123')
  })
})
