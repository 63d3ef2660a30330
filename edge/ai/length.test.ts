import { describe, expect, it } from 'vitest'
import { countWords, pagesToWords, splitLength, WORDS_PER_PAGE } from './length'

const outline = {
  chapters: [
    { title: 'Теория', subchapters: [{ title: 'Понятия' }, { title: 'Подходы' }] },
    { title: 'Анализ', subchapters: [{ title: 'Состояние' }, { title: 'Проблемы' }, { title: 'Оценка' }] },
  ],
}

describe('pages and words', () => {
  it('uses 220 words per GOST page', () => {
    expect(WORDS_PER_PAGE).toBe(220)
    expect(pagesToWords(10)).toBe(2200)
  })

  it('counts Russian words, not citations or punctuation', () => {
    expect(countWords('Как отмечается в работе «Цифровая экономика» [1, с. 5], подход — верен.')).toBe(8)
    expect(countWords('социально-экономический 2024 год')).toBe(3)
    expect(countWords('')).toBe(0)
  })
})

describe('splitLength', () => {
  it('gives an introduction, one part per subchapter and a conclusion that add up to the pages', () => {
    const parts = splitLength(10, outline)
    expect(parts.map((p) => p.kind)).toEqual(['introduction', 'section', 'section', 'section', 'section', 'section', 'conclusion'])
    expect(parts.reduce((n, p) => n + p.words, 0)).toBe(2200)
    expect(parts[0]?.words).toBe(220)
    expect(parts[1]).toMatchObject({ kind: 'section', chapter: 1, subchapter: 1, chapterTitle: 'Теория', title: 'Понятия' })
    expect(parts[5]).toMatchObject({ chapter: 2, subchapter: 3, title: 'Оценка' })
  })

  it('writes a chapter without subchapters as one part', () => {
    const parts = splitLength(3, { chapters: [{ title: 'Единая глава', subchapters: [] }] })
    expect(parts[1]).toMatchObject({ kind: 'section', chapter: 1, subchapter: null, title: 'Единая глава' })
    expect(parts.reduce((n, p) => n + p.words, 0)).toBe(660)
  })

  it('scales with the page count', () => {
    const small = splitLength(5, outline)
    const big = splitLength(20, outline)
    expect(big[2]!.words).toBeGreaterThan(small[2]!.words * 3)
  })
})
