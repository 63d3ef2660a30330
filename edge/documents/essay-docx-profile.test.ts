// The text work written to a formatting profile other than GOST 7.32 (a university's margins, font, size, spacing,
// indent, alignment and page number position): the format checker finds nothing wrong against that profile and finds
// the changed numbers against GOST 7.32; the GOST default still passes clean; the contents' page numbers follow the
// profile's page (the same as docx/layout's layout of the whole XML and, where LibreOffice is installed, its print).
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, describe, expect, it } from 'vitest'
import { sampleEssay } from '../../tests/helpers/sample-essay'
import { visualMarker, type TVisualItem } from '../../domain/essay/visual-items'
import { cmToTwips, GOST_7_32, mmToTwips, type TFormatProfile } from '../../domain/format-check/profile'
import type { TFormatReport } from '../../domain/format-check/violations'
import { checkDocx } from '../format-check/check-docx'
import { buildEssayDocx } from './essay-docx'
import { bodySizePt } from './docx-profile'

/** A university's rules unlike GOST 7.32's in every number the generator takes from a profile. */
const ARIAL: TFormatProfile = {
  ...GOST_7_32,
  id: 'test-arial',
  name: 'Arial 12, одинарный',
  page: { ...GOST_7_32.page, margins: { left: mmToTwips(25), right: mmToTwips(10), top: mmToTwips(20), bottom: mmToTwips(20) } },
  body: { ...GOST_7_32.body, fonts: ['Arial'], size: { min: 12, max: 12 }, lineSpacing: 1, firstLineIndent: cmToTwips(1), alignment: 'both' },
  pageNumbers: { ...GOST_7_32.pageNumbers, position: 'bottom-right' },
}

/** Times New Roman on another page: the contents' page numbers are laid out here, not by docx/layout. */
const TIMES_NARROW: TFormatProfile = {
  ...GOST_7_32,
  id: 'test-times',
  name: 'Times 13, поля 35/20/25/25',
  page: { ...GOST_7_32.page, margins: { left: mmToTwips(35), right: mmToTwips(20), top: mmToTwips(25), bottom: mmToTwips(25) } },
  body: { ...GOST_7_32.body, size: { min: 12, max: 13 }, lineSpacing: 1.15, firstLineIndent: cmToTwips(1.5) },
  pageNumbers: { ...GOST_7_32.pageNumbers, position: 'top-right' },
}

const VISUALS: TVisualItem[] = [
  { id: '11', type: 'table', content: { caption: 'Выручка по годам', columns: ['Год', 'Выручка, млн руб.'], rows: [['2020', '15'], ['2021', '18']] } },
  { id: '12', type: 'graph', content: { caption: 'Динамика выручки', kind: 'bar', labels: ['2020', '2021'], series: [{ name: 'Выручка', values: [15, 18] }] } },
  { id: '13', type: 'formula', content: { caption: 'Энергия покоя', latex: 'E = mc^2' } },
]

const found = (report: TFormatReport) => report.groups.flatMap((g) => g.items.map((v) => `${v.kind}: «${v.excerpt}» ${v.found}`))
const kinds = (report: TFormatReport) => report.groups.map((g) => g.kind)
const part = (bytes: Uint8Array, name: string) => strFromU8(unzipSync(bytes)[name]!)

/** The contents' entries of a built DOCX: the heading's text and the page number written after it. */
function contents(bytes: Uint8Array): { title: string; page: string }[] {
  return [...part(bytes, 'word/document.xml').matchAll(/<w:hyperlink [^>]*w:anchor="_Toc\d+"[^>]*>([^]*?)<\/w:hyperlink>/g)].map((m) => {
    const texts = [...m[1]!.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]!)
    return { title: texts.slice(0, -1).join('').trim(), page: texts.at(-1)! }
  })
}

