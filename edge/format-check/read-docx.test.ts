// The reader resolves what Word would show: formatting inherited through docDefaults, the basedOn chain, theme fonts
// and numbering, overridden by direct formatting; sections wherever their properties sit; page numbers in footers.
import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { readDocx } from './read-docx'

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'

function docx(body: string, parts: Record<string, string> = {}): Uint8Array {
  const files: Record<string, Uint8Array> = { 'word/document.xml': strToU8(`<w:document ${W}><w:body>${body}</w:body></w:document>`) }
  for (const [name, xml] of Object.entries(parts)) files[name] = strToU8(xml)
  return zipSync(files)
}

const STYLES = `<w:styles ${W}>
  <w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:asciiTheme="minorHAnsi" w:hAnsiTheme="minorHAnsi"/><w:sz w:val="22"/></w:rPr></w:rPrDefault>
    <w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="259" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
  <w:style w:type="paragraph" w:default="1" w:styleId="a"><w:name w:val="Normal"/><w:pPr><w:jc w:val="both"/></w:pPr></w:style>
  <w:style w:type="paragraph" w:styleId="Base"><w:name w:val="Base"/><w:basedOn w:val="a"/><w:pPr><w:ind w:firstLine="709"/></w:pPr><w:rPr><w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman"/><w:sz w:val="28"/></w:rPr></w:style>
  <w:style w:type="paragraph" w:styleId="1"><w:name w:val="heading 1"/><w:basedOn w:val="Base"/><w:pPr><w:pageBreakBefore/><w:numPr><w:numId w:val="1"/></w:numPr></w:pPr><w:rPr><w:b/><w:caps/></w:rPr></w:style>
  <w:style w:type="character" w:styleId="Strong"><w:name w:val="Strong"/><w:rPr><w:b/></w:rPr></w:style>
</w:styles>`
const THEME = `<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:themeElements><a:fontScheme><a:majorFont><a:latin typeface="Calibri Light"/></a:majorFont><a:minorFont><a:latin typeface="Calibri"/></a:minorFont></a:fontScheme></a:themeElements></a:theme>`
const NUMBERING = `<w:numbering ${W}><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl><w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1.%2"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`

describe('readDocx', () => {
  const model = readDocx(
    docx(
      `<w:p><w:r><w:t>Без стиля</w:t></w:r></w:p>
       <w:p><w:pPr><w:pStyle w:val="1"/></w:pPr><w:r><w:t>Обзор</w:t></w:r></w:p>
       <w:p><w:pPr><w:pStyle w:val="1"/></w:pPr><w:r><w:t>Анализ</w:t></w:r></w:p>
       <w:p><w:pPr><w:pStyle w:val="Base"/><w:spacing w:line="360" w:lineRule="auto"/><w:jc w:val="left"/></w:pPr><w:r><w:rPr><w:rStyle w:val="Strong"/><w:sz w:val="24"/></w:rPr><w:t>Прямое</w:t></w:r><w:r><w:rPr><w:b w:val="0"/></w:rPr><w:t> форматирование</w:t></w:r><w:r><w:br w:type="page"/></w:r></w:p>
       <w:p><w:r><w:t>После разрыва</w:t></w:r></w:p>`,
      { 'word/styles.xml': STYLES, 'word/theme/theme1.xml': THEME, 'word/numbering.xml': NUMBERING },
    ),
  )
  const [plain, h1, h2, direct, after] = model.paragraphs

  it('takes the default paragraph style and theme fonts where nothing else is set', () => {
    expect(plain!.props).toMatchObject({ alignment: 'both', line: 259, after: 160, firstLine: 0 })
    expect(plain!.runs[0]!.props).toMatchObject({ font: 'Calibri', size: 11, bold: false })
  })

  it('walks the basedOn chain and numbers headings through numbering.xml', () => {
    expect(h1!.headingLevel).toBe(0)
    expect(h1!.props).toMatchObject({ alignment: 'both', firstLine: 709, pageBreakBefore: true })
    expect(h1!.runs[0]!.props).toMatchObject({ font: 'Times New Roman', size: 14, bold: true, caps: true })
    expect([h1!.list?.text, h2!.list?.text]).toEqual(['1.', '2.'])
    expect(h1!.newPage).toBe(true)
  })

  it('lets direct formatting and character styles override the paragraph style', () => {
    expect(direct!.props).toMatchObject({ alignment: 'left', line: 360, firstLine: 709 })
    expect(direct!.runs.map((r) => [r.text, r.props.bold, r.props.size])).toEqual([
      ['Прямое', true, 12],
      [' форматирование', false, 14],
    ])
    expect(after!.newPage).toBe(true)
  })
})

