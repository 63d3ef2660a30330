import { describe, expect, it } from 'vitest'
import { ZDeckSlide, type TDeckSlide } from './deck'
import { repairDeck, type TOutlinePoint, type TRawDeckSlide } from './repair-deck'
import { buildNotes, fitNotes, NOTES_WORDS } from './speaker-notes'
import { speechSeconds } from '../../tests/helpers/presentation-measures'
import { countWords } from './clip-text'

const point: TOutlinePoint = { section: 2, title: 'Причины инфляции', theses: ['Рост денежной массы', 'Рост издержек производства'] }
const notes = 'Расскажите, почему цены растут. '.repeat(30)
const one = (raw: TRawDeckSlide | undefined, opts: { demo?: boolean } = {}) => repairDeck(raw ? [raw] : [], [point], opts)[0]!
const inRange = (s: TDeckSlide) => speechSeconds(s.notes) >= 60 && speechSeconds(s.notes) <= 90

describe('repairDeck', () => {
  it('keeps a valid chart, with notes cut to 90 seconds of whole sentences', () => {
    const s = one({ kind: 'chart', title: 'Инфляция', chart: { type: 'line', categories: ['2021', '2022'], series: [{ name: 'ИПЦ', values: [8.4, '11,9'] }] }, caption: 'Источник: Росстат', notes })
    expect(s).toMatchObject({ kind: 'chart', chart: { type: 'line', categories: ['2021', '2022'], series: [{ name: 'ИПЦ', values: [8.4, 11.9] }] }, caption: 'Источник: Росстат' })
    expect(inRange(s)).toBe(true)
    expect(s.notes.endsWith('.')).toBe(true)
  })

  it('turns a chart whose series length differs from its categories into bullets of the slide’s theses', () => {
    const s = one({ kind: 'chart', title: 'Инфляция', chart: { type: 'bar', categories: ['2021', '2022', '2023'], series: [{ name: 'ИПЦ', values: [1, 2] }] }, caption: 'Источник: Росстат', notes })
    expect(s).toMatchObject({ kind: 'bullets', title: 'Инфляция', bullets: point.theses })
  })

  it('does not draw a chart that does not say where its numbers come from, or with values that are not numbers', () => {
    expect(one({ kind: 'chart', chart: { type: 'bar', categories: ['А', 'Б'], series: [{ name: 'x', values: [1, 2] }] }, caption: 'Рост цен' }).kind).toBe('bullets')
    expect(one({ kind: 'chart', chart: { type: 'bar', categories: ['А', 'Б'], series: [{ name: 'x', values: [1, 'много'] }] }, caption: 'Источник: Росстат' }).kind).toBe('bullets')
  })

  it('draws a pie of several series as bars', () => {
    const s = one({ kind: 'chart', chart: { type: 'pie', categories: ['А', 'Б'], series: [{ name: 'x', values: [1, 2] }, { name: 'y', values: [3, 4] }] }, caption: 'Пример данных (демо): замените своими' })
    expect(s.kind === 'chart' && s.chart.type).toBe('bar')
  })

  it('cuts more than six bullets to six', () => {
    const s = one({ kind: 'bullets', title: 'Много', bullets: Array.from({ length: 9 }, (_, i) => `Пункт ${i + 1}`) })
    expect(s.kind === 'bullets' && s.bullets).toEqual(['Пункт 1', 'Пункт 2', 'Пункт 3', 'Пункт 4', 'Пункт 5', 'Пункт 6'])
  })

  it('builds notes of 60–90 seconds from the theses when the model wrote none, labelled in a demo', () => {
    const s = one({ kind: 'bullets', title: 'Причины', bullets: ['А', 'Б'] }, { demo: true })
    expect(inRange(s)).toBe(true)
    expect(s.notes).toContain('Демо-заметки')
    expect(s.notes).toContain('рост денежной массы')
  })

  it('pads short notes to 60 seconds with presenter advice, not with facts', () => {
    const short = 'Здесь я объясняю, почему денежная масса влияет на цены и что из этого следует для экономики страны.'
    const s = one({ kind: 'bullets', bullets: ['А'], notes: short })
    expect(s.notes.startsWith(short)).toBe(true)
    expect(inRange(s)).toBe(true)
  })

  it('pads table rows to the columns, drops empty rows, and needs two columns', () => {
    const s = one({ kind: 'table', columns: ['Фактор', 'Влияние', ''], rows: [['Спрос', 'рост', 'лишнее'], ['', ''], ['Издержки']] })
    expect(s).toMatchObject({ kind: 'table', columns: ['Фактор', 'Влияние'], rows: [['Спрос', 'рост'], ['Издержки', '']] })
    expect(one({ kind: 'table', columns: ['Один'], rows: [['x']] }).kind).toBe('bullets')
  })

  it('never shows a quote put in a named person’s mouth', () => {
    expect(one({ kind: 'quote', quote: 'Инфляция всегда и везде — денежный феномен', source: 'М. Фридман' }).kind).toBe('bullets')
    expect(one({ kind: 'quote', quote: 'Инфляция всегда и везде — денежный феномен', source: 'Милтон Фридман' }).kind).toBe('bullets')
    expect(one({ kind: 'quote', quote: 'Инфляция всегда и везде — денежный феномен. — Фридман' }).kind).toBe('bullets')
    expect(one({ kind: 'quote', quote: 'Инфляция — устойчивый рост общего уровня цен', source: 'Определение' })).toMatchObject({ kind: 'quote', source: 'Определение' })
  })

  it('makes a two-columns slide with an empty side a bullets slide', () => {
    expect(one({ kind: 'two-columns', left: { heading: 'Плюсы', bullets: ['А'] }, right: { heading: 'Минусы', bullets: [] } })).toMatchObject({ kind: 'bullets', bullets: ['А'] })
  })

  it('numbers a section slide by its section and fills a missing slide from the outline', () => {
    const [a, b] = repairDeck([{ kind: 'section', title: 'Раздел', number: 7 } as TRawDeckSlide], [point, { ...point, title: 'Второй' }])
    expect(a).toMatchObject({ kind: 'section', number: 2, subtitle: 'Рост денежной массы' })
    expect(b).toMatchObject({ kind: 'bullets', title: 'Второй', bullets: point.theses })
  })

  it('gives a kind it does not know (or a sources slide the model should not write) as bullets, and every slide passes ZDeckSlide', () => {
    for (const kind of ['sources', 'video', null, 'BULLETS']) {
      const s = one({ kind, title: '  ', bullets: [' ', 'Пункт'] })
      expect(ZDeckSlide.safeParse(s).success).toBe(true)
      expect(s).toMatchObject({ kind: 'bullets', title: 'Причины инфляции' })
    }
  })
})

