import { describe, expect, it } from 'vitest'
import { formatKopecks, formatNumber, formatRubles, formatTokens, rublesToKopecks } from './format'

const NBSP = '\u00a0'

describe('formatRubles', () => {
  it('groups thousands and joins the sign with no-break spaces', () => {
    expect(formatRubles(1990)).toBe(`1${NBSP}990${NBSP}₽`)
    expect(formatRubles(1234567)).toBe(`1${NBSP}234${NBSP}567${NBSP}₽`)
  })

  it('leaves small amounts ungrouped and shows kopecks only when present', () => {
    expect(formatRubles(990)).toBe(`990${NBSP}₽`)
    expect(formatRubles(0)).toBe(`0${NBSP}₽`)
    expect(formatRubles(12.5)).toBe(`12,50${NBSP}₽`)
    expect(formatRubles(3.267)).toBe(`3,27${NBSP}₽`)
    expect(formatRubles(1234.5)).toBe(`1${NBSP}234,50${NBSP}₽`)
  })

  it('formats ledger kopecks as rubles', () => {
    expect(formatKopecks(199000)).toBe(`1${NBSP}990${NBSP}₽`)
    expect(formatKopecks(1050)).toBe(`10,50${NBSP}₽`)
  })
})

describe('formatNumber and formatTokens', () => {
  it('group thousands with the same no-break space as rubles', () => {
    expect(formatNumber(12000)).toBe(`12${NBSP}000`)
    expect(formatNumber(1000)).toBe(`1${NBSP}000`)
    expect(formatNumber(999)).toBe('999')
    expect(formatNumber(1.25, 1)).toBe('1,3')
    expect(formatNumber(1.25)).toBe('1')
  })

  it('name tokens in the right form', () => {
    expect(formatTokens(1)).toBe(`1${NBSP}токен`)
    expect(formatTokens(3)).toBe(`3${NBSP}токена`)
    expect(formatTokens(11)).toBe(`11${NBSP}токенов`)
    expect(formatTokens(22)).toBe(`22${NBSP}токена`)
    expect(formatTokens(1500)).toBe(`1${NBSP}500${NBSP}токенов`)
  })
})

describe('rublesToKopecks', () => {
  it('gives whole kopecks where floating point would not', () => {
    expect((190 - 26.2) * 100).not.toBe(16380)
    expect(rublesToKopecks(190 - 26.2)).toBe(16380)
    expect(rublesToKopecks(2490)).toBe(249000)
    expect(formatRubles(163.8)).toBe('163,80\u00a0₽')
  })
})
