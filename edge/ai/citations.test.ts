import { describe, expect, it } from 'vitest'
import { checkCitations, cleanCitations } from './citations'

describe('checkCitations', () => {
  it('finds cited approved sources and numbers outside the list', () => {
    const r = checkCitations('Первое [1]. Второе [2, 5]. Третье [0]. Диапазон [2–3].', 3)
    expect(r.cited).toEqual([1, 2, 3])
    expect(r.outOfRange).toEqual([0, 5])
    expect(r.ok).toBe(false)
  })

  it('reads GOST page references and ignores brackets that are not citations', () => {
    const r = checkCitations('Цитата [2, с. 45]. Пояснение [см. выше] и формула [a+b].', 2)
    expect(r).toEqual({ cited: [2], outOfRange: [], ok: true })
  })
})

describe('cleanCitations', () => {
  it('keeps text with valid citations as it is', () => {
    const text = 'Как показано в работе [1], подход верен [2; 3].'
    expect(cleanCitations(text, 3)).toEqual({ text, removed: 0, cited: [1, 2, 3] })
  })

  it('removes out-of-range citations with their space, and counts them', () => {
    const r = cleanCitations('Факт первый [7]. Факт второй [1, 9]. Факт третий [2-4].', 3)
    expect(r.text).toBe('Факт первый. Факт второй [1]. Факт третий [2, 3].')
    expect(r.removed).toBe(3)
    expect(r.cited).toEqual([1, 2, 3])
    expect(checkCitations(r.text, 3).ok).toBe(true)
  })

  it('removes every citation when no source is approved', () => {
    const r = cleanCitations('Утверждение [1]. Еще одно [2, с. 10].', 0)
    expect(r.text).toBe('Утверждение. Еще одно.')
    expect(r.removed).toBe(2)
  })

  it('drops a page reference once several sources remain in the bracket', () => {
    expect(cleanCitations('Текст [1, с. 5].', 1).text).toBe('Текст [1, с. 5].')
    expect(cleanCitations('Текст [1; 2; 8].', 2).text).toBe('Текст [1, 2].')
  })
})
