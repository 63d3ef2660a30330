import { describe, expect, it } from 'vitest'
import { answerPreview, examPriceLine, examTotal, PREVIEW_CHARS } from './pricing'

describe('exam pricing', () => {
  it('multiplies and writes «N билетов × P = T токенов» with Russian plurals', () => {
    expect(examTotal(5, 7)).toBe(35)
    expect(examPriceLine(5, 7)).toBe('5 билетов × 7 = 35 токенов')
    expect(examPriceLine(1, 1)).toBe('1 билет × 1 = 1 токен')
    expect(examPriceLine(3, 4)).toBe('3 билета × 4 = 12 токенов')
    expect(examPriceLine(21, 2)).toBe('21 билет × 2 = 42 токена')
  })

  it('previews the first lines, never more than half the answer nor PREVIEW_CHARS', () => {
    const long = `${'Первая строка ответа. '.repeat(20)}\nВторая строка.\nТретья строка.`
    const p = answerPreview(long)
    expect(p.endsWith('…')).toBe(true)
    expect(p.length).toBeLessThanOrEqual(PREVIEW_CHARS + 1)
    expect(long.startsWith(p.slice(0, -1))).toBe(true)
    const short = 'Короткий ответ из одной строки, но не пустой.'
    expect(answerPreview(short).length).toBeLessThanOrEqual(short.length / 2 + 1)
    expect(answerPreview('Первая.\nВторая.\nТретья строка, которой в превью нет и быть не должно.')).not.toContain('Третья')
  })
})
