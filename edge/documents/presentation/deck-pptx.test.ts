// Opens the PPTX of a laid-out deck and checks the XML says what the layout says: every box at its EMU position, the
// measured font sizes, no autofit, the insets, bullets, native tables and charts with their data, notes, properties.
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { PRESENTATION_THEME_IDS } from '../../../domain/presentation/deck'
import { layoutDeck, type TLaidDeck, type TLaidElement } from '../../../domain/presentation/layout'
import { sampleDeckSpec, sampleLaidDeck } from '../../../tests/helpers/sample-laid-deck'
import { buildDeckPptx } from './deck-pptx'

const EMU = 914400
const emu = (inches: number) => Math.round(inches * EMU)
const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&')
const byNumber = (a: string, b: string) => Number(/(\d+)\.xml$/.exec(a)![1]) - Number(/(\d+)\.xml$/.exec(b)![1])

async function open(deck: TLaidDeck) {
  const files = unzipSync(await buildDeckPptx(deck))
  const read = (name: string) => strFromU8(files[name] ?? new Uint8Array())
  const slides = Object.keys(files).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n)).sort(byNumber).map(read)
  return { files, read, slides }
}

/** The <p:sp> text shapes of a slide by their name (the element's role), in document order. */
function textShapes(xml: string) {
  return [...xml.matchAll(/<p:sp>(.*?)<\/p:sp>/gs)]
    .map((m) => m[1]!)
    .filter((sp) => sp.includes('<p:txBody>'))
    .map((sp) => ({
      name: /<p:cNvPr id="\d+" name="([^"]*)"/.exec(sp)![1]!,
      off: /<a:off x="(\d+)" y="(\d+)"\/>/.exec(sp)!.slice(1).map(Number),
      ext: /<a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(sp)!.slice(1).map(Number),
      bodyPr: /<a:bodyPr[^>]*>.*?<\/a:bodyPr>/s.exec(sp)![0],
      paragraphs: [...sp.matchAll(/<a:p>(.*?)<\/a:p>/gs)].map((p) => p[1]!),
    }))
}
const paragraphText = (p: string) => unescape([...p.matchAll(/<a:t>(.*?)<\/a:t>/gs)].map((t) => t[1]).join(''))

