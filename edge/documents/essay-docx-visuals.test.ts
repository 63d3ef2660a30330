// Opens a DOCX whose text carries visual-item markers and checks their GOST 7.32 form: «Таблица N —» above a real
// table, a drawing (SVG with a PNG fallback) with «Рисунок N —» below it, a Word equation (<m:oMath>) numbered (N) at
// the right margin; the numbers count through the whole work by the markers' order.
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { sampleEssay } from '../../tests/helpers/sample-essay'
import { visualMarker, type TVisualItem } from '../../domain/essay/visual-items'
import { buildEssayDocx, GOST_PAGE, GOST_TEXT_AREA, STRUCTURAL } from './essay-docx'
import { prepareDocxVisuals } from './essay-docx-visuals'
import { workPageNumbers } from './docx-page-estimate'
import { orderReferences } from '../../domain/essay/work-document-citations'
import { workParagraphs, ZWorkDocument } from '../../domain/essay/work-document'

const FONT = undefined // the bundled DejaVu Sans

const SAMPLE_VISUALS: TVisualItem[] = [
  { id: '11', type: 'table', content: { caption: 'Выручка по годам', columns: ['Год', 'Выручка, млн руб.'], rows: [['2020', '15'], ['2021', '18']] } },
  { id: '12', type: 'graph', content: { caption: 'Динамика выручки', kind: 'bar', labels: ['2020', '2021'], series: [{ name: 'Выручка', values: [15, 18] }] } },
  { id: '13', type: 'formula', content: { caption: 'Энергия покоя', latex: 'E = mc^2' } },
  { id: '14', type: 'formula', content: { latex: '\\frac{a}{\\sqrt{b}} + \\alpha_i' } },
]

/** The sample work with the four markers in its first chapter, the second formula before the first. */
function workWithVisuals() {
  const work = sampleEssay({ pages: 5 })
  const ch = work.chapters[0]!
  const first = ch.subchapters[0]!
  first.paragraphs.splice(1, 0, visualMarker('11'), visualMarker('14'), visualMarker('12'), visualMarker('13'))
  return work
}

async function documentXml(items = SAMPLE_VISUALS): Promise<{ doc: string; files: Record<string, Uint8Array> }> {
  const files = unzipSync(await buildEssayDocx(workWithVisuals(), { visualItems: items, chartFont: { file: FONT }, estimatePages: false }))
  return { doc: strFromU8(files['word/document.xml']!), files }
}

const textOf = (xml: string) => [...xml.matchAll(/<w:t(?:\s[^>]*)?>(.*?)<\/w:t>/gs)].map((t) => t[1]).join('')

