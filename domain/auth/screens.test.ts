import { describe, expect, it } from 'vitest'
import { formatCountdown, maskPhone, nationalDigits, safeRedirect } from './screens'
import { restrictionLines } from './restriction-text'

describe('auth screen helpers', () => {
  it('masks a Russian number as +7 (###) ### ## ## while it is typed', () => {
    expect(maskPhone('')).toBe('')
    expect(maskPhone('91')).toBe('+7 (91')
    expect(maskPhone('9161234567')).toBe('+7 (916) 123 45 67')
    expect(nationalDigits('8 916 123-45-67')).toBe('9161234567')
    expect(nationalDigits('+7 (916) 123 45 67')).toBe('9161234567')
    expect(nationalDigits('916123456789')).toBe('9161234567')
  })

  it('shows the resend timer as 00:SS', () => {
    expect(formatCountdown(60)).toBe('01:00')
    expect(formatCountdown(59.2)).toBe('01:00')
    expect(formatCountdown(7)).toBe('00:07')
    expect(formatCountdown(-3)).toBe('00:00')
  })

  it('returns only to paths on this site', () => {
    expect(safeRedirect('/ecosystem/profile?tab=1')).toBe('/ecosystem/profile?tab=1')
    for (const bad of ['https://evil.test/', '//evil.test', '/\\evil.test', 'javascript:alert(1)', '', null]) expect(safeRedirect(bad)).toBeNull()
  })

  it('explains a restriction in Russian', () => {
    const lines = restrictionLines({
      description: null,
      removeAt: '2026-12-01T09:00:00Z',
      canLogin: true,
      canCreateOrders: false,
      canCreatePayIns: false,
      reason: { title: 'Подозрительные оплаты', description: null },
    })
    expect(lines.limits).toEqual(['Нельзя создавать новые заказы', 'Нельзя оплачивать и пополнять баланс'])
    expect(lines.reason).toBe('Причина: Подозрительные оплаты')
    expect(lines.until).toContain('1 декабря 2026')
  })
})
