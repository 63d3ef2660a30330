import { describe, expect, it } from 'vitest'
import { formatDate, tokensLabel } from './money-api'

describe('money labels', () => {
  it('declines «токен» by the number', () => {
    expect(['1', '3', '5', '11', '21', '22', '150', '1500'].map((n) => tokensLabel(Number(n)).replace(/\s/g, ' '))).toEqual([
      '1 токен',
      '3 токена',
      '5 токенов',
      '11 токенов',
      '21 токен',
      '22 токена',
      '150 токенов',
      '1 500 токенов',
    ])
  })

  it('writes a date in Moscow time without the trailing «г.»', () => {
    expect(formatDate('2026-12-22T10:00:00Z')).toBe('22 декабря 2026')
    // 22:30 UTC on 31 December is already New Year in Moscow.
    expect(formatDate('2026-12-31T22:30:00Z')).toBe('1 января 2027')
  })
})
