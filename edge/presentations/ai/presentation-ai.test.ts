// The three AI steps of a presentation over the demo provider (and over providers that answer badly): the basis, the
// outline sized to the slides count, the deck with one slide per outline slide plus the sources or closing slide.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoProvider } from '../../ai/demo-provider'
import type { TDemoWriter } from '../../ai/demo/writers'
import { DEMO_WRITERS } from '../../ai/demo/writers'
import type { TAi } from '../../ai/port'
import type { SourcesPort, TSourceHit } from '../../sources/port'
import { createLocalCatalogue } from '../../sources/local-catalogue'
import { testDb, type TestDb } from '../../../tests/helpers/test-db'
import { ZDeckSlide, ZDeckSpec, type TDeckSpec } from '../../../domain/presentation/deck'
import { ZPresentationJustification, ZPresentationOutline, type TPresentationJustification } from '../../../domain/presentation/input'
import { ZSourceRecord } from '../../../domain/sources/reference'
import { countOutlineSlides, speechSeconds } from '../../../tests/helpers/presentation-measures'
import { generatePresentationDeck, generatePresentationJustification, generatePresentationOutline } from './presentation-ai'

const ai = demoProvider({ streamDelayMs: 0 })
const topic = 'Инфляция и ее влияние на экономику России'
const noSources: SourcesPort = { searchSources: async () => [] }

const inflationBook: TSourceHit = {
  id: 'catalogue:1',
  origin: 'catalogue',
  score: 1,
  subject: 'economics',
  record: ZSourceRecord.parse({ kind: 'book', authors: [{ family: 'Иванов', given: 'Иван Иванович' }], title: 'Инфляция в экономике России', city: 'Москва', publisher: 'Юрайт', year: 2021, pages: '250', language: 'ru' }),
}
const oneSource: SourcesPort = { searchSources: async () => [inflationBook] }

const withWriters = (writers: Record<string, TDemoWriter>): TAi => demoProvider({ streamDelayMs: 0, writers: { ...DEMO_WRITERS, ...writers } })

async function deckFor(slidesCount: number, o: { ai?: TAi; sources?: SourcesPort } = {}): Promise<TDeckSpec> {
  const use = o.ai ?? ai
  const justification = await generatePresentationJustification(use, { topic, slidesCount })
  const outline = await generatePresentationOutline(use, { topic, slidesCount, justification })
  return generatePresentationDeck({ ai: use, sources: o.sources ?? noSources }, { topic, slidesCount, justification, outline, themeId: 'academic' })
}

describe('generatePresentationJustification', () => {
  it('restates the topic in four fields of 10–1000 characters, labelled demo, the same every time', async () => {
    const j = await generatePresentationJustification(ai, { topic, slidesCount: 10 })
    expect(ZPresentationJustification.parse(j)).toEqual(j)
    for (const f of Object.values(j)) expect(f).toContain('(демо)')
    // No numbers of its own: the only one is the slides count.
    for (const f of [j.idea, j.problem, j.relevance]) expect(f).not.toMatch(/\d/)
    expect(j.goal).toContain('за 10 слайдов')
    expect(j.idea).toContain(`«${topic}»`)
    expect(await generatePresentationJustification(ai, { topic, slidesCount: 10 })).toEqual(j)
  })

  it('cuts a model’s field longer than 1000 characters at a sentence', async () => {
    const long = 'Это длинное предложение основы презентации. '.repeat(40)
    const model = withWriters({ 'presentation-justification': { kind: 'object', write: () => ({ idea: long, problem: long, relevance: long, goal: long }) } })
    const j = await generatePresentationJustification(model, { topic, slidesCount: 10 })
    expect(j.idea.length).toBeLessThanOrEqual(1000)
    expect(j.idea.endsWith('презентации.')).toBe(true)
  })
})

