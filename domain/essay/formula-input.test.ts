import { describe, expect, it } from 'vitest'
import { findFormula, formulaFromWish, readFormula } from './formula-input'

const latex = (input: string) => {
  const r = readFormula(input)
  if (!r.ok) throw new Error(`«${input}» not read: ${r.problem}`)
  return r.latex
}
const problem = (input: string) => {
  const r = readFormula(input)
  if (r.ok) throw new Error(`«${input}» read as ${r.latex}`)
  return r.problem
}

describe('readFormula: plain math drawn as typed', () => {
  it('divides whole operands with the usual precedence and keeps subscripts whole (issue 34 review inputs)', () => {
    expect(latex('D = T_s / T_f * 100')).toBe('D = \\frac{T_s}{T_f} \\cdot 100')
    expect(latex('D = T_s * 100 / T_f')).toBe('D = \\frac{T_s \\cdot 100}{T_f}')
    expect(latex('a/b*100')).toBe('\\frac{a}{b} \\cdot 100')
    expect(latex('v = s / t')).toBe('v = \\frac{s}{t}')
    expect(latex('(a + b)/(c - d)')).toBe('\\frac{a + b}{c - d}')
    expect(latex('a/b/c')).toBe('\\frac{\\frac{a}{b}}{c}')
    expect(latex('T_max / T_{min}')).toBe('\\frac{T_{max}}{T_{min}}')
    expect(latex('V = S / t_{ср}')).toBe('V = \\frac{S}{t_{\\text{ср}}}')
  })

  it('writes * as a centred dot, powers in braces, roots and functions', () => {
    expect(latex('F = m*a')).toBe('F = m \\cdot a')
    expect(latex('x^2 + 3x')).toBe('x^{2} + 3x')
    expect(latex('E = mc^2')).toBe('E = mc^{2}')
    expect(latex('x^(n+1) - x^-1')).toBe('x^{n + 1} - x^{-1}')
    expect(latex('c = sqrt(a^2 + b^2)')).toBe('c = \\sqrt{a^{2} + b^{2}}')
    expect(latex('y = sin(x) + log_2(x)')).toBe('y = \\sin(x) + \\log_2(x)')
    expect(latex('S = pi*r^2')).toBe('S = \\pi \\cdot r^{2}')
    expect(latex('k = 3,14 * 2')).toBe('k = 3{,}14 \\cdot 2')
    expect(latex('|x - 1| <= 2')).toBe('\\left|x - 1\\right| \\le 2')
    expect(latex('y = f(x)')).toBe('y = f(x)')
    expect(latex('P = 15%')).toBe('P = 15\\%')
  })

  it('takes LaTeX as written, with or without dollars', () => {
    expect(latex('\\frac{a}{b}')).toBe('\\frac{a}{b}')
    expect(latex('$y = f(x)$')).toBe('y = f(x)')
    expect(latex('$$E = mc^2$$')).toBe('E = mc^{2}')
    expect(latex('\\(D = \\frac{T_s}{T_f} \\cdot 100\\)')).toBe('D = \\frac{T_s}{T_f} \\cdot 100')
  })

  it('says in Russian what it cannot read', () => {
    expect(problem('D = (T_s / T_f * 100')).toBe('Не хватает закрывающей скобки «)»')
    expect(problem('D = T_s / T_f) * 100')).toBe('Лишняя закрывающая скобка «)»')
    expect(problem('\\frac{a}{b')).toBe('Не хватает закрывающей фигурной скобки «}»')
    expect(problem('\\foo{a}')).toBe('Неизвестная команда LaTeX \\foo')
    expect(problem('a + ')).toBe('После «+» не хватает числа или буквы')
    expect(problem('sin(x')).toBe('Не хватает закрывающей скобки «)»')
    expect(problem('a / ')).toBe('После «/» не хватает числа или буквы')
    expect(problem('= 5')).toBe('Перед «=» не хватает числа или буквы')
    expect(problem('$y = f(x)')).toMatch(/^Знак «\$» не закрыт/)
    expect(problem('a # b')).toBe('Не получается прочитать знак «#»')
    expect(problem('   ')).toMatch(/^Формула пустая/)
  })
})

describe('the formula of a wish or a passage', () => {
  it('finds the formula among the words and keeps the explanation as the caption', () => {
    expect(findFormula('Сделай формулу D = T_s / T_f * 100, где D — доля')).toBe('D = T_s / T_f * 100')
    expect(findFormula('Скорость находят по формуле v = s / t, где s — путь.')).toBe('v = s / t')
    expect(findFormula('Доля онлайн-продаж в 2021–2023 годах')).toBeNull()
    expect(findFormula('где D – доля')).toBeNull()
    expect(formulaFromWish('D = T_s / T_f * 100')).toEqual({ ok: true, latex: 'D = \\frac{T_s}{T_f} \\cdot 100', caption: null })
    expect(formulaFromWish('Формула: y = f(x)')).toEqual({ ok: true, latex: 'y = f(x)', caption: null })
    expect(formulaFromWish('D = T_s / T_f * 100, где D — доля, %')).toMatchObject({ ok: true, caption: 'где D — доля, %' })
    expect(formulaFromWish('формула \\frac{a}{b}')).toMatchObject({ ok: true, latex: '\\frac{a}{b}' })
    expect(formulaFromWish('D = (T_s / T_f * 100')).toMatchObject({ ok: false, problem: 'Не хватает закрывающей скобки «)»' })
    expect(formulaFromWish('покороче, пожалуйста')).toBeNull()
    expect(formulaFromWish(null)).toBeNull()
  })
})
