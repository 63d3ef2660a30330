import { describe, expect, it } from 'vitest'
import { excerptOf, groupViolations, VIOLATION_KINDS, VIOLATION_TITLES, type TViolation } from './violations'

const v = (kind: TViolation['kind'], paragraph: number | null, found = 'x'): TViolation => ({ kind, paragraph, page: 1, excerpt: '', found, expected: 'y' })

describe('groupViolations', () => {
  it('groups by kind, the most noticeable kind first, each group in document order', () => {
    const groups = groupViolations([v('reference-entry', 40), v('font-family', 9), v('structure-missing', null), v('font-family', 3)])
    expect(groups.map((g) => [g.kind, g.count, g.items.map((i) => i.paragraph)])).toEqual([
      ['structure-missing', 1, [null]],
      ['font-family', 2, [3, 9]],
      ['reference-entry', 1, [40]],
    ])
    expect(groups[1]!.title).toBe('Шрифт')
    expect(groups[0]!.rank).toBeLessThan(groups[1]!.rank)
  })

  it('keeps one item per kind and paragraph, and document-wide items apart when they say different things', () => {
    const groups = groupViolations([v('font-size', 2, '16 пт'), v('font-size', 2, '10 пт'), v('structure-missing', null, 'нет «ВВЕДЕНИЕ»'), v('structure-missing', null, 'нет «ЗАКЛЮЧЕНИЕ»'), v('structure-missing', null, 'нет «ВВЕДЕНИЕ»')])
    expect(groups.map((g) => [g.kind, g.count])).toEqual([
      ['structure-missing', 2],
      ['font-size', 1],
    ])
  })

  it('has a Russian title for every kind', () => {
    for (const k of VIOLATION_KINDS) expect(VIOLATION_TITLES[k]).toMatch(/^[А-ЯЁ]/)
  })
})

describe('excerptOf', () => {
  it('cuts a long paragraph at a word and flattens its whitespace', () => {
    expect(excerptOf('Короткий\tабзац')).toBe('Короткий абзац')
    const long = 'Качество продукции определяет конкурентоспособность предприятия на рынке и требует системного подхода'
    expect(excerptOf(long, 40)).toBe('Качество продукции определяет…')
  })
})