describe('generatePresentationOutline', () => {
  it.each([8, 10, 20])('has slidesCount − 2 slides for %i slides, from introduction to conclusions', async (slidesCount) => {
    const justification = await generatePresentationJustification(ai, { topic, slidesCount })
    const outline = await generatePresentationOutline(ai, { topic, slidesCount, justification })
    expect(ZPresentationOutline.parse(outline)).toEqual(outline)
    expect(countOutlineSlides(outline)).toBe(slidesCount - 2)
    expect(outline[0]!.title).toBe('Введение')
    expect(outline.at(-1)!.title).toBe('Выводы')
  })

  it('repairs a provider answer with a slide of 0 theses and a slide of 6', async () => {
    const sixTheses = Array.from({ length: 6 }, (_, i) => `Тезис ${i + 1}`)
    const model = withWriters({
      'presentation-outline': {
        kind: 'object',
        write: () => ({ sections: [{ title: 'Введение', slides: [{ title: 'Тема', theses: [] }, { title: 'Причины', theses: sixTheses }] }, { title: 'Выводы', slides: [{ title: 'Итоги', theses: ['Итог'] }] }] }),
      },
    })
    const justification: TPresentationJustification = { idea: 'Основная идея темы', problem: 'Проблема темы', relevance: 'Актуальность темы', goal: 'Цель выступления' }
    const outline = await generatePresentationOutline(model, { topic, slidesCount: 8, justification })
    expect(ZPresentationOutline.safeParse(outline).success).toBe(true)
    expect(outline[0]!.subsections[0]!.narratives).toEqual(['Тема'])
    expect(outline.flatMap((s) => s.subsections.flatMap((sl) => sl.narratives))).toEqual(['Тема', ...sixTheses, 'Итог'])
    // Nine theses can fill six slides: the 6 are split rather than left on one.
    expect(countOutlineSlides(outline)).toBe(6)
  })
})