describe('buildDeckPptx', async () => {
  const deck = sampleLaidDeck({ slides: 10 })
  const { files, read, slides } = await open(deck)

  it('writes one 16:9 slide per laid slide, each with its background', () => {
    expect(read('ppt/presentation.xml')).toMatch(/<p:sldSz cx="12192000" cy="6858000"/)
    expect(slides).toHaveLength(deck.slides.length)
    slides.forEach((xml, i) => expect(xml).toContain(`<p:bg><p:bgPr><a:solidFill><a:srgbClr val="${deck.slides[i]!.background}"/>`))
  })

  it('puts every text element at its box in EMU, with its font size, inset, anchor, no autofit and word wrap', () => {
    let checked = 0
    let bullets = 0
    deck.slides.forEach((s, i) => {
      const texts = s.elements.filter((e): e is Extract<TLaidElement, { type: 'text' }> => e.type === 'text')
      const shapes = textShapes(slides[i]!)
      expect(shapes.map((sh) => sh.name)).toEqual(texts.map((t) => t.role))
      texts.forEach((el, j) => {
        const sh = shapes[j]!
        expect(sh.off).toEqual([emu(el.x), emu(el.y)])
        expect(sh.ext).toEqual([emu(el.w), emu(el.h)])
        const inset = emu(el.inset)
        expect(sh.bodyPr).toContain(`wrap="square" lIns="${inset}" tIns="${inset}" rIns="${inset}" bIns="${inset}"`)
        expect(sh.bodyPr).toContain(`anchor="${{ top: 't', middle: 'ctr', bottom: 'b' }[el.valign]}"`)
        expect(sh.bodyPr).not.toMatch(/Autofit|spAutoFit/)
        expect(sh.paragraphs.map(paragraphText)).toEqual(el.paragraphs.map((p) => p.text))
        sh.paragraphs.forEach((p, k) => {
          const para = el.paragraphs[k]!
          expect(p).toContain(`sz="${Math.round(el.fontSize * 100)}"`)
          expect(p).toContain(`<a:srgbClr val="${el.color}"/>`)
          expect(p).toContain(`<a:latin typeface="${el.fontFace}"`)
          expect(p).toContain(`<a:lnSpc><a:spcPct val="${Math.round(el.lineSpacing * 100000)}"/></a:lnSpc>`)
          expect(p).toContain(`algn="${{ left: 'l', center: 'ctr', right: 'r' }[el.align]}"`)
          // The gap between paragraphs, not after the last: the layout measured it so.
          if (k < el.paragraphs.length - 1 && el.paraSpaceAfter > 0) expect(p).toContain(`<a:spcAft><a:spcPts val="${Math.round(el.paraSpaceAfter * 100)}"/></a:spcAft>`)
          else expect(p).not.toContain('<a:spcAft>')
          expect(/ b="1"/.test(p)).toBe(para.bold ?? el.bold ?? false)
          expect(/ i="1"/.test(p)).toBe(el.italic ?? false)
          if (para.bullet) {
            // Text one indent in (level 1: two), the bullet hanging one indent back; the theme's bullet and colour.
            const indent = Math.round((el.indent ?? 0.25) * 72 * 12700)
            expect(p).toContain(`${para.level ? 'lvl="1" ' : ''}marL="${indent * (1 + (para.level ?? 0))}" indent="-${indent}"`)
            const bullet = `<a:buSzPct val="100000"/><a:buChar char="&#x${(el.bulletChar ?? '•').codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')};"/>`
            expect(p).toContain(el.bulletColor ? `<a:buClr><a:srgbClr val="${el.bulletColor.replace('#', '')}"/></a:buClr>${bullet}` : bullet)
            bullets++
          } else expect(p).toContain('<a:buNone/>')
          checked++
        })
      })
    })
    expect(checked).toBeGreaterThan(30)
    expect(bullets).toBeGreaterThan(5)
    expect(slides[1]).toContain('<a:buClr><a:srgbClr val="F59E0B"/></a:buClr><a:buSzPct val="100000"/><a:buChar char="&#x25A0;"/>')
    expect(slides.join('')).not.toContain('normAutofit')
  })

  it('keeps the Cyrillic text whole, «ё», «№», quotes and dashes included', () => {
    expect(slides[1]).toContain('Данные становятся главным ресурсом; «Ёлки» и №1 — проверка знаков.')
    expect(slides[1]).toContain('lang="ru-RU"')
  })

  it('draws rects with their fill, and a rounded one with its radius', () => {
    const rects = [...slides[3]!.matchAll(/<p:sp>(?:(?!<\/p:sp>).)*?prst="(rect|roundRect)"(?:(?!<\/p:sp>).)*?<\/p:sp>/gs)].filter((m) => !m[0].includes('txBody'))
    expect(rects.map((m) => m[1])).toEqual(['rect', 'roundRect'])
    const round = rects[1]![0]
    expect(round).toContain(`<a:off x="${emu(1.5)}" y="${emu(2)}"/><a:ext cx="${emu(13.333 - 3)}" cy="${emu(3.4)}"/>`)
    expect(round).toContain(`<a:gd name="adj" fmla="val ${Math.round((0.2 * 100000) / 3.4)}"/>`)
    expect(round).toContain('<a:srgbClr val="EFF6FF"/>')
  })

  it('writes the table as a native a:tbl: header fill and colour, every cell, column widths, row height, font', () => {
    const xml = slides[4]!
    const el = deck.slides[4]!.elements.find((e) => e.type === 'table')!
    if (el.type !== 'table') throw new Error('fixture: slide 5 has a table')
    expect(xml).toContain('<a:tbl>')
    expect([...xml.matchAll(/<a:gridCol w="(\d+)"\/>/g)].map((m) => Number(m[1]))).toEqual(el.colW.map(emu))
    const rows = [...xml.matchAll(/<a:tr h="(\d+)">(.*?)<\/a:tr>/gs)]
    expect(rows).toHaveLength(el.rows.length + 1)
    for (const r of rows) expect(Number(r[1])).toBe(emu(el.rowH))
    const cells = rows.map((r) => [...r[2]!.matchAll(/<a:tc>(.*?)<\/a:tc>/gs)].map((c) => c[1]!))
    expect(cells.map((r) => r.map(paragraphText))).toEqual([el.header, ...el.rows])
    for (const c of cells[0]!) expect(c).toMatch(/b="1".*<a:srgbClr val="FFFFFF"\/>.*<a:solidFill><a:srgbClr val="2563EB"\/><\/a:solidFill>\s*<\/a:tcPr>/s)
    const inset = emu(el.inset!)
    for (const c of cells.flat()) {
      expect(c).toContain(`<a:tcPr marL="${inset}" marR="${inset}" marT="${inset}" marB="${inset}" anchor="ctr">`)
      expect(c).toContain(`<a:lnSpc><a:spcPct val="${Math.round(el.lineSpacing! * 100000)}"/></a:lnSpc>`)
    }
    for (const c of cells.slice(1).flat()) {
      expect(c).toContain(`sz="${el.fontSize * 100}"`)
      expect(c).toContain('<a:latin typeface="Arial"')
      expect(c).toContain('<a:lnB w="9525" cap="flat" cmpd="sng" algn="ctr"><a:solidFill><a:srgbClr val="CBD5E1"/>')
    }
  })

  it('writes charts as real chart parts with the series values, categories and colours', () => {
    const chartNames = Object.keys(files).filter((n) => /^ppt\/charts\/chart\d+\.xml$/.test(n)).sort(byNumber)
    const charts = chartNames.map(read)
    const els = deck.slides.flatMap((s) => s.elements).filter((e): e is Extract<TLaidElement, { type: 'chart' }> => e.type === 'chart')
    expect(charts).toHaveLength(els.length)
    els.forEach((el, i) => {
      const xml = charts[i]!
      expect(xml).toContain({ bar: '<c:barChart>', line: '<c:lineChart>', pie: '<c:pieChart>' }[el.chartType])
      const series = el.chartType === 'pie' ? el.series.slice(0, 1) : el.series
      const sers = [...xml.matchAll(/<c:ser>(.*?)<\/c:ser>/gs)].map((m) => m[1]!)
      expect(sers).toHaveLength(series.length)
      series.forEach((s, k) => {
        expect(sers[k]).toContain(`<c:v>${s.name}</c:v>`)
        const values = /<c:val>(.*?)<\/c:val>/s.exec(sers[k]!)![1]!
        expect([...values.matchAll(/<c:v>([^<]*)<\/c:v>/g)].map((m) => Number(m[1]))).toEqual(s.values)
        const cats = /<c:cat>(.*?)<\/c:cat>/s.exec(sers[k]!)![1]!
        expect([...cats.matchAll(/<c:v>([^<]*)<\/c:v>/g)].map((m) => m[1])).toEqual(el.categories)
      })
      for (const c of el.colors.slice(0, el.chartType === 'pie' ? el.categories.length : series.length)) expect(xml).toContain(`<a:srgbClr val="${c}"`)
      expect(xml).toContain(`sz="${el.fontSize * 100}"`)
      expect(xml).toContain(`typeface="${el.fontFace}"`)
      if (el.unit) expect(xml).toContain(el.unit)
      // An embedded workbook: PowerPoint's «Edit data» opens the numbers. The chart's own relationship names it
      // (pptxgenjs numbers workbooks by a counter shared by every deck the process builds, so not by position).
      const rels = read(chartNames[i]!.replace(/^ppt\/charts\//, 'ppt/charts/_rels/') + '.rels')
      const workbook = /Target="\.\.\/embeddings\/([^"]+\.xlsx)"/.exec(rels)?.[1]
      expect(workbook).toBeTruthy()
      expect(Object.keys(files)).toContain(`ppt/embeddings/${workbook}`)
    })
    // Data labels show 10.5 as it is, not rounded to 11.
    expect(charts[1]).toContain('<c:numFmt formatCode="General" sourceLinked="0"/>')
  })

  it('writes the speaker notes of every slide that has them, line by line', () => {
    const notes = Object.keys(files).filter((n) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(n)).sort(byNumber).map(read)
    deck.slides.forEach((s, i) => {
      const body = /name="Notes Placeholder 2".*?<p:txBody>(.*?)<\/p:txBody>/s.exec(notes[i] ?? '')?.[1] ?? ''
      const text = [...body.matchAll(/<a:p>(.*?)<\/a:p>/gs)].map((p) => paragraphText(p[1]!)).join('\n')
      expect(text).toBe(s.notes.trim())
    })
    expect(deck.slides.filter((s) => s.notes.trim()).length).toBeGreaterThan(5)
    expect(deck.slides.some((s) => !s.notes.trim())).toBe(true)
  })

  it('sets the document properties: topic as title, «Презентация», the demo label', async () => {
    expect(read('docProps/core.xml')).toContain(`<dc:title>${deck.topic}</dc:title>`)
    expect(read('docProps/core.xml')).toContain('<dc:subject>Презентация</dc:subject>')
    expect(read('docProps/core.xml')).toContain('<cp:keywords>Демо-версия</cp:keywords>')
    expect(read('docProps/app.xml')).toContain('<Company>Демо-версия</Company>')
    const paid = await open(sampleLaidDeck({ slides: 3, isDemo: false }))
    expect(paid.read('docProps/app.xml')).toContain('<Company></Company>')
    expect(paid.read('docProps/core.xml')).not.toContain('Демо-версия')
    expect(paid.slides.join('')).not.toContain('Демо-версия')
    // The author is the student the title page names, else nobody: never the service or the library's own name.
    expect(paid.read('docProps/core.xml')).toContain('<dc:creator></dc:creator>')
    const signed = await open({ ...sampleLaidDeck({ slides: 3, isDemo: false }), author: 'Смирнова Ольга' })
    expect(signed.read('docProps/core.xml')).toContain('<dc:creator>Смирнова Ольга</dc:creator>')
    expect(signed.read('docProps/core.xml')).toContain('<cp:lastModifiedBy>Смирнова Ольга</cp:lastModifiedBy>')
    for (const x of [read('docProps/core.xml'), paid.read('docProps/core.xml'), signed.read('docProps/core.xml')]) expect(x).not.toMatch(/StudyHelp|PptxGenJS/i)
  })

  it('keeps a file readable whatever the text holds: control characters dropped, markup escaped', async () => {
    const hostile = sampleLaidDeck({ slides: 2 })
    const el = hostile.slides[1]!.elements.find((e) => e.type === 'text' && e.role === 'title')!
    if (el.type !== 'text') throw new Error('fixture: a title')
    el.paragraphs = [{ text: 'Тема <script>&\u0001\u0008 «ok» \uD800' }]
    hostile.slides[1]!.notes = 'Строка\u000Bодна & <две>'
    hostile.topic = 'Тема & <b>'
    const { slides: s, read: r } = await open(hostile)
    expect(s[1]).toContain('<a:t>Тема &lt;script&gt;&amp; «ok» </a:t>')
    expect(r('ppt/notesSlides/notesSlide2.xml')).toContain('Строкаодна &amp; &lt;две&gt;')
    expect(r('docProps/core.xml')).toContain('<dc:title>Тема &amp; &lt;b&gt;</dc:title>')
    for (const x of [...s, r('ppt/notesSlides/notesSlide2.xml')]) expect(x).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/)
  })

  it.each(PRESENTATION_THEME_IDS)('writes layoutDeck\'s deck in the %s theme: every text box at its place and size, a chart part per chart, a table per table', async (themeId) => {
    const laid = layoutDeck(sampleDeckSpec(themeId), { studentName: 'Смирнов Алексей', city: 'Москва', year: 2026 })
    const out = await open(laid)
    expect(out.slides).toHaveLength(laid.slides.length)
    laid.slides.forEach((s, i) => {
      const texts = s.elements.filter((e): e is Extract<TLaidElement, { type: 'text' }> => e.type === 'text')
      const shapes = textShapes(out.slides[i]!)
      expect(shapes.map((sh) => [sh.name, ...sh.off, ...sh.ext])).toEqual(texts.map((t) => [t.role, emu(t.x), emu(t.y), emu(t.w), emu(t.h)]))
      texts.forEach((t, j) => expect(shapes[j]!.paragraphs.map(paragraphText)).toEqual(t.paragraphs.map((p) => p.text)))
      expect((out.slides[i]!.match(/<a:tbl>/g) ?? []).length).toBe(s.elements.filter((e) => e.type === 'table').length)
    })
    const charts = laid.slides.flatMap((s) => s.elements).filter((e) => e.type === 'chart').length
    expect(Object.keys(out.files).filter((n) => /^ppt\/charts\/chart\d+\.xml$/.test(n))).toHaveLength(charts)
    expect(charts).toBe(3)
  })
})
