import { describe, expect, it } from 'vitest'
import { demoProvider } from '../demo-provider'
import { objectCall } from '../prompts/prompt'
import { PROMPTS } from '../prompts/registry'
import { latexProblem } from '../../essays/visual-items/latex'
import { demoVisualFormula, demoVisualGraph, demoVisualTable, numbersOf, plainToLatex } from './essay-visual-item'

const WITH_NUMBERS =
  'В 2020 году выручка малых предприятий составила 15 млн рублей, в 2021 году — 18,5 млн рублей. Доля онлайн-продаж выросла до 42 %, а число сотрудников сократилось на 7.'
const WITHOUT_NUMBERS =
  'Цифровизация малого бизнеса меняет управление предприятием. Цифровизация требует новых компетенций сотрудников, а управление данными становится отдельной задачей предприятия.'

/** Every number an output holds (in labels, cells, values), as the text writes it. */
const numbersIn = (value: unknown): string[] => (JSON.stringify(value).match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => n.replace('.', ','))
const numbersOfText = (text: string) => new Set((text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => n.replace('.', ',')))

const input = (text: string, userInstructions: string | null = null) => ({ topic: 'Цифровизация малого бизнеса', text, userInstructions })

describe('demo visual items invent nothing', () => {
  it('read numbers with their labels; a year labels the number after it', () => {
    expect(numbersOf(WITH_NUMBERS).map((n) => [n.label, n.value])).toEqual([
      ['2020', 15],
      ['2021', 18.5],
      ['Доля онлайн-продаж выросла до', 42],
      ['число сотрудников сократилось на', 7],
    ])
  })

  it('build a table only from numbers in the passage; no caption says «демо» (it goes into the file)', () => {
    const table = demoVisualTable(input(WITH_NUMBERS))
    expect(table.caption).toBe('Показатели из выделенного текста')
    const allowed = numbersOfText(WITH_NUMBERS)
    for (const n of numbersIn(table)) expect(allowed).toContain(n)
    expect(table.rows).toContainEqual(['2021', '18,5 млн'])
  })

  it('without numbers, tabulate the passage key terms with its own sentences, or leave an empty demo table', () => {
    const terms = demoVisualTable(input(WITHOUT_NUMBERS))
    expect(terms.columns).toEqual(['Понятие', 'Где говорится в тексте'])
    for (const [term, sentence] of terms.rows) {
      expect(WITHOUT_NUMBERS.toLowerCase()).toContain(term)
      expect(WITHOUT_NUMBERS).toContain(sentence!.replace(/…$/, ''))
    }
    expect(numbersIn(terms)).toEqual([])
    const empty = demoVisualTable(input('Коротко.'))
    expect(empty.caption).toBe('Заполни значения')
    expect(empty.rows.flat().every((c) => c === '')).toBe(true)
  })

  it('draw a graph only of the passage numbers; with none, a placeholder that says its values are examples', () => {
    const g = demoVisualGraph(input(WITH_NUMBERS))
    const allowed = numbersOfText(WITH_NUMBERS)
    for (const v of g.series.flatMap((s) => s.values)) expect(allowed).toContain(String(v).replace('.', ','))
    for (const l of g.labels) expect(WITH_NUMBERS).toContain(l)
    expect(g.caption).toBe('Значения из выделенного текста')
    const placeholder = demoVisualGraph(input(WITHOUT_NUMBERS))
    expect(placeholder.caption).toMatch(/значения условные — впиши свои$/)
    expect(placeholder.series[0]!.name).toBe('Условные значения')
  })

  it('take a formula the student typed or the passage holds, as LaTeX KaTeX accepts; else a template to fill', () => {
    const typed = demoVisualFormula(input(WITHOUT_NUMBERS, 'E = mc^2'))
    expect(typed.latex).toBe('E = mc^{2}')
    expect(typed.caption).toBe('Формула из пожелания')
    const inText = demoVisualFormula(input('Скорость находят по формуле v = s / t, где s — путь.'))
    expect(inText.latex).toBe('v = \\frac{s}{t}')
    const none = demoVisualFormula(input(WITHOUT_NUMBERS))
    expect(none.caption).toMatch(/^Впиши свою формулу/)
    for (const f of [typed, inText, none]) expect(f.caption).not.toMatch(/демо/i)
    for (const f of [typed, inText, none]) expect(latexProblem(f.latex)).toBeNull()
    expect(plainToLatex('S = a * b')).toBe('S = a \\cdot b')
    expect(plainToLatex('c = sqrt(a^2 + b^2)')).toBe('c = \\sqrt{a^{2} + b^{2}}')
  })

  it('answer through the demo provider by task, validated by the same schemas as the model', async () => {
    const ai = demoProvider({ streamDelayMs: 0 })
    const table = await ai.generateObject(objectCall(PROMPTS.essayVisualTable, input(WITH_NUMBERS)))
    expect(table.columns).toEqual(['Показатель', 'Значение'])
    const formula = await ai.generateObject(objectCall(PROMPTS.essayVisualFormula, input(WITH_NUMBERS, 'F = m*a')))
    expect(formula.latex).toBe('F = m \\cdot a')
  })
})
