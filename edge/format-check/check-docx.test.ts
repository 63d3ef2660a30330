// The checker end to end: a file our own GOST generator writes (with a table, a chart and formulas) passes clean; what
// is not a DOCX is refused with a Russian message naming what to do; a damaged or bomb-like zip gets the safe-unzip
// refusal; a long work is checked quickly.
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { sampleEssay } from '../../tests/helpers/sample-essay'
import { visualMarker, type TVisualItem } from '../../domain/essay/visual-items'
import { ZIP_LIMITS } from '../documents/safe-unzip'
import { buildEssayDocx } from '../documents/essay-docx'
import { FILE_MESSAGES } from '../../domain/files/uploads'
import { checkDocx } from './check-docx'
import { NOT_DOCX_MESSAGE } from './docx-input'

const VISUALS: TVisualItem[] = [
  { id: '11', type: 'table', content: { caption: 'Выручка по годам', columns: ['Год', 'Выручка, млн руб.'], rows: [['2020', '15'], ['2021', '18']] } },
  { id: '12', type: 'graph', content: { caption: 'Динамика выручки', kind: 'bar', labels: ['2020', '2021'], series: [{ name: 'Выручка', values: [15, 18] }] } },
  { id: '13', type: 'formula', content: { caption: 'Энергия покоя', latex: 'E = mc^2' } },
]

function refusal(run: () => unknown): string {
  try {
    run()
  } catch (e) {
    return (e as Error).message
  }
  return 'no refusal'
}

describe('checkDocx', () => {
  it('finds nothing wrong in the GOST 7.32 work our generator writes, tables, charts and formulas included', async () => {
    const work = sampleEssay({ pages: 8 })
    work.chapters[0]!.subchapters[0]!.paragraphs.splice(1, 0, visualMarker('11'), visualMarker('12'), visualMarker('13'))
    const report = checkDocx(await buildEssayDocx(work, { visualItems: VISUALS }))
    expect(report.groups.map((g) => g.items.map((v) => `${v.kind}: «${v.excerpt}» ${v.found}`)).flat()).toEqual([])
    expect(report.profileId).toBe('gost-7.32-2017')
    expect(report.pages).toBeGreaterThan(5)
  })

  it('names what it got and asks for a DOCX when given a DOC, a PDF, an ODT or anything else', () => {
    const doc = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])
    expect(refusal(() => checkDocx(doc))).toBe(`Это файл DOC (Word 97–2003). ${NOT_DOCX_MESSAGE}`)
    expect(refusal(() => checkDocx(strToU8('%PDF-1.7\n...')))).toBe(`Это файл PDF. ${NOT_DOCX_MESSAGE}`)
    const odt = zipSync({ mimetype: strToU8('application/vnd.oasis.opendocument.text'), 'content.xml': strToU8('<office:document-content/>') })
    expect(refusal(() => checkDocx(odt))).toBe(`Это файл OpenDocument (ODT). ${NOT_DOCX_MESSAGE}`)
    expect(refusal(() => checkDocx(strToU8('просто текст')))).toBe(`Это не документ Word. ${NOT_DOCX_MESSAGE}`)
    expect(NOT_DOCX_MESSAGE).toBe('Нужен файл Word в формате DOCX. Файлы DOC, ODT и PDF сначала сохраните как DOCX.')
  })

  it('refuses a damaged archive and a zip bomb with the safe-unzip message', async () => {
    const good = await buildEssayDocx(sampleEssay({ pages: 3 }))
    expect(refusal(() => checkDocx(good.slice(0, good.length - 200)))).toBe(FILE_MESSAGES.broken)
    const bomb = zipSync({ 'word/document.xml': new Uint8Array(ZIP_LIMITS.maxDeclaredTotal + 1) })
    expect(refusal(() => checkDocx(bomb))).toBe(FILE_MESSAGES.broken)
  })

  it('reads a document.xml cut anywhere without failing: what is there is checked', async () => {
    const files = unzipSync(await buildEssayDocx(sampleEssay({ pages: 3 }), { estimatePages: false }))
    const xml = strFromU8(files['word/document.xml']!)
    for (let k = 1; k <= 25; k++) {
      const cut = Math.floor((xml.length * k) / 26)
      const report = checkDocx(zipSync({ ...files, 'word/document.xml': strToU8(xml.slice(0, cut)) }))
      expect(report.profileId).toBe('gost-7.32-2017')
    }
    // No sections, no styles: a bare body is still a report, not an error.
    const bare = checkDocx(zipSync({ 'word/document.xml': strToU8('<w:document><w:body><w:p><w:r><w:t>Текст</w:t></w:r></w:p></w:body></w:document>') }))
    expect(bare.groups.map((g) => g.kind)).toContain('page-number-missing')
  })

  it('checks a work that lays out to about 60 pages', async () => {
    // The sample's «pages» runs long: 75 of them lay out to about 60 (docx-page-estimate puts its references on p. 57).
    const bytes = await buildEssayDocx(sampleEssay({ pages: 75 }), { estimatePages: false })
    const report = checkDocx(bytes)
    expect(report.pages).toBeGreaterThanOrEqual(55)
    expect(report.total).toBe(0)
  })
})