describe('readDocx sections and page numbers', () => {
  const footer = (body: string) => `<w:ftr ${W}>${body}</w:ftr>`
  const rels = `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="f1" Type="footer" Target="footer1.xml"/><Relationship Id="f2" Type="footer" Target="/word/footer2.xml"/></Relationships>`
  const model = readDocx(
    docx(
      // LibreOffice: each section's properties in its last paragraph, none on the body.
      `<w:p><w:r><w:t>Титул</w:t></w:r></w:p>
       <w:p><w:pPr><w:sectPr><w:footerReference w:type="first" r:id="f1"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="850" w:bottom="1134" w:left="1701"/><w:titlePg/></w:sectPr></w:pPr></w:p>
       <w:p><w:r><w:t>Текст</w:t></w:r></w:p>
       <w:p><w:pPr><w:sectPr><w:footerReference w:type="default" r:id="f2"/><w:type w:val="nextPage"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="850" w:bottom="1134" w:left="1701"/><w:pgNumType w:start="1" w:fmt="lowerRoman"/></w:sectPr></w:pPr><w:r><w:t>Конец</w:t></w:r></w:p>`,
      {
        'word/_rels/document.xml.rels': rels,
        'word/footer1.xml': footer('<w:p><w:r><w:t>Москва 2026</w:t></w:r></w:p>'),
        // Word's own footer: one tab to the Footer style's centre stop, then the field.
        'word/footer2.xml': footer('<w:p><w:r><w:tab/></w:r><w:fldSimple w:instr=" PAGE \\* MERGEFORMAT "><w:r><w:t>2</w:t></w:r></w:fldSimple></w:p>'),
      },
    ),
  )

  it('ends sections at the paragraphs holding their properties and starts the next on a new page', () => {
    expect(model.sections.map((s) => [s.firstParagraph, s.lastParagraph, s.titlePage])).toEqual([
      [0, 1, true],
      [2, 3, false],
    ])
    expect(model.paragraphs[2]!.newPage).toBe(true)
    expect(model.sections[1]).toMatchObject({ numberStart: 1, numberFormat: 'lowerRoman', margins: { left: 1701, right: 850 } })
  })

  it('finds the page number in the footer, centred by a tab, and none in the title page footer', () => {
    expect(model.sections[0]!.footer.first).toMatchObject({ hasPageField: false, text: 'Москва 2026' })
    expect(model.sections[1]!.footer.default).toMatchObject({ hasPageField: true, alignment: 'center' })
    // The section without a first-page footer of its own inherits the previous one's.
    expect(model.sections[1]!.footer.first?.text).toBe('Москва 2026')
  })
})

describe('bodyParagraphNodes', () => {
  it('walks the body in the model’s order, tables and content controls included, on every fixture', async () => {
    const { FIXTURES } = await import('../../tests/fixtures/format-check/cases')
    const { readDocxTree, bodyParagraphNodes } = await import('./read-docx')
    for (const f of FIXTURES) {
      const tree = readDocxTree(await f.bytes())
      expect(bodyParagraphNodes(tree.document), f.name).toEqual(tree.nodes)
    }
  })
})
