import { describe, expect, it } from 'vitest'
import { mathSegments } from './math-segments'

describe('mathSegments', () => {
  it('finds inline and display formulas between text', () => {
    expect(mathSegments('Шаг 1: $a = 2$ и\n$$a + b = 5$$\nОтвет: 5')).toEqual([
      { kind: 'text', text: 'Шаг 1: ' },
      { kind: 'math', tex: 'a = 2', display: false },
      { kind: 'text', text: ' и\n' },
      { kind: 'math', tex: 'a + b = 5', display: true },
      { kind: 'text', text: '\nОтвет: 5' },
    ])
  })

  it('keeps an unclosed formula (still streaming) and escaped dollars as text', () => {
    expect(mathSegments('Итого \\$5, а $x = \\frac{1')).toEqual([{ kind: 'text', text: 'Итого $5, а $x = \\frac{1' }])
    expect(mathSegments('$$x')).toEqual([{ kind: 'text', text: '$$x' }])
  })

  it('does not let an inline formula run across paragraphs, and keeps escaped dollars inside formulas', () => {
    expect(mathSegments('Цена $5\n\nи $y$')).toEqual([
      { kind: 'text', text: 'Цена $5\n\nи ' },
      { kind: 'math', tex: 'y', display: false },
    ])
    expect(mathSegments('$\\$ + 1$')).toEqual([{ kind: 'math', tex: '\\$ + 1', display: false }])
  })
})
