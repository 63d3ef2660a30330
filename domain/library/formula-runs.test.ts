import { describe, expect, it } from 'vitest'
import { formulaRuns } from './formula-runs'

const formulas = (text: string) => formulaRuns(text).filter((r) => r.formula).map((r) => r.text)

describe('formulaRuns', () => {
  it('keeps an equation in a title together and gives back the text unchanged', () => {
    const title = 'Решите уравнение 2x² − 7x + 3 = 0'
    expect(formulas(title)).toEqual(['2x² − 7x + 3 = 0'])
    expect(formulaRuns(title).map((r) => r.text).join('')).toBe(title)
  })

  it('finds intervals, limits and several formulas in one sentence', () => {
    expect(formulas('Найдите наибольшее значение функции y = x³ − 3x на отрезке [0; 2].')).toEqual(['y = x³ − 3x', '[0; 2].'])
    expect(formulas('Вычислите lim (sin x / x) при x → 0')).toEqual(['lim (sin x / x)'])
  })

  it('leaves prose, English sentences, lone numbers and dashes as prose', () => {
    expect(formulas('Put the verbs in the correct form and translate the text')).toEqual([])
    expect(formulas('Маятник длиной 2,5 м – это пример')).toEqual([])
    expect(formulas('Задача 5 из учебника')).toEqual([])
  })

  it('cuts a long formula before its relations so it can still wrap there', () => {
    const text = 'Период T = 2π√(l/g) = 2 · 3,14 · √(2,5 / 9,8) ≈ 3,17 с'
    expect(formulas(text)).toEqual(['T = 2π√(l/g)', '= 2 · 3,14 · √(2,5 / 9,8)', '≈ 3,17'])
    expect(formulaRuns(text).map((r) => r.text).join('')).toBe(text)
  })
})