describe('speaker notes', () => {
  it('are 126–189 words (60–90 s at 2.1 words a second) whatever the slide', () => {
    expect(NOTES_WORDS).toEqual({ min: 126, max: 189 })
    for (const theses of [[], ['Один'], Array.from({ length: 5 }, () => 'очень длинный тезис '.repeat(14))]) {
      const n = countWords(buildNotes({ title: 'Слайд', theses }))
      expect(n).toBeGreaterThanOrEqual(126)
      expect(n).toBeLessThanOrEqual(189)
    }
    const wall = 'слово '.repeat(400)
    expect(countWords(fitNotes(wall, { title: 'Слайд', theses: [] }))).toBe(189)
  })
})

describe('repairDeck: properties over random answers', () => {
  it('never throws and always gives one valid slide per outline slide, notes within 60–90 s', () => {
    let seed = 42
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    const any = <T>(items: readonly T[]) => items[Math.floor(rnd() * items.length)]!
    const text = () => any([null, undefined, '', '   ', 'Иван Петров', 'А. С. Пушкин', 'Источник: Росстат', 'x'.repeat(900), 'Короткий пункт', '12,5', 'демо'])
    const list = () => (rnd() < 0.1 ? null : Array.from({ length: Math.floor(rnd() * 10) }, text))
    const cellOf = () => any([text(), 0, -3, 1e9, Number.NaN])
    for (let run = 0; run < 2000; run++) {
      const n = 1 + Math.floor(rnd() * 6)
      const points = Array.from({ length: n }, (_, i) => ({ section: 1 + Math.floor(rnd() * 12), title: `Слайд ${i + 1}`, theses: Array.from({ length: 1 + Math.floor(rnd() * 5) }, (_, k) => `Тезис ${k + 1}`) }))
      const raw: TRawDeckSlide[] = Array.from({ length: Math.floor(rnd() * 8) }, () => ({
        kind: any(['bullets', 'two-columns', 'quote', 'table', 'chart', 'section', 'sources', 'unknown', null]),
        title: text(),
        bullets: list(),
        left: rnd() < 0.3 ? null : { heading: text(), bullets: list() },
        right: rnd() < 0.3 ? null : { heading: text(), bullets: list() },
        quote: text(),
        source: text(),
        columns: list(),
        rows: rnd() < 0.2 ? null : Array.from({ length: Math.floor(rnd() * 12) }, () => Array.from({ length: Math.floor(rnd() * 7) }, cellOf)),
        caption: text(),
        chart: rnd() < 0.2 ? null : { type: any(['bar', 'line', 'pie', 'radar', null]), categories: Array.from({ length: Math.floor(rnd() * 14) }, cellOf), series: Array.from({ length: Math.floor(rnd() * 5) }, () => ({ name: text(), values: Array.from({ length: Math.floor(rnd() * 14) }, cellOf) })) },
        subtitle: text(),
        notes: any([null, '', notes, 'слово '.repeat(1000), 'Коротко.']),
      }))
      const slides = repairDeck(raw, points)
      expect(slides).toHaveLength(n)
      for (const s of slides) {
        expect(ZDeckSlide.safeParse(s).success).toBe(true)
        expect(inRange(s)).toBe(true)
      }
    }
  })
})
