// Opens the handout DOCX and reads word/document.xml: the title block, «Слайд N. <title>» per slide with its points,
// tables and a chart's data as tables, «Что сказать:» with the notes, the sources at the end, the demo mark.
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import type { TDeckSpec } from '../../../domain/presentation/deck'
import { essayDefenseDeck, defenseTitlePage } from '../../../domain/essay/defense-deck'
import { orderReferences } from '../../../domain/essay/work-document-citations'
import { sampleEssay } from '../../../tests/helpers/sample-essay'
import { buildPresentationHandoutDocx, DEMO_HANDOUT_MARK, HANDOUT_LABELS } from './handout-docx'

const unescape = (s: string) => s.replace(/&(quot|apos|lt|gt|amp);/g, (_, e: string) => ({ quot: '"', apos: "'", lt: '<', gt: '>', amp: '&' })[e]!)
/** The document's paragraphs as plain text (non-breaking spaces as spaces), tables' cells as their own paragraphs. */
const paragraphs = (xml: string) =>
  [...xml.matchAll(/<w:p[ >].*?<\/w:p>/gs)].map((p) => unescape([...p[0].matchAll(/<w:t(?: [^>]*)?>(.*?)<\/w:t>/gs)].map((t) => t[1]).join('')).replace(/\u00a0/g, ' ')).filter(Boolean)
const open = async (bytes: Promise<Uint8Array>) => {
  const files = unzipSync(await bytes)
  return { doc: strFromU8(files['word/document.xml']!), core: strFromU8(files['docProps/core.xml']!), headers: Object.keys(files).filter((f) => /^word\/header\d*\.xml$/.test(f)).map((f) => strFromU8(files[f]!)) }
}

const DECK: TDeckSpec = {
  topic: 'Возобновляемая энергетика в России',
  subtitle: 'Презентация к защите доклада',
  themeId: 'academic',
  isDemo: true,
  slides: [
    { kind: 'bullets', title: 'Цель и задачи', bullets: ['Цель – оценить рост', 'Разобрать меры поддержки [1]'], notes: 'Тема важна, потому что спрос на энергию растёт.' },
    { kind: 'two-columns', title: 'Солнце и ветер', left: { heading: 'Солнце', bullets: ['Юг страны'] }, right: { heading: 'Ветер', bullets: ['Побережья'] }, notes: '' },
    { kind: 'table', title: 'Таблица 1 — Мощность', columns: ['Год', 'ГВт'], rows: [['2022', '5,1'], ['2023', '6,0']], caption: 'Данные из текста работы', notes: 'Мощность выросла.' },
    { kind: 'chart', title: 'Рисунок 1 — Выработка', chart: { type: 'bar', categories: ['2022', '2023'], series: [{ name: 'Солнце', values: [1.5, 2.25] }, { name: 'Ветер', values: [3, 4] }], unit: 'ТВт·ч' }, caption: 'Демо: числа условные', notes: 'Выработка растёт.' },
    { kind: 'section', number: 3, title: 'Перспективы', subtitle: 'До 2035 года', notes: '' },
    { kind: 'quote', title: 'Определение', quote: 'Возобновляемый источник — тот, что восполняется', notes: '' },
    { kind: 'sources', title: 'Список источников', references: ['1. Иванов, И. И. Энергетика. – Москва, 2020. – 100 с.', 'Петров, П. П. Ветер. – Казань, 2021. – 50 с.'], notes: '' },
  ],
}