describe('generatePresentationDeck', () => {
  it.each([8, 10, 20])('has slidesCount − 1 slides for %i slides (the title slide is added at layout), each valid, with notes of 60–90 s', async (slidesCount) => {
    const deck = await deckFor(slidesCount)
    expect(ZDeckSpec.parse(deck)).toEqual(deck)
    expect(deck.slides).toHaveLength(slidesCount - 1)
    expect(deck.isDemo).toBe(true)
    for (const slide of deck.slides) {
      expect(ZDeckSlide.safeParse(slide).success).toBe(true)
      const seconds = speechSeconds(slide.notes)
      expect(seconds, slide.title).toBeGreaterThanOrEqual(60)
      expect(seconds, slide.title).toBeLessThanOrEqual(90)
      expect(slide.notes).toContain('Демо-заметки')
    }
    const kinds = deck.slides.map((s) => s.kind)
    expect(kinds).toContain('two-columns')
    // The demo has no numbers of its own, so it draws no chart (it used to chart this deck's slide counts).
    expect(kinds).not.toContain('chart')
  })

  it('states the goal and a task per section on «Цель и задачи», and offers the comparison as a template to fill', async () => {
    const deck = await deckFor(10)
    const tasks = deck.slides.find((s) => s.title === 'Цель и задачи выступления')
    if (tasks?.kind !== 'bullets') throw new Error('no tasks slide')
    expect(tasks.bullets[0]).toMatch(/^Цель/)
    expect(tasks.bullets.slice(1)).toEqual(['Задача 1 — определить основные понятия темы', 'Задача 2 — рассмотреть ключевые аспекты темы', 'Задача 3 — показать тему на примерах из практики', 'Задача 4 — обсудить нерешенные вопросы и перспективы', 'Задача 5 — подвести итоги и ответить на вопрос выступления'])
    const table = deck.slides.find((s) => s.kind === 'table')
    if (table?.kind !== 'table') throw new Error('no table')
    expect(['Сравнение подходов', 'Подходы к изучению темы']).toContain(table.title)
    expect(table.caption).toBe('Шаблон сравнения (демо): заполните по своим источникам')
    // Nothing made up: the cells are left to the student.
    expect(new Set(table.rows.flatMap((r) => r.slice(1)))).toEqual(new Set(['—']))
  })

  it('ends with a closing «Выводы» slide of the outline’s own theses when no source is found', async () => {
    const justification = await generatePresentationJustification(ai, { topic, slidesCount: 10 })
    const outline = await generatePresentationOutline(ai, { topic, slidesCount: 10, justification })
    const deck = await generatePresentationDeck({ ai, sources: noSources }, { topic, slidesCount: 10, justification, outline, themeId: 'warm' })
    const last = deck.slides.at(-1)!
    expect(last).toMatchObject({ kind: 'bullets', title: 'Выводы' })
    const theses = new Set(outline.flatMap((s) => s.subsections.flatMap((sl) => sl.narratives)))
    if (last.kind === 'bullets') for (const b of last.bullets) expect(theses.has(b)).toBe(true)
    expect(deck.themeId).toBe('warm')
  })

  it('ends with a sources slide of GOST lines when a relevant source is found, still slidesCount − 1 slides', async () => {
    const deck = await deckFor(10, { sources: oneSource })
    expect(deck.slides).toHaveLength(9)
    expect(deck.slides.at(-1)).toEqual(expect.objectContaining({ kind: 'sources', references: ['Иванов, И. И. Инфляция в экономике России / И. И. Иванов. – Москва : Юрайт, 2021. – 250 с.'] }))
  })

  it('lists the sources slide in the GOST order, not by relevance: Cyrillic entries alphabetical, then Latin', async () => {
    const hit = (id: number, score: number, record: Parameters<typeof ZSourceRecord.parse>[0]): TSourceHit => ({ id: `catalogue:${id}`, origin: 'catalogue', score, subject: 'economics', record: ZSourceRecord.parse(record) })
    const three: SourcesPort = {
      searchSources: async () => [
        hit(2, 3, { kind: 'article', language: 'en', authors: [{ family: 'Friedman', given: 'Milton' }], title: 'Inflation and unemployment', container: 'Journal of Political Economy', year: 1977 }),
        hit(3, 2, { kind: 'book', authors: [{ family: 'Моисеев', given: 'Сергей Рэмович' }], title: 'Инфляция: теория и практика', city: 'Москва', publisher: 'Дело', year: 2004 }),
        inflationBook,
      ],
    }
    const refs = (await deckFor(10, { sources: three })).slides.at(-1)
    expect(refs).toMatchObject({ kind: 'sources' })
    expect(refs?.kind === 'sources' && refs.references.map((r) => r.split(',')[0])).toEqual(['Иванов', 'Моисеев', 'Friedman'])
  })

  it('labels a deck of a real model as not a demo', async () => {
    const real: TAi = { ...ai, info: { kind: 'openai', model: 'test', isDemo: false } }
    const deck = await deckFor(8, { ai: real })
    expect(deck.isDemo).toBe(false)
  })

  it('repairs a slides answer (a chart whose series do not match, 8 bullets, no notes) and survives an answer that fails validation', async () => {
    const badSlides = withWriters({
      'presentation-slides': {
        kind: 'object',
        write: (i) => {
          const n = (i as { outline: { subsections: unknown[] }[]; section: number }).outline[(i as { section: number }).section - 1]!.subsections.length
          return {
            slides: Array.from({ length: n }, (_, k) =>
              k % 2 ? { kind: 'chart', title: 'Диаграмма', chart: { type: 'bar', categories: ['А', 'Б', 'В'], series: [{ name: 'x', values: [1, 2] }] }, caption: 'Источник: Росстат' } : { kind: 'bullets', title: 'Пункты', bullets: Array.from({ length: 8 }, (_, b) => `Пункт ${b}`) },
            ),
          }
        },
      },
    })
    const deck = await deckFor(10, { ai: badSlides })
    expect(deck.slides).toHaveLength(9)
    expect(deck.slides.every((s) => s.kind === 'bullets')).toBe(true)
    expect(deck.slides.every((s) => speechSeconds(s.notes) >= 60 && speechSeconds(s.notes) <= 90)).toBe(true)
    const broken = withWriters({ 'presentation-slides': { kind: 'object', write: () => ({ slides: 'не список' }) } })
    const fallback = await deckFor(8, { ai: broken })
    expect(fallback.slides).toHaveLength(7)
  })
})

describe('generatePresentationDeck over the shipped catalogue', () => {
  let t: TestDb
  beforeAll(async () => {
    t = await testDb()
  }, 120_000)
  afterAll(async () => {
    await t.dispose()
  })

  it('lists only relevant catalogue records on the sources slide', async () => {
    const deck = await deckFor(10, { sources: createLocalCatalogue(t.db) })
    const last = deck.slides.at(-1)!
    expect(last.kind).toBe('sources')
    if (last.kind !== 'sources') return
    expect(last.references.length).toBeGreaterThan(0)
    expect(last.references.length).toBeLessThanOrEqual(10)
    for (const r of last.references) expect(r).toMatch(/инфляц|inflat|денеж|monet|эконом|econom/i)
  })
})
