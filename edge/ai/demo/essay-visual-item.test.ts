import { describe, expect, it } from 'vitest'
import { demoProvider } from '../demo-provider'
import { objectCall } from '../prompts/prompt'
import { PROMPTS } from '../prompts/registry'
import { latexProblem } from '../../essays/visual-items/latex'
import { VISUAL_ITEM_MESSAGES } from '../../../domain/essay/visual-items'
import { demoVisualFormula, demoVisualGraph, demoVisualTable, numbersOf } from './essay-visual-item'

const WITH_NUMBERS =
  'В 2020 году выручка малых предприятий составила 15 млн рублей, в 2021 году — 18,5 млн рублей. Доля онлайн-продаж выросла до 42 %, а число сотрудников сократилось на 7.'
const WITHOUT_NUMBERS =
  'Цифровизация малого бизнеса меняет управление предприятием. Цифровизация требует новых компетенций сотрудников, а управление данными становится отдельной задачей предприятия.'

/** Every number an output holds (in labels, cells, values), as the text writes it. */
const numbersIn = (value: unknown): string[] => (JSON.stringify(value, null, 1).match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => n.replace('.', ','))
const numbersOfText = (text: string) => new Set((text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => n.replace('.', ',')))

const input = (text: string, userInstructions: string | null = null) => ({ topic: 'Цифровизация малого бизнеса', text, userInstructions })

const SURVEY =
  'В опросе участвовали 1 200 респондентов. Социальными сетями пользуются 87 % опрошенных: ВКонтакте — 62 %, Telegram — 48 %, YouTube — 35 %.'
const YEARS_WISH = 'График: 2021 — 35 %, 2022 — 42 %, 2023 — 51 %'

