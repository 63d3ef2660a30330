// The LibreOffice render check (runs where `soffice`, `pdftotext` and `pdftoppm` are on PATH; .ci/run installs them,
// skipped elsewhere): LibreOffice lays the PPTX out on its own, with Liberation fonts metric-compatible with Arial and
// Times New Roman, so the words it prints must land inside the boxes the layout gave their elements: nothing spilled
// below a box (the layout measured the text and wrote no autofit), a slide per laid slide. PNGs of every slide are kept
// for a human look (the path is printed).
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRESENTATION_THEME_IDS } from '../../../domain/presentation/deck'
import { layoutDeck, type TLaidDeck, type TLaidElement } from '../../../domain/presentation/layout'
import { longDeckSpec, sampleDeckSpec, sampleLaidDeck } from '../../../tests/helpers/sample-laid-deck'
import { buildDeckPptx } from './deck-pptx'
import { pdfWords, renderedLines, type TPdfWord } from '../../../tests/helpers/pdf-words'

const missing = ['soffice', 'pdftotext', 'pdftoppm'].filter((cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status !== 0)
const TOLERANCE_IN = 0.08
const TITLE_PAGE = { institution: 'Московский государственный университет имени М. В. Ломоносова', subject: 'История России', studentName: 'Смирнов Алексей', group: 'ИС-21', teacherName: 'Ковалёва Н. П.', city: 'Москва', year: 2026 }

type Box = { x: number; y: number; w: number; h: number }
/** pdftotext's word box is the font's bounding box, 1.3 em tall for Liberation Sans where a line takes 1.15–1.2 em:
 * at 96 pt it pokes 0.1 in past the line, so the vertical tolerance grows with the word (an overflowing line is a
 * whole line out, far past it). */
const vTol = (w: TPdfWord) => Math.max(TOLERANCE_IN, 0.1 * (w.y1 - w.y0))
const inside = (w: TPdfWord, b: Box) => w.x0 >= b.x - TOLERANCE_IN && w.x1 <= b.x + b.w + TOLERANCE_IN && w.y0 >= b.y - vTol(w) && w.y1 <= b.y + b.h + vTol(w)
const letters = (s: string) => [...s.replace(/[\s•]/g, '')]

/** The decks to render: the hand-laid one with every element kind, and layoutDeck's full deck in every theme. */
function decks(): { name: string; deck: TLaidDeck }[] {
  return [
    { name: 'fixture', deck: sampleLaidDeck({ slides: 10 }) },
    ...PRESENTATION_THEME_IDS.map((id) => ({ name: id, deck: layoutDeck(sampleDeckSpec(id), TITLE_PAGE) })),
    ...PRESENTATION_THEME_IDS.map((id) => ({ name: `${id}-long`, deck: layoutDeck(longDeckSpec(id), TITLE_PAGE) })),
  ]
}

describe.skipIf(missing.length > 0)(`LibreOffice render of deck PPTX${missing.length ? ` (skipped: ${missing.join(', ')} not on PATH)` : ''}`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'deck-render-'))
  const pngDir = mkdtempSync(join(tmpdir(), 'deck-render-png-'))
  const all = decks()
  const pages = new Map<string, TPdfWord[][]>()

  beforeAll(async () => {
    for (const { name, deck } of all) writeFileSync(join(dir, `${name}.pptx`), await buildDeckPptx(deck))
    // One LibreOffice start for every deck (the first start takes 10–20 s); a profile of its own, so a LibreOffice
    // already running elsewhere does not take the job.
    execFileSync(
      'soffice',
      [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, ...all.map((d) => join(dir, `${d.name}.pptx`))],
      { stdio: 'ignore', timeout: 240_000 },
    )
    for (const { name } of all) {
      const pdf = join(dir, `${name}.pdf`)
      pages.set(name, pdfWords(execFileSync('pdftotext', ['-bbox-layout', pdf, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 })))
      mkdirSync(join(pngDir, name))
      execFileSync('pdftoppm', ['-png', '-r', '50', pdf, join(pngDir, name, 'slide')])
    }
    console.log(`deck render: slide PNGs in ${pngDir}`)
  }, 300_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it.each(all.map((d) => [d.name, d.deck] as const))('%s: a page per slide, every word inside its element, none below its box', (name, deck) => {
    const words = pages.get(name)!
    expect(words).toHaveLength(deck.slides.length)
    deck.slides.forEach((slide, i) => {
      const where = `${name} slide ${i + 1} (${slide.kind})`
      const onPage = words[i]!
      const boxes = slide.elements.filter((e): e is Exclude<TLaidElement, { type: 'rect' }> => e.type !== 'rect')
      // Every printed word sits in some element's box: text that overflowed would be printed below its box.
      for (const w of onPage) expect(boxes.some((b) => inside(w, b)), `${where}: «${w.text}» at ${w.x0.toFixed(2)},${w.y0.toFixed(2)}–${w.x1.toFixed(2)},${w.y1.toFixed(2)} in is outside every box`).toBe(true)
      for (const el of boxes) {
        const mine = onPage.filter((w) => inside(w, el))
        // A chart's axis may skip category labels when they crowd (LibreOffice and PowerPoint both do): only its box counts.
        if (el.type === 'chart') continue
        const expected = el.type === 'text' ? el.paragraphs.map((p) => p.text).join(' ') : [...el.header, ...el.rows.flat()].join(' ')
        // Every letter of the element is printed inside its box (LibreOffice may split a word at a hyphen).
        const printed = letters(mine.map((w) => w.text).join(''))
        const left = [...printed]
        const lost = letters(expected).filter((ch) => {
          const k = left.indexOf(ch)
          if (k < 0) return true
          left.splice(k, 1)
          return false
        })
        expect(lost.join(''), `${where}: ${el.type} ${el.type === 'text' ? el.role : ''} lost letters`).toBe('')
        if (el.type === 'text') {
          for (const w of mine) expect(w.y1, `${where}: ${el.role} text runs below its box`).toBeLessThanOrEqual(el.y + el.h + vTol(w))
        }
      }
    })
  })

  it('prints the lines the layout measured, never more', () => {
    for (const { name, deck } of all.filter((d) => d.name !== 'fixture')) {
      deck.slides.forEach((slide, i) => {
        for (const el of slide.elements) {
          if (el.type !== 'text') continue
          const lines = renderedLines(pages.get(name)![i]!.filter((w) => inside(w, el) && w.text !== '•'))
          expect(lines, `${name} slide ${i + 1}: ${el.role} printed in ${lines} lines, measured ${el.measuredLines}`).toBeLessThanOrEqual(el.measuredLines)
        }
      })
    }
  })

  it('keeps the PNGs of every slide for a look', () => {
    for (const { name, deck } of all) {
      const pngs = readFileSync(join(pngDir, name, `slide-${deck.slides.length}.png`))
      expect(pngs.subarray(1, 4).toString()).toBe('PNG')
    }
  })
})
