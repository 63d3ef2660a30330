import { describe, expect, it } from 'vitest'
import { snippetAtBoundaries, snippetParts } from './match-snippet'

describe('snippetParts', () => {
  it('splits the matched words from the rest, in order', () => {
    expect(snippetParts('Найди ⟦корни⟧ уравнения через ⟦дискриминант⟧.')).toEqual([
      { text: 'Найди ', matched: false },
      { text: 'корни', matched: true },
      { text: ' уравнения через ', matched: false },
      { text: 'дискриминант', matched: true },
      { text: '.', matched: false },
    ])
  })

  it('a snippet without marks is one plain run; an empty one is none', () => {
    expect(snippetParts('Период маятника')).toEqual([{ text: 'Период маятника', matched: false }])
    expect(snippetParts('')).toEqual([])
  })

  it('starts and ends on a mark without empty runs', () => {
    expect(snippetParts('⟦x⟧ и ⟦y⟧')).toEqual([
      { text: 'x', matched: true },
      { text: ' и ', matched: false },
      { text: 'y', matched: true },
    ])
  })
})

describe('snippetAtBoundaries', () => {
  const words = (s: string) => s.replace(/[⟦⟧]/g, '')

  it('never ends inside a formula: brackets closed, no operator hanging (the cuts «lim при x», «на отрезке [0; 2»)', () => {
    const limit = 'Вычислите предел функции, пользуясь правилом Лопиталя и известными эквивалентностями бесконечно малых величин: lim при x → 0 (sin 3x − 3x) / x³. Объясните каждый шаг и сравните ответ с разложением в ряд Тейлора.'
    const s = snippetAtBoundaries(limit, 'функции, пользуясь правилом Лопиталя и известными эквивалентностями бесконечно малых величин: ⟦lim⟧ при x', 120)
    expect(words(s)).toContain('lim при x → 0 (sin 3x − 3x) / x³')
    const segment = 'Найдите наибольшее и наименьшее значения функции f(x) = x³ − 3x² + 2 на отрезке [0; 2], а затем постройте её график и укажите точки перегиба функции на всей числовой прямой.'
    const t = snippetAtBoundaries(segment, 'значения ⟦функции⟧ f(x) = x³ − 3x² + 2 на ⟦отрезке⟧ [0; 2', 90)
    expect(words(t)).toContain('на отрезке [0; 2]')
    for (const x of [s, t]) {
      const body = words(x).replace(/^… | …$/g, '')
      let depth = 0
      for (const c of body) depth += '([{'.includes(c) ? 1 : ')]}'.includes(c) ? -1 : 0
      expect(depth, x).toBe(0)
      expect(body, x).not.toMatch(/[=+\-−*/^→]\s*$/)
    }
  })

  it('starts at the sentence holding the match and marks the matched words again', () => {
    const task = 'Дано: тело брошено вертикально вверх. Найдите максимальную высоту подъема тела, если начальная скорость 20 м/с.'
    const s = snippetAtBoundaries(task, 'Найдите максимальную ⟦высоту⟧ подъема ⟦тела⟧, если', 240)
    expect(s).toBe('Дано: ⟦тело⟧ брошено вертикально вверх. Найдите максимальную ⟦высоту⟧ подъема ⟦тела⟧, если начальная скорость 20 м/с.')
    const long = `${'Вводное предложение без формул о задаче. '.repeat(6)}Найдите ⟦корни⟧ уравнения x² − 5x + 6 = 0.`
    const cut = snippetAtBoundaries(long.replace(/[⟦⟧]/g, ''), 'Найдите ⟦корни⟧ уравнения x²', 80)
    expect(cut).toBe('… Найдите ⟦корни⟧ уравнения x² − 5x + 6 = 0.')
  })

  it('keeps a short task whole and falls back to the headline without a task', () => {
    expect(snippetAtBoundaries('Решите уравнение 3x = 9.', '⟦Решите⟧ уравнение')).toBe('⟦Решите⟧ уравнение 3x = 9.')
    expect(snippetAtBoundaries('  ', 'что-то')).toBe('что-то')
  })
})
