import { describe, expect, it } from 'vitest'
import { EXAM_LIBRARY_MATCH_THRESHOLD, isLibraryMatch, libraryMatchScore } from './library-match'

const work = { title: 'Решить квадратное уравнение x² − 5x + 6 = 0 через дискриминант', task: 'Решите уравнение x² − 5x + 6 = 0. Сделайте проверку найденных корней.' }

describe('libraryMatchScore', () => {
  it('accepts a question that is the work in other word forms', () => {
    const m = libraryMatchScore('Решение квадратных уравнений через дискриминант', work)
    expect(m.score).toBeGreaterThanOrEqual(EXAM_LIBRARY_MATCH_THRESHOLD)
    expect(isLibraryMatch(m)).toBe(true)
  })

  it('refuses a question that only shares a word or two with the work', () => {
    expect(isLibraryMatch(libraryMatchScore('Системы линейных уравнений и метод Гаусса', work))).toBe(false)
    expect(isLibraryMatch(libraryMatchScore('Понятие государства', work))).toBe(false)
    // One content word matched fully is still not enough.
    expect(isLibraryMatch(libraryMatchScore('Что такое дискриминант?', work))).toBe(false)
  })

  it('ignores the words of the question form', () => {
    expect(libraryMatchScore('Дайте определение, перечислите основные виды', work)).toEqual({ score: 0, matched: 0 })
  })
})