describe('DOCX visual items (GOST 7.32)', () => {
  it('puts «Таблица 1 — …» left-aligned right above a bordered table with its header row', async () => {
    const { doc } = await documentXml()
    const at = doc.indexOf('Таблица 1 — Выручка по годам')
    expect(at).toBeGreaterThan(0)
    const tbl = doc.indexOf('<w:tbl>', at)
    expect(tbl).toBeGreaterThan(at)
    // Nothing but the caption paragraph's end between the caption and the table.
    expect(doc.slice(at, tbl)).not.toContain('<w:p>')
    const captionP = doc.slice(doc.lastIndexOf('<w:p>', at), at)
    expect(captionP).toContain('<w:jc w:val="left"/>')
    const table = doc.slice(tbl, doc.indexOf('</w:tbl>', tbl))
    expect(textOf(table)).toBe('ГодВыручка, млн руб.202015202118')
    expect(table).toContain('<w:tblHeader/>')
    expect(table).toMatch(/<w:top w:val="single"/)
  })

  it('draws the chart as an SVG with a PNG fallback and puts «Рисунок 1 — …» centred below it', async () => {
    const { doc, files } = await documentXml()
    const caption = doc.indexOf('Рисунок 1 — Динамика выручки')
    const drawing = doc.lastIndexOf('<w:drawing>', caption)
    expect(drawing).toBeGreaterThan(0)
    expect(doc.slice(drawing, caption)).toContain('asvg:svgBlip')
    const captionP = doc.slice(doc.lastIndexOf('<w:p>', caption), caption)
    expect(captionP).toContain('<w:jc w:val="center"/>')
    const media = Object.keys(files).filter((f) => f.startsWith('word/media/'))
    const svg = media.find((f) => f.endsWith('.svg'))
    const png = media.find((f) => f.endsWith('.png'))
    expect(strFromU8(files[svg!]!)).toContain('<svg')
    // A real raster of the chart (resvg), not the 1×1 placeholder: wider than 1000 px.
    const bytes = files[png!]!
    const width = (bytes[16]! << 24) | (bytes[17]! << 16) | (bytes[18]! << 8) | bytes[19]!
    expect(width).toBeGreaterThan(1000)
  })

  it('writes formulas as Word equations numbered (1), (2) in the order of the markers, the number at the right tab', async () => {
    const { doc } = await documentXml()
    const maths = [...doc.matchAll(/<w:p>(?:(?!<\/w:p>).)*?<m:oMath[\s>](?:(?!<\/w:p>).)*<\/w:p>/gs)].map((m) => m[0])
    expect(maths).toHaveLength(2)
    // The marker of item 14 stands first, so it is (1); E = mc^2 is (2).
    expect(maths[0]).toContain('<m:f>')
    expect(maths[0]).toContain('<m:rad>')
    expect(textOf(maths[0]!)).toMatch(/\(1\)$/)
    expect(maths[1]).toContain('<m:sSup>')
    expect(textOf(maths[1]!)).toMatch(/\(2\)$/)
    expect(maths[1]).toMatch(/<w:tab w:val="right" w:pos="9355"\/>/)
    expect(doc).not.toContain('[[visual:')
  })

  it('drops a marker whose item does not exist instead of printing it', async () => {
    const { doc } = await documentXml(SAMPLE_VISUALS.filter((i) => i.id !== '11'))
    expect(doc).not.toContain('Таблица 1')
    expect(doc).not.toContain('[[visual:')
    expect(doc).toContain('Рисунок 1 — Динамика выручки')
  })
})

describe('contents page numbers of a work with visual items', () => {
  /** The contents' entries of a built DOCX: the heading's text and the page number written after it. */
  const contents = (bytes: Uint8Array) =>
    [...strFromU8(unzipSync(bytes)['word/document.xml']!).matchAll(/<w:hyperlink [^>]*w:anchor="_Toc\d+"[^>]*>([^]*?)<\/w:hyperlink>/g)].map((m) => {
      const texts = [...m[1]!.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]!)
      return { title: texts.slice(0, -1).join('').trim(), page: Number(texts.at(-1)) }
    })

  it('measures the table, chart and equations itself (no fallback to laying out the XML) and lands within a page of docx/layout', { timeout: 60_000 }, async () => {
    const work = sampleEssay({ pages: 20, seed: 3 })
    const sub = work.chapters[0]!.subchapters[0]!
    sub.paragraphs.splice(1, 0, visualMarker('11'), visualMarker('14'), visualMarker('12'), visualMarker('13'))
    const visuals = await prepareDocxVisuals(workParagraphs(orderReferences(ZWorkDocument.parse(work))), SAMPLE_VISUALS)
    const layout = { page: GOST_TEXT_AREA, line: GOST_PAGE.line, firstLineIndent: GOST_PAGE.firstLineIndent, structural: STRUCTURAL }
    // Without the measured blocks the estimate gives up on the markers; with them it lays the whole work out.
    expect(workPageNumbers(work, layout)).toBeNull()
    expect(workPageNumbers(work, { ...layout, special: (p) => visuals.layoutFor(p) })).not.toBeNull()
    const slow = contents(await buildEssayDocx(work, { visualItems: SAMPLE_VISUALS, estimatePages: 'docx-layout' }))
    const fast = contents(await buildEssayDocx(work, { visualItems: SAMPLE_VISUALS }))
    expect(fast.map((e) => e.title)).toEqual(slow.map((e) => e.title))
    expect(fast.length).toBeGreaterThan(5)
    for (const [i, e] of fast.entries()) expect(Math.abs(e.page - slow[i]!.page), e.title).toBeLessThanOrEqual(1)
  })
})