describe('buildPresentationHandoutDocx', () => {
  it('signs the title block with the forms chosen for the title slide: «Выполнила», «Проверила», never «Руководитель»', async () => {
    const { doc } = await open(
      buildPresentationHandoutDocx(DECK, { studentName: 'Смирнова Ольга', group: 'ЭН-21', teacherName: 'Петрова А. П.', authorForm: 'VYPOLNILA', teacherForm: 'PROVERILA' }),
    )
    const p = paragraphs(doc)
    expect(p).toContain('Выполнила: Смирнова Ольга, группа ЭН-21')
    expect(p).toContain('Проверила: Петрова А. П.')
    expect(doc).not.toContain('Руководитель')
    const { doc: unchosen } = await open(buildPresentationHandoutDocx(DECK, { group: 'ЭН-21', teacherName: 'Петров П. П.' }))
    expect(paragraphs(unchosen)).toEqual(expect.arrayContaining(['Группа: ЭН-21', 'Проверил: Петров П. П.']))
  })

  it('prints the title block, every slide with its points and what to say, and the sources at the end', async () => {
    const { doc, core, headers } = await open(buildPresentationHandoutDocx(DECK, { studentName: 'Смирнова Ольга', group: 'ЭН-21', institution: 'Казанский университет', city: 'Казань', year: 2026 }))
    const p = paragraphs(doc)
    // No form chosen: signed «Выполнил», as the title slide is.
    expect(p.slice(0, 7)).toEqual([DEMO_HANDOUT_MARK, 'Раздаточный материал к презентации', DECK.topic, DECK.subtitle, 'Казанский университет', 'Выполнил: Смирнова Ольга, группа ЭН-21', 'Казань, 2026'])
    const at = (t: string) => p.indexOf(t)
    expect(at(`${HANDOUT_LABELS.slide} 1. ${DECK.topic}`)).toBeGreaterThan(0)
    DECK.slides.forEach((s, i) => expect(at(`${HANDOUT_LABELS.slide} ${i + 2}. ${s.title}`), s.title).toBeGreaterThan(0))
    const s2 = at('Слайд 2. Цель и задачи')
    expect(p.slice(s2 + 1, s2 + 5)).toEqual(['Цель – оценить рост', 'Разобрать меры поддержки [1]', HANDOUT_LABELS.say, 'Тема важна, потому что спрос на энергию растёт.'])
    expect(p.slice(at('Слайд 3. Солнце и ветер') + 1, at('Слайд 4. Таблица 1 — Мощность'))).toEqual(['Солнце', 'Юг страны', 'Ветер', 'Побережья'])
    // The table as a table, and the chart as its data table with the unit.
    expect(doc.match(/<w:tbl>/g)).toHaveLength(2)
    expect(p.slice(at('Слайд 4. Таблица 1 — Мощность') + 1, at('Слайд 5. Рисунок 1 — Выработка'))).toEqual(['Год', 'ГВт', '2022', '5,1', '2023', '6,0', 'Данные из текста работы', HANDOUT_LABELS.say, 'Мощность выросла.'])
    expect(p.slice(at('Слайд 5. Рисунок 1 — Выработка') + 1, at('Слайд 5. Рисунок 1 — Выработка') + 11)).toEqual(['Показатель, ТВт·ч', 'Солнце', 'Ветер', '2022', '1,5', '3', '2023', '2,25', '4', 'Демо: числа условные'])
    expect(p).toContain('«Возобновляемый источник — тот, что восполняется»')
    // A slide with no notes says nothing; bullets are list paragraphs.
    expect(p.filter((x) => x === HANDOUT_LABELS.say)).toHaveLength(3)
    expect(doc).toMatch(/<w:numPr>/)
    expect(p.slice(-3)).toEqual([HANDOUT_LABELS.sources, '1. Иванов, И. И. Энергетика. – Москва, 2020. – 100 с.', '2. Петров, П. П. Ветер. – Казань, 2021. – 50 с.'])
    expect(doc).toContain('w:pgSz w:w="11906" w:h="16838"')
    expect(core).toContain(DEMO_HANDOUT_MARK)
    expect(core).toContain('<dc:creator>Смирнова Ольга</dc:creator>')
    expect(headers.some((h) => h.includes(DEMO_HANDOUT_MARK))).toBe(true)
  })

  it('has no demo mark for a real deck, and a defense deck prints all its notes and every source', async () => {
    const work = orderReferences(sampleEssay())
    const deck = essayDefenseDeck(work, { isDemo: false })
    const { doc, core, headers } = await open(buildPresentationHandoutDocx(deck, defenseTitlePage(work.titlePage)))
    const p = paragraphs(doc)
    expect(doc).not.toContain(DEMO_HANDOUT_MARK)
    expect(core).not.toContain(DEMO_HANDOUT_MARK)
    expect(headers.join('')).not.toContain(DEMO_HANDOUT_MARK)
    for (const s of deck.slides.filter((s) => s.notes)) expect(p).toContain(s.notes.replace(/\u00a0/g, ' '))
    const tail = p.slice(p.lastIndexOf(HANDOUT_LABELS.sources) + 1)
    expect(tail).toEqual(work.references.map((r, i) => `${i + 1}. ${r}`))
  })
})
