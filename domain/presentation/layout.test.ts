import { describe, expect, it } from 'vitest'
import { PRESENTATION_THEME_IDS, ZDeckSpec, type TDeckSlide, type TDeckSpec, type TPresentationThemeId } from './deck'
import { layoutDeck, SLIDE_HEIGHT_IN, SLIDE_WIDTH_IN, type TLaidElement } from './layout'
import { fitText, lineHeightIn, measureText, paragraphIndent, wrapText } from './text-fit'
import { DEMO_FOOTER } from './layout-parts'
import { DEMO_TITLE_LABEL } from './layout-slides'
import { columnWidths } from './layout-table'
import { PRESENTATION_THEMES } from './themes'

const WORDS = 'экономика государство реформа Петербург промышленность торговля флот армия образование наука Ёлка ёмкость «капитал» — процесс… №5 2024 г. исследование модернизация'.split(' ')

/** A seeded generator, so a failing case can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

function phrase(r: () => number, maxLen: number): string {
  const target = 1 + Math.floor(r() * maxLen)
  let out = ''
  while (out.length < target) out += (out ? ' ' : '') + WORDS[Math.floor(r() * WORDS.length)]
  return out.slice(0, maxLen).trim() || 'а'
}

function randomSlides(r: () => number, long: boolean): TDeckSlide[] {
  const len = (n: number) => (long ? n : Math.min(n, 40))
  const many = <T,>(min: number, max: number, f: () => T) => Array.from({ length: long ? max : min + Math.floor(r() * (max - min + 1)) }, f)
  return [
    { kind: 'section', number: 1 + Math.floor(r() * 10), title: phrase(r, len(600)), subtitle: phrase(r, len(600)), notes: phrase(r, 200) },
    { kind: 'bullets', title: phrase(r, len(600)), bullets: many(1, 6, () => phrase(r, len(600))), notes: '' },
    {
      kind: 'two-columns',
      title: phrase(r, len(600)),
      left: { heading: phrase(r, len(600)), bullets: many(1, 5, () => phrase(r, len(600))) },
      right: { heading: phrase(r, len(80)), bullets: many(1, 5, () => phrase(r, len(600))) },
      notes: '',
    },
    { kind: 'quote', title: phrase(r, len(600)), quote: phrase(r, len(600)), source: phrase(r, len(600)), notes: '' },
    {
      kind: 'table',
      title: phrase(r, len(600)),
      columns: many(2, 5, () => phrase(r, 60)),
      rows: many(1, 8, () => Array.from({ length: 5 }, () => phrase(r, len(120)))),
      caption: phrase(r, len(600)),
      notes: '',
    },
    {
      kind: 'chart',
      title: phrase(r, len(600)),
      chart: { type: (['bar', 'line', 'pie'] as const)[Math.floor(r() * 3)]!, categories: ['2021', '2022', '2023'], series: [{ name: 'Выпуск', values: [1, 2, 3] }], unit: 'млн' },
      caption: phrase(r, len(600)),
      notes: '',
    },
    { kind: 'sources', title: 'Список источников', references: many(1, 10, () => phrase(r, len(600))), notes: '' },
  ]
}

function spec(themeId: TPresentationThemeId, slides: TDeckSlide[], isDemo = true, topic = 'Реформы Петра I и их значение'): TDeckSpec {
  return ZDeckSpec.parse({ topic, subtitle: 'Презентация к защите реферата', themeId, isDemo, slides })
}

const TITLE_PAGE = { institution: 'Московский государственный университет имени М. В. Ломоносова', subject: 'История России', studentName: 'Иванова Мария Сергеевна', group: 'ИСТ-21', teacherName: 'Петров П. П.', city: 'Москва', year: 2026 }

function textHeight(el: Extract<TLaidElement, { type: 'text' }>): number {
  const lines = el.lines ?? []
  return lines.reduce((n, l) => n + l.length, 0) * lineHeightIn(el.fontFace as 'Arial', el.fontSize, el.lineSpacing) + Math.max(0, lines.length - 1) * (el.paraSpaceAfter / 72)
}

const overlaps = (a: TLaidElement, b: TLaidElement) => a.x < b.x + b.w - 1e-9 && b.x < a.x + a.w - 1e-9 && a.y < b.y + b.h - 1e-9 && b.y < a.y + a.h - 1e-9

function checkDeck(deck: ReturnType<typeof layoutDeck>) {
  expect(deck.slides[0]!.kind).toBe('title')
  for (const [si, slide] of deck.slides.entries()) {
    const where = `slide ${si + 1} (${slide.kind})`
    for (const el of slide.elements) {
      expect(el.x, where).toBeGreaterThanOrEqual(0)
      expect(el.y, where).toBeGreaterThanOrEqual(0)
      expect(el.x + el.w, where).toBeLessThanOrEqual(SLIDE_WIDTH_IN + 1e-9)
      expect(el.y + el.h, where).toBeLessThanOrEqual(SLIDE_HEIGHT_IN + 1e-9)
      if (el.type === 'text') {
        const lines = el.lines!
        expect(lines.flat().length, where).toBe(el.measuredLines)
        expect(textHeight(el), `${where} ${el.role}`).toBeLessThanOrEqual(el.h - 2 * el.inset + 1e-9)
        for (const [pi, p] of lines.entries()) {
          const para = el.paragraphs[pi]!
          const indent = paragraphIndent(para, el.indent!)
          for (const line of p) expect(measureText(line, el.fontFace as 'Arial', para.bold ?? el.bold ?? false, el.fontSize), `${where} ${el.role}: ${line}`).toBeLessThanOrEqual(el.w - 2 * el.inset - indent)
        }
      }
      if (el.type === 'table') {
        expect(el.colW.reduce((a, b) => a + b, 0)).toBeCloseTo(el.w, 6)
        expect((el.rows.length + 1) * el.rowH).toBeCloseTo(el.h, 6)
        const lh = lineHeightIn(el.fontFace as 'Arial', el.fontSize, el.lineSpacing!)
        for (const [ri, row] of el.cellLines!.entries()) for (const [ci, cell] of row.entries()) {
          expect(cell.length * lh + 2 * el.inset!).toBeLessThanOrEqual(el.rowH + 1e-9)
          for (const line of cell) expect(measureText(line, el.fontFace as 'Arial', ri === 0, el.fontSize)).toBeLessThanOrEqual(el.colW[ci]! - 2 * el.inset!)
        }
      }
    }
    const solid = slide.elements.filter((e) => e.type !== 'rect')
    for (let i = 0; i < solid.length; i++) for (let j = i + 1; j < solid.length; j++) expect(overlaps(solid[i]!, solid[j]!), `${where}: ${JSON.stringify([solid[i]!.x, solid[i]!.y])} × ${JSON.stringify([solid[j]!.x, solid[j]!.y])}`).toBe(false)
  }
}

describe('layoutDeck', () => {
  it('lays out every kind in each theme, nothing leaves the slide, overflows its box or overlaps', () => {
    for (const themeId of PRESENTATION_THEME_IDS) {
      for (let seed = 1; seed <= 15; seed++) {
        const r = rng(seed * 31 + themeId.length)
        const deck = layoutDeck(spec(themeId, randomSlides(r, seed % 3 === 0)), seed % 2 ? TITLE_PAGE : undefined)
        expect(new Set(deck.slides.map((s) => s.kind))).toEqual(new Set(['title', 'section', 'bullets', 'two-columns', 'quote', 'table', 'chart', 'sources']))
        checkDeck(deck)
      }
    }
  })

  it('keeps short text at the theme size and shrinks long text (never below the minimum), cutting with «…» at the minimum', () => {
    const short = layoutDeck(spec('academic', [{ kind: 'bullets', title: 'Итоги', bullets: ['Флот', 'Армия'], notes: '' }]))
    const body = short.slides[1]!.elements.find((e) => e.type === 'text' && e.role === 'body') as Extract<TLaidElement, { type: 'text' }>
    const title = short.slides[1]!.elements.find((e) => e.type === 'text' && e.role === 'title') as Extract<TLaidElement, { type: 'text' }>
    expect([body.fontSize, title.fontSize]).toEqual([24, 36])

    const medium = 'Создание регулярной армии и флота, учреждение коллегий и Сената, новое летоисчисление и гражданский шрифт.'
    const mid = layoutDeck(spec('academic', [{ kind: 'bullets', title: 'Итоги', bullets: Array(6).fill(medium), notes: '' }]))
    const midBody = mid.slides[1]!.elements.find((e) => e.type === 'text' && e.role === 'body') as Extract<TLaidElement, { type: 'text' }>
    expect(midBody.fontSize).toBeLessThan(24)
    expect(midBody.fontSize).toBeGreaterThanOrEqual(14)
    expect(midBody.paragraphs.every((p) => !p.text.endsWith('…'))).toBe(true)

    const long = 'Очень длинный тезис о преобразованиях в государственном управлении, экономике и культуре, '.repeat(6).slice(0, 600)
    const huge = layoutDeck(spec('warm', [{ kind: 'bullets', title: long, bullets: Array(6).fill(long), notes: '' }]))
    const hugeBody = huge.slides[1]!.elements.find((e) => e.type === 'text' && e.role === 'body') as Extract<TLaidElement, { type: 'text' }>
    const hugeTitle = huge.slides[1]!.elements.find((e) => e.type === 'text' && e.role === 'title') as Extract<TLaidElement, { type: 'text' }>
    expect(hugeBody.fontSize).toBe(14)
    expect(hugeTitle.fontSize).toBe(20)
    expect(hugeBody.paragraphs.at(-1)!.text.endsWith('…')).toBe(true)
    expect(hugeBody.lines!.at(-1)!.at(-1)!.endsWith('…')).toBe(true)
    expect(hugeBody.paragraphs.length).toBeLessThan(6)
  })

  it('draws the title slide first with the title page, a demo label and footers on demo decks only', () => {
    const slides: TDeckSlide[] = [{ kind: 'bullets', title: 'Итоги', bullets: ['Флот'], notes: 'Сказать о флоте.' }]
    const demo = layoutDeck(spec('contrast', slides, true), TITLE_PAGE)
    const texts = (i: number) => demo.slides[i]!.elements.flatMap((e) => (e.type === 'text' ? [`${e.role}:${e.paragraphs.map((p) => p.text).join('|')}`] : []))
    expect(texts(0)).toEqual(
      expect.arrayContaining([
        'title:Реформы Петра I и их значение',
        'subtitle:Презентация к защите реферата',
        'institution:Московский государственный университет имени М. В. Ломоносова',
        'title-page:Дисциплина: История России|Выполнил: Иванова Мария Сергеевна, группа ИСТ-21|Проверил: Петров П. П.',
        'city-year:Москва, 2026',
        `demo-label:${DEMO_TITLE_LABEL}`,
      ]),
    )
    expect(texts(1)).toEqual(expect.arrayContaining(['footer-number:2', `footer-demo:${DEMO_FOOTER}`]))
    expect(DEMO_TITLE_LABEL).toMatch(/^Демо-версия/)
    expect(demo.slides[1]!.notes).toBe('Сказать о флоте.')
    const real = layoutDeck(spec('contrast', slides, false))
    const realTexts = real.slides.flatMap((s) => s.elements.flatMap((e) => (e.type === 'text' ? [e.role] : [])))
    expect(realTexts).not.toContain('footer-demo')
    expect(realTexts).not.toContain('demo-label')
    expect(real.slides[0]!.elements.some((e) => e.type === 'text' && e.role === 'title-page')).toBe(false)
    // The file's author is the student the title page names, else nobody.
    expect(demo.author).toBe('Иванова Мария Сергеевна')
    expect(real.author).toBe('')
  })

  it('signs the title slide with the chosen forms: «Выполнила», «Проверила»; «Выполнил», «Проверил» while none is chosen, never «Выполнил(а)»', () => {
    const slides: TDeckSlide[] = [{ kind: 'bullets', title: 'Итоги', bullets: ['Флот'], notes: '' }]
    const who = (page: typeof TITLE_PAGE & { authorForm?: 'VYPOLNIL' | 'VYPOLNILA'; teacherForm?: 'PROVERIL' | 'PROVERILA' }) =>
      layoutDeck(spec('contrast', slides, false), page)
        .slides[0]!.elements.flatMap((e) => (e.type === 'text' && e.role === 'title-page' ? e.paragraphs.map((p) => p.text) : []))
    expect(who({ ...TITLE_PAGE, authorForm: 'VYPOLNILA', teacherForm: 'PROVERILA' })).toEqual([
      'Дисциплина: История России',
      'Выполнила: Иванова Мария Сергеевна, группа ИСТ-21',
      'Проверила: Петров П. П.',
    ])
    const neutral = who(TITLE_PAGE)
    expect(neutral).toContain('Выполнил: Иванова Мария Сергеевна, группа ИСТ-21')
    expect(neutral).toContain('Проверил: Петров П. П.')
    expect(neutral.join('|')).not.toContain('(а)')
  })

  it('survives odd input: emoji, tabs and newlines, zero-width and RTL characters, ragged rows, an all-zero pie', () => {
    const odd = 'Тема 🚀🚀 с\tтабуляцией\nи переносом\u200b строки עברית ' + 'Ш'.repeat(300)
    const deck = layoutDeck(
      spec('contrast', [
        { kind: 'bullets', title: odd, bullets: [odd, odd], notes: odd },
        { kind: 'table', title: 'Т', columns: ['А', 'Б'], rows: [['1', 'x'], ['1', '2', '3', '4', '5'], ['', '']], notes: '' },
        { kind: 'chart', title: 'Д', chart: { type: 'pie', categories: ['а', 'б'], series: [{ name: 'н', values: [0, 0] }] }, caption: 'Условные данные', notes: '' },
      ]),
    )
    checkDeck(deck)
    const table = deck.slides[2]!.elements.find((e) => e.type === 'table')!
    if (table.type !== 'table') throw new Error('no table')
    expect(table.rows).toEqual([['1', 'x'], ['1', '2'], ['', '']])
  })

  it('gives narrow columns their natural width and shares the rest', () => {
    expect(columnWidths([1, 1], 10)).toEqual([5, 5])
    const w = columnWidths([1.2, 20, 30], 11)
    expect(w[0]).toBeCloseTo(1.2, 6)
    expect(w[1]).toBeCloseTo(4.9, 6)
    expect(w[2]).toBeCloseTo(4.9, 6)
    expect(columnWidths([0.3, 20], 10)[0]).toBeCloseTo(1.1, 6)
  })

  it('sizes table columns from their content and shrinks or cuts rows to fit', () => {
    const narrow = layoutDeck(spec('academic', [{ kind: 'table', title: 'Годы', columns: ['Год', 'Событие'], rows: [['1703', 'Основание Санкт-Петербурга на берегах Невы и начало строительства крепости']], notes: '' }]))
    const t = narrow.slides[1]!.elements.find((e) => e.type === 'table')!
    if (t.type !== 'table') throw new Error('no table')
    expect(t.colW[0]!).toBeLessThan(t.colW[1]!)
    expect(t.fontSize).toBe(18)
    const cell = 'Очень подробное описание события с множеством деталей, дат и имён, которое не поместится в ячейку целиком никак'.slice(0, 120)
    const full = layoutDeck(spec('academic', [{ kind: 'table', title: 'Годы', columns: ['А', 'Б', 'В', 'Г', 'Д'], rows: Array(8).fill(Array(5).fill(cell)), caption: 'Таблица 1 — пример', notes: '' }]))
    const ft = full.slides[1]!.elements.find((e) => e.type === 'table')!
    if (ft.type !== 'table') throw new Error('no table')
    expect(ft.fontSize).toBe(10)
    expect(ft.rows.flat().some((c) => c.endsWith('…'))).toBe(true)
    checkDeck(full)
  })

  it('fits at the largest whole size that fits: one point more would not', () => {
    const r = rng(7)
    for (let i = 0; i < 200; i++) {
      const paragraphs = Array.from({ length: 1 + Math.floor(r() * 6) }, () => ({ text: phrase(r, 600), bullet: r() < 0.5 }))
      const o = { paragraphs, face: (r() < 0.5 ? 'Arial' : 'Times New Roman') as 'Arial', size: 28, minSize: 14, box: { w: 3 + r() * 8, h: 1 + r() * 4 }, inset: 0.1, lineSpacing: 1.1, paraSpaceRatio: 0.4, indent: 0.4 }
      const fit = fitText(o)
      expect(fit.height).toBeLessThanOrEqual(o.box.h - 0.2 + 1e-9)
      if (fit.paragraphs !== paragraphs) {
        expect(fit.fontSize).toBe(14)
        continue
      }
      if (fit.fontSize < o.size) expect(fitText({ ...o, size: fit.fontSize + 1, minSize: fit.fontSize + 1 }).paragraphs, `size ${fit.fontSize + 1} fits too`).not.toBe(paragraphs)
    }
  })

  it('wraps by measured width and breaks a word longer than a line', () => {
    const w = measureText('Ёлка', 'Arial', false, 20)
    expect(w).toBeGreaterThan(measureText('елк', 'Arial', false, 20))
    expect(measureText('Ш', 'Arial', true, 20)).toBeGreaterThan(measureText('Ш', 'Arial', false, 20))
    const lines = wrapText('а'.repeat(200), 2, 'Times New Roman', false, 20)
    expect(lines.length).toBeGreaterThan(1)
    for (const l of lines) expect(measureText(l, 'Times New Roman', false, 20)).toBeLessThanOrEqual(2)
    expect(lines.join('')).toBe('а'.repeat(200))
  })

  it('uses only fonts that render alike in PowerPoint, LibreOffice and the browser', () => {
    for (const id of PRESENTATION_THEME_IDS) for (const f of [PRESENTATION_THEMES[id].titleFont, PRESENTATION_THEMES[id].bodyFont]) expect(['Arial', 'Times New Roman']).toContain(f)
  })
})
