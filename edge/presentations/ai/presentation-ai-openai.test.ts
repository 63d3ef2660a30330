// The presentation steps through the real OpenAI-compatible adapter against the local fake: a model's answer that
// breaks the §5 limits (0 and 7 theses, a chart whose series do not match, a quote put in a named person's mouth)
// passes the prompt's schema at once — no repair round trip — and is repaired into a valid outline and deck.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openAiCompatible } from '../../ai/openai-compatible'
import { createOpenAiFake } from '../../../tests/fakes/openai'
import { startFake, type TRunningFake } from '../../../tests/fakes/serve'
import { ZDeckSpec } from '../../../domain/presentation/deck'
import { ZPresentationOutline, type TPresentationJustification } from '../../../domain/presentation/input'
import { countOutlineSlides, speechSeconds } from '../../../tests/helpers/presentation-measures'
import { generatePresentationDeck, generatePresentationOutline } from './presentation-ai'

const KEY = 'sk-test-presentation'
const fake = createOpenAiFake({ apiKey: KEY })
let server: TRunningFake
beforeAll(async () => {
  server = await startFake(fake.app)
})
afterAll(() => server.close())
beforeEach(() => fake.reset())

const ai = () => openAiCompatible({ baseUrl: `${server.url}/v1`, apiKey: KEY, model: 'test-model', timeoutMs: 5_000, maxRetries: 0, sleep: async () => {} })
const topic = 'Инфляция и ее влияние на экономику России'
const justification: TPresentationJustification = { idea: 'Инфляция влияет на доходы и решения людей', problem: 'Рост цен снижает покупательную способность', relevance: 'Тема важна для понимания экономики', goal: 'Объяснить причины и последствия инфляции' }
const theses = (n: number, what: string) => Array.from({ length: n }, (_, i) => `${what}: тезис ${i + 1}`)
const answer = (value: unknown) => fake.script.push({ kind: 'text', content: JSON.stringify(value) })

describe('presentation steps over the OpenAI-compatible adapter', () => {
  it('repairs an outline with 0 and 7 theses to the limits and to slidesCount − 2 slides, in one request', async () => {
    answer({
      sections: [
        { title: 'Введение', slides: [{ title: 'Актуальность', theses: [] }] },
        { title: 'Причины инфляции', slides: [{ title: 'Причины', theses: theses(7, 'Причины') }, { title: 'Спрос', theses: theses(2, 'Спрос') }] },
        { title: 'Выводы', slides: [{ title: 'Итоги', theses: theses(3, 'Итоги') }] },
      ],
    })
    const outline = await generatePresentationOutline(ai(), { topic, slidesCount: 10, justification })
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]!.body.messages?.[1]?.content).toContain('ровно из 8 слайдов содержания')
    expect(ZPresentationOutline.safeParse(outline).success).toBe(true)
    expect(countOutlineSlides(outline)).toBe(8)
    expect(outline[0]!.subsections[0]!.narratives).toEqual(['Актуальность'])
  })

  it('writes a deck a section per request, repairs bad slides, and keeps honest ones', async () => {
    const outline = ZPresentationOutline.parse([
      { title: 'Причины', subsections: [{ title: 'Денежная масса', narratives: ['Рост денежной массы'] }, { title: 'Издержки', narratives: ['Рост издержек'] }] },
      { title: 'Последствия', subsections: [{ title: 'Доходы', narratives: ['Падение реальных доходов'] }] },
    ])
    const notes = 'Объясните слушателям, как рост денежной массы связан с ценами, и приведите понятный пример. '.repeat(12)
    // The sections are asked in parallel: each answer is chosen by the section its request names.
    const bySection: Record<string, unknown> = {
      'раздела 1': {
        slides: [
          { kind: 'chart', title: 'Денежная масса', chart: { type: 'bar', categories: ['2021', '2022', '2023'], series: [{ name: 'М2', values: [1, 2] }] }, caption: 'Источник: Банк России', notes },
          { kind: 'quote', title: 'Издержки', quote: 'Инфляция всегда и везде — денежный феномен', source: 'Милтон Фридман', notes },
        ],
      },
      'раздела 2': { slides: [{ kind: 'two-columns', title: 'Доходы', left: { heading: 'Было', bullets: ['Доходы росли'] }, right: { heading: 'Стало', bullets: ['Доходы падают'] }, notes }] },
    }
    fake.fallback = (req) => {
      const asked = Object.keys(bySection).find((k) => req.body.messages?.[1]?.content.includes(`слайды ${k} `))
      return { kind: 'text', content: JSON.stringify(bySection[asked ?? ''] ?? {}) }
    }
    const deck = await generatePresentationDeck({ ai: ai(), sources: { searchSources: async () => [] } }, { topic, slidesCount: 8, justification, outline, themeId: 'contrast' })
    expect(fake.requests).toHaveLength(2)
    expect(ZDeckSpec.safeParse(deck).success).toBe(true)
    expect(deck.isDemo).toBe(false)
    expect(deck.slides.map((s) => s.kind)).toEqual(['bullets', 'bullets', 'two-columns', 'bullets'])
    expect(deck.slides[1]).toMatchObject({ title: 'Издержки', bullets: ['Рост издержек'] })
    for (const s of deck.slides) expect(speechSeconds(s.notes)).toBeGreaterThanOrEqual(60)
    for (const s of deck.slides) expect(speechSeconds(s.notes)).toBeLessThanOrEqual(90)
    expect(deck.slides.at(-1)).toMatchObject({ title: 'Выводы', bullets: ['Рост денежной массы', 'Падение реальных доходов'] })
  })
})
