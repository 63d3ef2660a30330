// The preview renders on the server (no window at import) and, in chromium, draws every measured line inside its box:
// the browser's own text widths (Liberation Sans / Serif) agree with the metrics the layout measured with.
// PREVIEW_SHOTS_DIR=/tmp/x also writes screenshots at 375 and 1280 px.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderToString } from 'react-dom/server'
import { chromium } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PRESENTATION_THEME_IDS, type TDeckSpec } from '../../domain/presentation/deck'
import { fixtureDeckSpec, FIXTURE_TITLE_PAGE } from '../../domain/presentation/deck-fixture'
import { layoutDeck } from '../../domain/presentation/layout'
import { DeckPreview } from './deck-preview'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CSS = readFileSync(join(import.meta.dirname, 'deck-preview.css'), 'utf8')

const LONG = 'Длинный тезис о преобразованиях в государственном управлении, экономике, армии и культуре «с кавычками» — и тире… '.repeat(6).slice(0, 590)

/** Every text at the schema's longest: the fit shrinks to the minimum and cuts with «…». */
function longSpec(themeId: (typeof PRESENTATION_THEME_IDS)[number]): TDeckSpec {
  const base = fixtureDeckSpec(themeId)
  return {
    ...base,
    topic: LONG.slice(0, 255),
    subtitle: LONG.slice(0, 200),
    slides: [
      { kind: 'bullets', title: LONG, bullets: Array(6).fill(LONG), notes: LONG },
      { kind: 'two-columns', title: LONG, left: { heading: LONG, bullets: Array(5).fill(LONG) }, right: { heading: 'Коротко', bullets: ['Один'] }, notes: '' },
      { kind: 'quote', title: LONG, quote: LONG, source: LONG, notes: '' },
      { kind: 'table', title: LONG, columns: Array(5).fill(LONG.slice(0, 60)), rows: Array(8).fill(Array(5).fill(LONG.slice(0, 120))), caption: LONG, notes: '' },
      { kind: 'section', number: 10, title: LONG, subtitle: LONG, notes: '' },
      { kind: 'sources', title: LONG, references: Array(10).fill(LONG), notes: '' },
    ],
  }
}

function page(themeId: (typeof PRESENTATION_THEME_IDS)[number], long = false) {
  const deck = layoutDeck(long ? longSpec(themeId) : fixtureDeckSpec(themeId), FIXTURE_TITLE_PAGE)
  const html = renderToString(<DeckPreview deck={deck} />)
  return { deck, html, doc: `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><style>body{margin:0;padding:12px;font-family:Arial,sans-serif}${CSS}</style></head><body>${html}</body></html>` }
}

describe('DeckPreview', () => {
  it('renders on the server: a stage per slide, every measured line, tables, charts and the notes', () => {
    const { deck, html } = page('academic')
    const lineCount = deck.slides.flatMap((s) => s.elements).reduce((n, e) => n + (e.type === 'text' ? e.measuredLines : e.type === 'table' ? e.cellLines!.flat().flat().length : 0), 0)
    expect(html.match(/class="deck-preview__stage"/g)).toHaveLength(deck.slides.length)
    expect(html.match(/class="deck-line"/g)).toHaveLength(lineCount)
    expect(html.match(/<table/g)).toHaveLength(deck.slides.filter((s) => s.kind === 'table').length)
    expect(html.match(/<svg class="deck-chart"/g)).toHaveLength(deck.slides.filter((s) => s.kind === 'chart').length)
    expect(html.match(/Заметки докладчика/g)).toHaveLength(deck.slides.filter((s) => s.notes).length)
    expect(html).toContain('>Реформы Петра I и их значение для</div>')
    expect(html).toContain('Демо-версия')
  })

  it('renders odd content without throwing: an all-zero pie, emoji, ragged table rows', () => {
    const spec = fixtureDeckSpec('warm')
    spec.slides = [
      { kind: 'chart', title: 'Д', chart: { type: 'pie', categories: ['а', 'б'], series: [{ name: 'н', values: [0, 0] }] }, caption: 'Условные данные', notes: '' },
      { kind: 'chart', title: 'Д', chart: { type: 'line', categories: ['а', 'б', 'в'], series: [{ name: 'н', values: [-5, 0] }] }, caption: 'Условные данные', notes: '' },
      { kind: 'table', title: 'Т 🚀', columns: ['А', 'Б'], rows: [['1', '2', '3']], notes: '' },
    ]
    const html = renderToString(<DeckPreview deck={layoutDeck(spec)} />)
    expect(html.match(/<svg class="deck-chart"/g)).toHaveLength(2)
    expect(html).not.toContain('NaN')
  })

  it.skipIf(!existsSync(CHROMIUM))('in chromium every line fits its box and every text its height, at 1280 and 375 px', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--font-render-hinting=none'] })
    const shots = process.env.PREVIEW_SHOTS_DIR
    if (shots) mkdirSync(shots, { recursive: true })
    try {
      for (const themeId of PRESENTATION_THEME_IDS) {
        for (const [width, long] of [[1280, false], [375, false], [1280, true]] as const) {
          const p = await browser.newPage({ viewport: { width, height: 900 } })
          await p.setContent(page(themeId, long).doc)
          await p.evaluate(() => document.fonts.ready)
          const problems = await p.evaluate(() => {
            const out: string[] = []
            for (const box of document.querySelectorAll<HTMLElement>('.deck-el--text, .deck-el--table td, .deck-el--table th')) {
              const cs = getComputedStyle(box)
              const innerW = box.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight)
              for (const line of box.querySelectorAll<HTMLElement>('.deck-line')) {
                const range = document.createRange()
                range.selectNodeContents(line)
                const w = range.getBoundingClientRect().width / (line.getBoundingClientRect().width / line.offsetWidth || 1)
                const para = line.parentElement as HTMLElement
                const indent = box.classList.contains('deck-el--text') ? parseFloat(getComputedStyle(para).paddingLeft) : 0
                if (w > innerW - indent + 0.5) out.push(`wide ${w.toFixed(1)} > ${(innerW - indent).toFixed(1)}: ${line.textContent}`)
              }
              if (box.classList.contains('deck-el--text') && box.scrollHeight > box.clientHeight + 1) out.push(`tall ${box.scrollHeight} > ${box.clientHeight}: ${box.dataset.role}`)
            }
            return out
          })
          expect(problems, `${themeId} @${width}${long ? ' long' : ''}`).toEqual([])
          // Scaled to the frame before any script runs (CSS typed arithmetic; the component's ResizeObserver elsewhere).
          const fit = await p.evaluate(() => [...document.querySelectorAll('.deck-preview__frame')].map((f) => Math.abs(f.querySelector('.deck-preview__stage')!.getBoundingClientRect().width - f.getBoundingClientRect().width)))
          expect(Math.max(...fit)).toBeLessThan(1)
          if (shots && width === 375 && !long) await p.screenshot({ path: join(shots, `preview-${themeId}-375.png`), fullPage: true })
          if (shots && width === 1280) {
            const tag = long ? 'long' : '1280'
            const slides = p.locator('.deck-preview__slide')
            for (let i = 0; i < (await slides.count()); i++) await slides.nth(i).screenshot({ path: join(shots, `preview-${themeId}-${tag}-${String(i + 1).padStart(2, '0')}.png`) })
          }
          await p.close()
        }
      }
    } finally {
      await browser.close()
    }
  }, 120_000)
})