describe('demo visual items invent nothing', () => {
  it('read numbers with their units and the year or the words they belong to, not a window of the words before', () => {
    expect(numbersOf(input(WITH_NUMBERS)).map((n) => [n.label, n.value, n.shown, n.unit])).toEqual([
      ['2020', 15, '15 млн рублей', 'млн руб.'],
      ['2021', 18.5, '18,5 млн рублей', 'млн руб.'],
      ['Доля онлайн-продаж', 42, '42 %', '%'],
      ['Число сотрудников (сократилось на)', 7, '7', ' (изменение)'],
    ])
    expect(numbersOf(input(SURVEY)).map((n) => [n.label, n.value, n.unit])).toEqual([
      ['В опросе участвовали', 1200, 'чел.'],
      ['Социальными сетями', 87, '%'],
      ['ВКонтакте', 62, '%'],
      ['Telegram', 48, '%'],
      ['YouTube', 35, '%'],
    ])
  })

  it('build a table only from numbers in the passage, each row named by what it is; no caption says «демо»', () => {
    const table = demoVisualTable(input(WITH_NUMBERS))
    expect(table.caption).toBe('Показатели из выделенного текста')
    const allowed = numbersOfText(WITH_NUMBERS)
    for (const n of numbersIn(table)) expect(allowed).toContain(n)
    expect(table.rows).toEqual([
      ['Выручка малых предприятий, 2020', '15 млн рублей'],
      ['Выручка малых предприятий, 2021', '18,5 млн рублей'],
      ['Доля онлайн-продаж', '42 %'],
      ['Число сотрудников (сократилось на)', '7'],
    ])
    expect(demoVisualTable(input(SURVEY)).rows).toEqual([
      ['В опросе участвовали', '1 200 респондентов'],
      ['Социальными сетями', '87 %'],
      ['ВКонтакте', '62 %'],
      ['Telegram', '48 %'],
      ['YouTube', '35 %'],
    ])
  })

  it('table the wish numbers before the passage ones', () => {
    expect(demoVisualTable(input(WITH_NUMBERS, YEARS_WISH)).rows).toEqual([
      ['2021', '35 %'],
      ['2022', '42 %'],
      ['2023', '51 %'],
    ])
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

  it('plot the numbers typed in the wish (issue 34 review: it plotted «Показатель 1–3 = 1, 2, 3»)', () => {
    const g = demoVisualGraph(input(WITHOUT_NUMBERS, YEARS_WISH))
    expect(g.labels).toEqual(['2021', '2022', '2023'])
    expect(g.series).toEqual([{ name: 'Значение по годам', values: [35, 42, 51] }])
    expect(g.kind).toBe('line')
    expect(g.yLabel).toBe('%')
    expect(g.caption).toBe('Значение по годам, %')
    // The wish wins over a passage that has numbers of its own.
    expect(demoVisualGraph(input(WITH_NUMBERS, YEARS_WISH)).series[0]!.values).toEqual([35, 42, 51])
  })

  it('never plot a head count beside percentages; label by the categories the text names (issue 34 review)', () => {
    const g = demoVisualGraph(input(SURVEY))
    expect(g.labels).toEqual(['ВКонтакте', 'Telegram', 'YouTube'])
    expect(g.series.map((s) => s.values)).toEqual([[62, 48, 35]])
    expect(g.yLabel).toBe('%')
    expect(g.kind).toBe('bar')
    expect(demoVisualGraph(input(SURVEY, 'круговая диаграмма')).kind).toBe('pie')
  })

  it('draw a graph only of the passage numbers, of one unit; with none, refuse rather than invent values', () => {
    const g = demoVisualGraph(input(WITH_NUMBERS))
    const allowed = numbersOfText(WITH_NUMBERS)
    for (const v of g.series.flatMap((s) => s.values)) expect(allowed).toContain(String(v).replace('.', ','))
    expect(g.labels).toEqual(['2020', '2021'])
    expect(g.series).toEqual([{ name: 'Выручка малых предприятий', values: [15, 18.5] }])
    expect(g.caption).toBe('Выручка малых предприятий, млн руб.')
    for (const text of [WITH_NUMBERS, SURVEY]) for (const n of numbersIn(demoVisualGraph(input(text)))) expect(numbersOfText(text)).toContain(n)
    expect(() => demoVisualGraph(input(WITHOUT_NUMBERS))).toThrow(VISUAL_ITEM_MESSAGES.graphNeedsNumbers)
  })

  it('take a formula the student typed or the passage holds, as LaTeX KaTeX accepts; else a template to fill', () => {
    const typed = demoVisualFormula(input(WITHOUT_NUMBERS, 'E = mc^2'))
    expect(typed.latex).toBe('E = mc^{2}')
    expect(typed.caption).toBe('Формула из пожелания')
    const inText = demoVisualFormula(input('Скорость находят по формуле v = s / t, где s — путь.'))
    expect(inText.latex).toBe('v = \\frac{s}{t}')
    const none = demoVisualFormula(input(WITHOUT_NUMBERS))
    expect(none.caption).toMatch(/^Впиши свою формулу/)
    const broken = demoVisualFormula(input(WITHOUT_NUMBERS, 'D = (T_s / T_f * 100'))
    expect(broken.caption).toBe('Формулу из пожелания не получилось прочитать: Не хватает закрывающей скобки «)». Впиши свою формулу, например в пожелании «E = mc^2»')
    for (const f of [typed, inText, none, broken]) expect(f.caption).not.toMatch(/демо/i)
    for (const f of [typed, inText, none, broken]) expect(latexProblem(f.latex)).toBeNull()
  })

  it('draw the review formulas exactly as typed (issue 34: «D = T_s / T_f * 100» failed, «y = f(x)» was ignored)', () => {
    const cases: [string, string][] = [
      ['D = T_s / T_f * 100', 'D = \\frac{T_s}{T_f} \\cdot 100'],
      ['D = T_s * 100 / T_f', 'D = \\frac{T_s \\cdot 100}{T_f}'],
      ['y = f(x)', 'y = f(x)'],
      ['$y = f(x)$', 'y = f(x)'],
      ['\\frac{a}{b}', '\\frac{a}{b}'],
    ]
    for (const [wish, latex] of cases) {
      const f = demoVisualFormula(input(WITH_NUMBERS, wish))
      expect(f).toEqual({ caption: 'Формула из пожелания', latex })
      expect(latexProblem(f.latex)).toBeNull()
    }
  })

  it('answer through the demo provider by task, validated by the same schemas as the model', async () => {
    const ai = demoProvider({ streamDelayMs: 0 })
    const table = await ai.generateObject(objectCall(PROMPTS.essayVisualTable, input(WITH_NUMBERS)))
    expect(table.columns).toEqual(['Показатель', 'Значение'])
    const graph = await ai.generateObject(objectCall(PROMPTS.essayVisualGraph, input(SURVEY)))
    expect(graph.labels).toEqual(['ВКонтакте', 'Telegram', 'YouTube'])
    const formula = await ai.generateObject(objectCall(PROMPTS.essayVisualFormula, input(WITH_NUMBERS, 'F = m*a')))
    expect(formula.latex).toBe('F = m \\cdot a')
  })
})