describe('buildEssayDocx with a formatting profile', async () => {
  const arial = await buildEssayDocx(sampleEssay(), { profile: ARIAL })

  it('writes the profile’s numbers, and the file passes that profile’s check', () => {
    expect(found(checkDocx(arial, { profile: ARIAL }))).toEqual([])
    expect(checkDocx(arial, { profile: ARIAL }).total).toBe(0)
    const doc = part(arial, 'word/document.xml')
    expect(doc).toMatch(/<w:pgMar w:top="1134" w:right="567" w:bottom="1134" w:left="1417"/)
    const defaults = /<w:docDefaults>.*<\/w:docDefaults>/s.exec(part(arial, 'word/styles.xml'))?.[0] ?? ''
    expect(defaults).toContain('w:ascii="Arial"')
    expect(defaults).toContain('<w:sz w:val="24"/>')
    expect(defaults).toMatch(/w:line="240" w:lineRule="auto"/)
    expect(defaults).toContain('<w:ind w:firstLine="567"/>')
    expect(defaults).toContain('<w:jc w:val="both"/>')
  })

  it('fails GOST 7.32 on the numbers that changed', () => {
    const report = checkDocx(arial)
    expect(kinds(report)).toEqual(expect.arrayContaining(['page-margins', 'font-family', 'line-spacing']))
  })

  it('leaves the GOST 7.32 default clean', async () => {
    expect(checkDocx(await buildEssayDocx(sampleEssay())).total).toBe(0)
  })

  it('puts tables, charts and formulas in the profile’s font and text width, and they pass its check', async () => {
    const work = sampleEssay({ pages: 8 })
    work.chapters[0]!.subchapters[0]!.paragraphs.splice(1, 0, visualMarker('11'), visualMarker('12'), visualMarker('13'))
    const bytes = await buildEssayDocx(work, { profile: ARIAL, visualItems: VISUALS })
    expect(found(checkDocx(bytes, { profile: ARIAL }))).toEqual([])
    const doc = part(bytes, 'word/document.xml')
    const textWidth = ARIAL.page.width - ARIAL.page.margins.left - ARIAL.page.margins.right
    expect(doc).toContain(`<w:tblW w:type="dxa" w:w="${textWidth}"/>`)
    expect(doc).toContain('<w:sz w:val="24"/><w:szCs w:val="24"/></w:rPr>') // the equation at the body's 12 pt
  })

  it('puts the page number at the top right in the header, and passes with the demo mark and with the introduction alone', async () => {
    // The introduction alone lacks the contents and the later elements by design; everything else must pass.
    const partOfWork = new Set(['structure-missing', 'contents-missing'])
    for (const opts of [{}, { demo: true }, { introductionOnly: true }]) {
      const bytes = await buildEssayDocx(sampleEssay({ pages: 6 }), { ...opts, profile: TIMES_NARROW })
      const report = checkDocx(bytes, { profile: TIMES_NARROW })
      const wrong = found({ ...report, groups: report.groups.filter((g) => !('introductionOnly' in opts && partOfWork.has(g.kind))) })
      expect({ opts, wrong }).toEqual({ opts, wrong: [] })
      expect(kinds(checkDocx(bytes))).toEqual(expect.arrayContaining(['page-margins', 'page-number-position', 'line-spacing']))
    }
  })

  it('takes the largest size up to 14, else 14 moved into the range', () => {
    expect(bodySizePt(GOST_7_32.body.size)).toBe(14)
    expect(bodySizePt({ min: 12, max: 12 })).toBe(12)
    expect(bodySizePt({ min: 12, max: 16 })).toBe(14)
    expect(bodySizePt({ min: 15, max: 16 })).toBe(15)
  })

  it('works out the contents’ page numbers on the profile’s page, as docx/layout lays out the whole XML', { timeout: 60_000 }, async () => {
    for (const pages of [8, 20]) {
      const work = sampleEssay({ pages, seed: 3 })
      const fast = contents(await buildEssayDocx(work, { profile: TIMES_NARROW }))
      const slow = contents(await buildEssayDocx(work, { profile: TIMES_NARROW, estimatePages: 'docx-layout' }))
      expect(fast.length).toBeGreaterThan(5)
      expect(fast.every((e) => /^\d+$/.test(e.page))).toBe(true)
      expect(fast).toEqual(slow)
      // The numbers moved with the page: the same work on GOST's page is numbered otherwise.
      const gost = contents(await buildEssayDocx(work))
      expect(fast.map((e) => e.page)).not.toEqual(gost.map((e) => e.page))
    }
  })
})

const hasLibreOffice = spawnSync('sh', ['-c', 'command -v libreoffice']).status === 0

describe.skipIf(!hasLibreOffice)('against LibreOffice (skipped without libreoffice)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'essay-profile-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('prints every contents entry on the page the contents gives, in Times on narrow margins and in Arial', { timeout: 300_000 }, async () => {
    const built = new Map<string, Uint8Array>([
      ['times', await buildEssayDocx(sampleEssay({ pages: 20, seed: 7 }), { profile: TIMES_NARROW })],
      ['arial', await buildEssayDocx(sampleEssay({ pages: 20, seed: 7 }), { profile: ARIAL })],
    ])
    for (const [name, bytes] of built) writeFileSync(join(dir, `${name}.docx`), bytes)
    // One LibreOffice start prints both: a start costs seconds, a page a few milliseconds.
    execFileSync('libreoffice', [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, ...[...built.keys()].map((n) => join(dir, `${n}.docx`))], {
      stdio: 'ignore',
      timeout: 240_000,
    })
    for (const [name, bytes] of built) {
      const pdf = await getDocumentProxy(new Uint8Array(readFileSync(join(dir, `${name}.pdf`))))
      const printed = (await extractText(pdf, { mergePages: false })).text.map((t) => t.replace(/\s+/g, ' ').replaceAll('\u00a0', ' '))
      const entries = contents(bytes)
      expect(entries.length).toBeGreaterThan(5)
      for (const e of entries) {
        const title = e.title.replace(/\s+/g, ' ').replaceAll('\u00a0', ' ')
        // The first page after the contents that prints the heading.
        const at = printed.findIndex((t, i) => i >= 2 && t.includes(title)) + 1
        expect({ name, title, page: at }).toEqual({ name, title, page: Number(e.page) })
      }
    }
  })
})
