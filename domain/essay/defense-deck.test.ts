import { describe, expect, it } from 'vitest'
import { sampleEssay } from '../../tests/helpers/sample-essay'
import { ZDeckSlide, ZDeckSpec, type TDeckSlide } from '../presentation/deck'
import { ZPresentationTitlePage } from '../presentation/input'
import { defenseTitlePage, essayDefenseDeck, DEFENSE_SLIDE_TITLES } from './defense-deck'
import { DEFENSE_SPEECH, speakerNotes, wordCount } from './defense-notes'
import { visualMarker, type TVisualItem } from './visual-items'
import { citationsIn, orderReferences } from './work-document-citations'
import { ZWorkDocument, type TWorkDocument } from './work-document'
import { sentencesOf, thesis } from './work-document-theses'

const work = (w: TWorkDocument = sampleEssay()) => orderReferences(ZWorkDocument.parse(w))
const of = <K extends TDeckSlide['kind']>(slides: TDeckSlide[], kind: K) => slides.filter((s): s is Extract<TDeckSlide, { kind: K }> => s.kind === kind)
const spoken = (s: string) => s.replace(/\s*\[[^[\]]{1,80}\]/g, '').replace(/\s+([.,;:!?])/g, '$1').replace(/\s+/g, ' ').trim()
/** A slide line is one of the text's sentences (or its head, cut with «…»), with the same citations. */
const fromText = (line: string, paragraphs: readonly string[]) => {
  const head = line.replace(/…( \[[^\]]*\])*$/, '')
  return paragraphs.flatMap(sentencesOf).some((s) => s.startsWith(head) && JSON.stringify(citationsIn(s)) === JSON.stringify(citationsIn(line)))
}
const totalWords = (slides: TDeckSlide[]) => slides.reduce((n, s) => n + wordCount(s.notes), 0)

