import { describe, expect, it } from 'vitest'
import { formatKopecks, formatRubles } from './format'

const NBSP = '\u00a0'

describe('formatRubles', () => {
  it('groups thousands and joins the sign with no-break spaces', () => {
    expect(formatRubles(1990)).toBe(`1${NBSP}990${NBSP}₽`)
    expect(formatRubles(1234567)).toBe(`1${NBSP}234${NBSP}567${NBSP}₽`)
  })

  it('leaves small amounts ungrouped and shows kopecks only when present', () => {
    expect(formatRubles(990)).toBe(`990${NBSP}₽`)
    expect(formatRubles(0)).toBe(`0${NBSP}₽`)
    expect(formatRubles(12.5)).toBe(`12,5${NBSP}₽`)
  })

  it('formats ledger kopecks as rubles', () => {
    expect(formatKopecks(199000)).toBe(`1${NBSP}990${NBSP}₽`)
    expect(formatKopecks(1050)).toBe(`10,5${NBSP}₽`)
  })
})
