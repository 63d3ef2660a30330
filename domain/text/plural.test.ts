import { describe, expect, it } from 'vitest'
import { countOf, plural, REFERATS_FORMS, TOKEN_FORMS } from './plural'

describe('plural (Russian)', () => {
  it('picks one, few or many by the last digits, with 11–14 always many', () => {
    const n = [0, 1, 2, 4, 5, 10, 11, 12, 14, 15, 21, 22, 24, 25, 101, 111, 112, 121, 1000, 1001]
    expect(n.map((k) => plural(k, REFERATS_FORMS))).toEqual([
      'рефератов', 'реферат', 'реферата', 'реферата', 'рефератов', 'рефератов', 'рефератов', 'рефератов', 'рефератов', 'рефератов',
      'реферат', 'реферата', 'реферата', 'рефератов', 'реферат', 'рефератов', 'рефератов', 'реферат', 'рефератов', 'реферат',
    ])
  })

  it('gives a fraction the «few» form', () => {
    expect(plural(1.5, TOKEN_FORMS)).toBe('токена')
    expect(plural(0.5, TOKEN_FORMS)).toBe('токена')
  })

  it('writes the figure with its noun', () => {
    expect(countOf(21, TOKEN_FORMS)).toBe('21 токен')
    expect(countOf(13, TOKEN_FORMS)).toBe('13 токенов')
  })
})