describe('essayDefenseDeck', () => {
  const w = work()
  const deck = essayDefenseDeck(w, { isDemo: false })

  it('is a valid deck spec: subtitle in the genitive, the academic theme, every slide a ZDeckSlide', () => {
    expect(ZDeckSpec.parse(deck)).toEqual(deck)
    for (const s of deck.slides) expect(ZDeckSlide.safeParse(s).success, s.title).toBe(true)
    expect(deck).toMatchObject({ topic: w.topic, subtitle: 'Презентация к защите реферата', themeId: 'academic', isDemo: false })
    expect(essayDefenseDeck({ ...w, workType: 'Курсовая работа' }, { isDemo: true }).subtitle).toBe('Презентация к защите курсовой работы')
    expect(essayDefenseDeck({ ...w, workType: 'Что-то своё' }, { isDemo: true })).toMatchObject({ subtitle: 'Презентация к защите работы', isDemo: true })
  })

  it('opens with the aim and the tasks the introduction states', () => {
    expect(deck.slides[0]).toMatchObject({
      kind: 'bullets',
      title: DEFENSE_SLIDE_TITLES.aims,
      bullets: [
        'Цель работы – проанализировать состояние и перспективы цифровой трансформации российских вузов',
        'Раскрыть понятие цифровой трансформации',
        'Проанализировать практику российских вузов',
        'Определить направления дальнейшего развития',
      ],
    })
  })

  it('gives every chapter a slide of theses from its own text, two columns for two subchapters, citations kept as written', () => {
    const body = deck.slides.slice(1, 1 + w.chapters.length)
    w.chapters.forEach((c, i) => {
      const slide = body[i]!
      expect(slide.title).toBe(`${i + 1}. ${c.title}`)
      const lines = slide.kind === 'two-columns' ? [...slide.left.bullets, ...slide.right.bullets] : slide.kind === 'bullets' ? slide.bullets : []
      expect(slide.kind).toBe(c.subchapters.length === 2 ? 'two-columns' : 'bullets')
      expect(lines.length).toBeGreaterThanOrEqual(3)
      const own = c.subchapters.flatMap((s) => s.paragraphs)
      for (const l of lines) expect(fromText(l, own), l).toBe(true)
    })
    const twoCol = of(body, 'two-columns')[0]!
    expect([twoCol.left.heading, twoCol.right.heading]).toEqual(w.chapters[2]!.subchapters.map((s) => s.title))
    // A thesis whose sentence cites a source shows the same [N] the text has.
    const cited = body.flatMap((s) => (s.kind === 'bullets' ? s.bullets : s.kind === 'two-columns' ? [...s.left.bullets, ...s.right.bullets] : [])).filter((l) => citationsIn(l).length)
    expect(cited.length).toBeGreaterThan(0)
    // Whole or cut, the line keeps its brackets as written: in place, or after «…» when the cut fell before them.
    expect(thesis('Рост составил 5 % [2, с. 14] за год. Далее.', 130, { keepCitations: true })).toBe('Рост составил 5 % [2, с. 14] за год')
    expect(thesis(`Начало [3] ${'слово '.repeat(40)}конец [4, 5].`, 60, { keepCitations: true })).toMatch(/^Начало \[3\] слово.*… \[4, 5\]$/)
  })

  it('ends with conclusions from the conclusion and the sources as the work lists them, at most 10 a slide', () => {
    const sources = of(deck.slides, 'sources')
    const conclusions = deck.slides[deck.slides.length - sources.length - 1]!
    expect(conclusions.title).toBe(DEFENSE_SLIDE_TITLES.conclusions)
    expect(conclusions.kind === 'bullets' && conclusions.bullets.every((b) => fromText(b, w.conclusion.paragraphs))).toBe(true)
    expect(sources.length).toBe(2)
    expect(sources.map((s) => s.title)).toEqual(['Список источников (1/2)', 'Список источников (2/2)'])
    for (const s of sources) expect(s.references.length).toBeLessThanOrEqual(10)
    expect(sources.flatMap((s) => s.references)).toEqual(w.references.map((r, i) => `${i + 1}. ${r}`))
    // Every [N] on a slide names a line of the sources slides.
    const cited = deck.slides.flatMap((s) => citationsIn(JSON.stringify(s.kind === 'sources' ? '' : s)))
    expect(Math.max(...cited)).toBeLessThanOrEqual(w.references.length)
  })

  it('writes notes on every content slide from the work’s own sentences, 5–7 minutes in all', () => {
    const content = deck.slides.filter((s) => s.kind !== 'sources')
    for (const s of content) expect(wordCount(s.notes), s.title).toBeGreaterThan(20)
    const total = totalWords(deck.slides)
    expect(total).toBeGreaterThanOrEqual(DEFENSE_SPEECH.minWords)
    expect(total).toBeLessThanOrEqual(DEFENSE_SPEECH.maxWords)
    const seconds = total / DEFENSE_SPEECH.wordsPerSecond
    expect(seconds).toBeGreaterThanOrEqual(300)
    expect(seconds).toBeLessThanOrEqual(420)
    // Nothing said that the work does not say: each notes sentence is one of the text's sentences, said once.
    const own = new Set([...w.introduction.paragraphs, ...w.chapters.flatMap((c) => c.subchapters.flatMap((s) => s.paragraphs)), ...w.conclusion.paragraphs].flatMap(sentencesOf).map(spoken))
    const said = content.flatMap((s) => sentencesOf(s.notes))
    for (const x of said) expect(own.has(x), x).toBe(true)
    expect(new Set(said).size).toBe(said.length)
    // The chapters carry the speech; no slide runs far past a minute and a half.
    for (const s of content) expect(wordCount(s.notes)).toBeLessThanOrEqual(200)
  })

  it('keeps within 5–7 minutes for a short work and a long one', () => {
    for (const pages of [10, 30]) {
      const d = essayDefenseDeck(work(sampleEssay({ pages, seed: pages })), { isDemo: false })
      const total = totalWords(d.slides)
      expect(total, `${pages} pages`).toBeGreaterThanOrEqual(DEFENSE_SPEECH.minWords)
      expect(total, `${pages} pages`).toBeLessThanOrEqual(DEFENSE_SPEECH.maxWords)
    }
  })

  it('says what a very short work has, never more', () => {
    const short = work({ ...sampleEssay(), introduction: { paragraphs: ['Тема важна для всех студентов вуза.'] }, chapters: [{ title: 'Глава', paragraphs: ['Первое утверждение главы о предмете [1]. Второе утверждение главы о предмете.'], subchapters: [] }], conclusion: { paragraphs: ['Вывод из всей работы очень прост.'] }, references: ['Иванов, И. И. Книга. – Москва, 2020. – 100 с.'] })
    const d = essayDefenseDeck(short, { isDemo: true })
    expect(ZDeckSpec.safeParse(d).success).toBe(true)
    expect(d.slides[0]).toMatchObject({ title: DEFENSE_SLIDE_TITLES.introduction })
    expect(d.slides[1]).toMatchObject({ kind: 'bullets', bullets: ['Первое утверждение главы о предмете [1]', 'Второе утверждение главы о предмете'] })
    expect(totalWords(d.slides)).toBeLessThan(40)
  })

  it('turns the work’s tables and graphs into table and chart slides after their chapter, numbered as in the work', () => {
    const items: TVisualItem[] = [
      { id: '7', type: 'table', content: { caption: 'Доля онлайн-курсов', columns: ['Год', 'Доля, %', 'Вузов', 'Курсов', 'Студентов', 'Лишний'], rows: Array.from({ length: 10 }, (_, i) => [`${2015 + i}`, `${i * 3}`, '40', '12', '1000', 'x']) } },
      { id: '9', type: 'graph', content: { caption: 'Рост числа курсов', kind: 'bar', labels: ['2021', '2022', '2023'], series: [{ name: 'Курсы', values: [10, 20, 35] }], yLabel: 'шт.' } },
      { id: '11', type: 'formula', content: { caption: null, latex: 'E = mc^2' } },
    ]
    const base = sampleEssay()
    const sub = base.chapters[1]!.subchapters[0]!
    sub.paragraphs.splice(1, 0, visualMarker('9'), visualMarker('11'))
    sub.paragraphs.splice(0, 0, visualMarker('7'))
    const d = essayDefenseDeck(work(base), { isDemo: true, visualItems: items })
    const kinds = d.slides.map((s) => s.kind)
    const at = kinds.indexOf('table')
    expect(d.slides[at - 1]!.title).toBe(`2. ${base.chapters[1]!.title}`)
    expect(d.slides[at]).toMatchObject({ kind: 'table', title: 'Таблица 1 — Доля онлайн-курсов', columns: ['Год', 'Доля, %', 'Вузов', 'Курсов', 'Студентов'] })
    const table = of(d.slides, 'table')[0]!
    expect(table.rows).toHaveLength(8)
    expect(table.caption).toContain('первые 8 строк из 10')
    expect(d.slides[at + 1]).toMatchObject({ kind: 'chart', title: 'Рисунок 1 — Рост числа курсов', chart: { type: 'bar', categories: ['2021', '2022', '2023'], series: [{ name: 'Курсы', values: [10, 20, 35] }], unit: 'шт.' } })
    expect(of(d.slides, 'chart')[0]!.caption).toMatch(/^Демо/)
    expect(kinds.filter((k) => k === 'table' || k === 'chart')).toHaveLength(2)
    expect(of(d.slides, 'chart')[0]!.notes.startsWith('Рисунок 1 — Рост числа курсов.')).toBe(true)
    expect(totalWords(d.slides)).toBeLessThanOrEqual(DEFENSE_SPEECH.maxWords)
  })

  it('maps the work’s title page to the title slide’s lines', () => {
    const tp = defenseTitlePage(w.titlePage)
    expect(ZPresentationTitlePage.parse(tp)).toEqual(tp)
    expect(tp).toEqual({ institution: w.titlePage.institution, subject: 'Педагогика высшей школы', studentName: 'Иванов Иван Иванович', group: 'ПО-21', teacherName: 'к. п. н., доцент Петрова Мария Сергеевна', city: 'Москва', year: 2026 })
    expect(defenseTitlePage({ workTypeLabel: 'Эссе', year: 2025 })).toEqual({ year: 2025 })
  })
})

describe('speakerNotes', () => {
  it('shares the speech by weight and stops at the text', () => {
    const para = (n: number) => Array.from({ length: n }, (_, i) => `Предложение номер ${i + 1} этого раздела работы говорит о главном.`).join(' ')
    const [a, b] = speakerNotes([{ weight: 1, groups: [[para(40)]] }, { weight: 3, groups: [[para(40).replace(/раздела/g, 'главы')]] }], 200)
    expect(wordCount(b!)).toBeGreaterThan(wordCount(a!) * 2)
    expect(wordCount(a!) + wordCount(b!)).toBeLessThanOrEqual(230)
    expect(speakerNotes([{ weight: 1, groups: [['Одно короткое предложение здесь.']] }])).toEqual(['Одно короткое предложение здесь.'])
  })
})
