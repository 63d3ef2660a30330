// Opens the built DOCX (a zip of WordprocessingML) and checks the GOST 7.32 layout: page, styles,
// title page, contents field, headings, citations, reference list, page numbers.
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { sampleEssay } from '../../tests/helpers/sample-essay'
import { citationsIn } from '../../domain/essay/work-document-citations'
import { workParagraphs } from '../../domain/essay/work-document'
import { buildEssayDocx, DEMO_DOCX_MARK, GOST_PAGE, STRUCTURAL } from './essay-docx'

type Part = Record<string, string>

async function open(opts: Parameters<typeof buildEssayDocx>[1] = {}, work = sampleEssay()): Promise<Part> {
  const files = unzipSync(await buildEssayDocx(work, opts))
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]))
}

const unescape = (s: string) =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&')

type P = { xml: string; text: string; style?: string }
/** Body paragraphs in order, with their visible text (non-breaking spaces read as spaces). */
function paragraphs(xml: string): P[] {
  return [...xml.matchAll(/<w:p(?:\s[^>]*)?>(.*?)<\/w:p>/gs)].map((m) => ({
    xml: m[0],
    text: unescape([...(m[1] ?? '').matchAll(/<w:t(?:\s[^>]*)?>(.*?)<\/w:t>/gs)].map((t) => t[1]).join('')).replace(/\u00a0/g, ' '),
    style: /<w:pStyle w:val="([^"]+)"/.exec(m[0])?.[1],
  }))
}

function sections(doc: string) {
  return [...doc.matchAll(/<w:sectPr>.*?<\/w:sectPr>/gs)].map((m) => m[0])
}

/** The part a footer (or header) reference of a section points at, through document.xml.rels. */
function footer(parts: Part, sectPr: string, type: 'default' | 'first', kind: 'footer' | 'header' = 'footer'): string | undefined {
  const id = new RegExp(`<w:${kind}Reference w:type="${type}" r:id="([^"]+)"`).exec(sectPr)?.[1]
  if (!id) return undefined
  const target = new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(parts['word/_rels/document.xml.rels'] ?? '')?.[1]
  return target ? parts[`word/${target}`] : undefined
}

describe('buildEssayDocx (GOST 7.32-2017)', async () => {
  const work = sampleEssay()
  const parts = await open()
  const doc = parts['word/document.xml'] ?? ''
  const ps = paragraphs(doc)
  const texts = ps.map((p) => p.text)

  it('sets A4 and the 30/15/20/20 mm margins on every section', () => {
    expect(GOST_PAGE.margin).toEqual({ left: 1701, right: 850, top: 1134, bottom: 1134 })
    const secs = sections(doc)
    expect(secs).toHaveLength(2)
    for (const s of secs) {
      expect(s).toContain('<w:pgSz w:w="11906" w:h="16838"')
      expect(s).toMatch(/<w:pgMar w:top="1134" w:right="850" w:bottom="1134" w:left="1701"/)
    }
  })

  it('makes Times New Roman 14, 1.5 spacing, 1.25 cm indent, justified, no spacing after the default', () => {
    const styles = parts['word/styles.xml'] ?? ''
    const defaults = /<w:docDefaults>.*<\/w:docDefaults>/s.exec(styles)?.[0] ?? ''
    expect(defaults).toContain('w:ascii="Times New Roman"')
    expect(defaults).toContain('w:hAnsi="Times New Roman"')
    expect(defaults).toContain('<w:sz w:val="28"/>')
    expect(defaults).toMatch(/<w:spacing w:after="0" w:before="0" w:line="360" w:lineRule="auto"\/>/)
    expect(defaults).toContain('<w:ind w:firstLine="709"/>')
    expect(defaults).toContain('<w:jc w:val="both"/>')
    const h1 = /<w:style [^>]*w:styleId="Heading1".*?<\/w:style>/s.exec(styles)?.[0] ?? ''
    expect(h1).toContain('<w:pageBreakBefore/>')
    expect(h1).toContain('<w:b/>')
  })

  it('writes the title page from the title-page data, alone in a section with no page number', () => {
    const [titleSec, bodySec] = sections(doc) as [string, string]
    const titleEnd = ps.findIndex((p) => p.xml.includes('<w:sectPr>'))
    const title = texts.slice(0, titleEnd + 1)
    const tp = work.titlePage
    expect(title).toEqual([
      tp.ministry!.toUpperCase(),
      tp.institution,
      tp.faculty,
      tp.department,
      'РЕФЕРАТ',
      `по дисциплине «${tp.subject}»`,
      `на тему: «${work.topic}»`,
      `Выполнил: студент группы ${tp.group}`,
      tp.studentName,
      'Проверил:',
      tp.teacher,
    ])
    expect(ps.slice(0, titleEnd + 1).every((p) => p.xml.includes('<w:jc w:val="center"/>') || p.xml.includes('w:left="5103"'))).toBe(true)
    expect(titleSec).toContain('<w:titlePg/>')
    const first = footer(parts, titleSec, 'first') ?? ''
    expect(paragraphs(first).map((p) => p.text)).toEqual(['Москва 2026'])
    expect(first).not.toContain('PAGE')
    expect(footer(parts, titleSec, 'default') ?? '').not.toContain('PAGE')
    // The body's footer numbers pages in the middle, continuing from the title page (no restart).
    const numbered = footer(parts, bodySec, 'default') ?? ''
    expect(numbered).toMatch(/<w:instrText[^>]*>PAGE<\/w:instrText>/)
    expect(numbered).toContain('<w:jc w:val="center"/>')
    expect(bodySec).toContain('<w:type w:val="nextPage"/>')
    expect(bodySec).not.toMatch(/<w:pgNumType[^>]*w:start=/)
  })

  it('has a real contents field listing the headings, with page numbers filled in', () => {
    expect(parts['word/settings.xml']).toContain('<w:updateFields/>')
    const contents = texts.indexOf(STRUCTURAL.contents)
    expect(contents).toBeGreaterThan(0)
    expect(ps[contents]!.xml).toContain('<w:jc w:val="center"/>')
    const sdt = /<w:sdt>.*?<\/w:sdt>/s.exec(doc)?.[0] ?? ''
    expect(unescape(sdt)).toMatch(/<w:instrText[^>]*>TOC [^<]*\\o "1-2"/)
    // The field's end sits in a paragraph of its own after the entries.
    const lines = paragraphs(sdt).filter((p) => p.text !== '')
    const entries = lines.map((p) => p.text.replace(/\d+$/, '').trim())
    expect(entries).toEqual([
      'ВВЕДЕНИЕ',
      ...work.chapters.flatMap((c, i) => [`${i + 1} ${c.title}`, ...c.subchapters.map((s, j) => `${i + 1}.${j + 1} ${s.title}`)]),
      'ЗАКЛЮЧЕНИЕ',
      'СПИСОК ИСПОЛЬЗОВАННЫХ ИСТОЧНИКОВ',
    ])
    const pages = lines.map((p) => Number(/(\d+)$/.exec(p.text)?.[1]))
    expect(pages[0]).toBe(3) // title 1, contents 2, introduction 3
    expect(pages.every((n, i) => i === 0 || n >= pages[i - 1]!)).toBe(true)
    expect(pages.at(-1)).toBeGreaterThanOrEqual(15)
  })

  it('puts the structural headings and chapters in order, structural ones centred capitals on new pages', () => {
    const h1 = ps.filter((p) => p.style === 'Heading1')
    expect(h1.map((p) => p.text)).toEqual([
      STRUCTURAL.introduction,
      ...work.chapters.map((c, i) => `${i + 1} ${c.title}`),
      STRUCTURAL.conclusion,
      STRUCTURAL.references,
    ])
    for (const p of h1.filter((p) => /^[А-ЯЁ ]+$/.test(p.text))) {
      expect(p.xml).toContain('<w:jc w:val="center"/>')
      expect(p.xml).toContain('<w:b/>')
      expect(p.xml).toContain('<w:pageBreakBefore/>')
    }
    expect(ps.filter((p) => p.style === 'Heading2').map((p) => p.text)).toEqual(
      work.chapters.flatMap((c, i) => c.subchapters.map((s, j) => `${i + 1}.${j + 1} ${s.title}`)),
    )
  })

  // The sample cites its sources in the order of first use, which is not the alphabetical one.
  const list = texts.slice(texts.lastIndexOf(STRUCTURAL.references) + 1).map((t) => t.replace(/^\d+\. /, ''))

  it('puts the reference list in the GOST order after its heading, at the end: Cyrillic, alphabetical by heading', () => {
    expect(texts.slice(texts.lastIndexOf(STRUCTURAL.references) + 1)).toEqual(list.map((r, i) => `${i + 1}. ${r}`))
    expect([...list].sort()).toEqual([...work.references].sort())
    expect(list).not.toEqual(work.references)
    expect(list[0]).toMatch(/^Абрамов, А\. В\./)
    // By heading: the family name, or the title of a work with no heading («Министерство…», «Федеральный закон…»).
    const heads = list.map((r) => r.split(/[ ,]/)[0]!)
    expect(heads).toEqual([...heads].sort((x, y) => x.localeCompare(y, 'ru')))
  })

  it('renumbers the citations so each [n] names the source it named in the text', () => {
    const body = ps
      .slice(texts.indexOf(STRUCTURAL.introduction) + 1, texts.lastIndexOf(STRUCTURAL.references))
      .filter((p) => !p.style?.startsWith('Heading'))
      .map((p) => p.text)
    const written = workParagraphs(work)
    expect(body).toHaveLength(written.length)
    const cited = (text: string, refs: readonly string[]) => citationsIn(text).map((n) => refs[n - 1]).sort()
    let citations = 0
    written.forEach((p, i) => {
      expect(cited(body[i]!, list)).toEqual(cited(p, work.references))
      citations += citationsIn(p).length
    })
    expect(citations).toBeGreaterThan(work.references.length)
  })

  it('builds the introduction alone: title page and introduction, no contents or chapters', async () => {
    const intro = await open({ introductionOnly: true })
    const ips = paragraphs(intro['word/document.xml'] ?? '')
    const itexts = ips.map((p) => p.text)
    expect(itexts).toContain('РЕФЕРАТ')
    expect(itexts).not.toContain(STRUCTURAL.contents)
    expect(intro['word/document.xml']).not.toContain('TOC \\')
    // Its citations numbered as in the whole work, whose list is in the GOST order.
    const n = work.introduction.paragraphs.length
    expect(itexts.slice(itexts.indexOf(STRUCTURAL.introduction) + 1)).toEqual(texts.slice(texts.indexOf(STRUCTURAL.introduction) + 1).slice(0, n))
    // The section break already starts a page; a page break too would leave page 2 blank.
    expect(ips.find((p) => p.text === STRUCTURAL.introduction)!.xml).not.toContain('<w:pageBreakBefore/>')
  })

  it('sorts a list cited out of alphabetical order, Latin entries after Cyrillic, and renumbers the text', async () => {
    const w = sampleEssay({ pages: 6 })
    const refs = [
      'Miller, G. A. The magical number seven, plus or minus two / G. A. Miller // Psychological Review. – 1956. – Vol. 63, no. 2. – P. 81–97.',
      'Выготский, Л. С. Мышление и речь / Л. С. Выготский. – Москва : Соцэкгиз, 1934. – 324 с.',
      'Kahneman, D. Thinking, fast and slow / D. Kahneman. – New York : Farrar, Straus and Giroux, 2011. – 499 p.',
      'Конституция Российской Федерации. – Москва : Юридическая литература, 1993. – 64 с.',
      'Ёлкин, В. А. Эволюционная психология / В. А. Ёлкин. – Москва : Наука, 2015. – 280 с.',
    ]
    const mixed = {
      ...w,
      introduction: { paragraphs: ['Память ограничена [1, с. 90], речь связана с мышлением [2].'] },
      chapters: [{ title: 'Глава', paragraphs: ['Две системы мышления [3; 5], основной закон [4].'], subchapters: [] }],
      conclusion: { paragraphs: ['Итог [1–3].'] },
      references: refs,
    }
    const ts = paragraphs((await open({ estimatePages: false }, mixed))['word/document.xml'] ?? '').map((p) => p.text)
    expect(ts.slice(-5)).toEqual([`1. ${refs[1]}`, `2. ${refs[4]}`, `3. ${refs[3]}`, `4. ${refs[2]}`, `5. ${refs[0]}`])
    expect(ts).toContain('Память ограничена [5, с. 90], речь связана с мышлением [1].')
    expect(ts).toContain('Две системы мышления [2, 4], основной закон [3].')
    expect(ts).toContain('Итог [1, 4, 5].')
  })

  it('refuses a citation of a source that is not in the list, in Russian', async () => {
    const w = sampleEssay({ pages: 6 })
    const bad = { ...w, conclusion: { paragraphs: [`Вывод [${w.references.length + 1}].`] } }
    await expect(buildEssayDocx(bad)).rejects.toThrow(`Ссылка [${w.references.length + 1}] ведёт на источник, которого нет в списке`)
  })
})

describe('buildEssayDocx: «Выполнила» and «Проверила» as chosen (issue 33 item 9)', () => {
  const titleTexts = async (forms: { authorForm?: 'VYPOLNIL' | 'VYPOLNILA'; teacherForm?: 'PROVERIL' | 'PROVERILA' }) => {
    const work = sampleEssay()
    const parts = await open({}, { ...work, titlePage: { ...work.titlePage, ...forms } })
    const ps = paragraphs(parts['word/document.xml'] ?? '')
    return ps.slice(0, ps.findIndex((p) => p.xml.includes('<w:sectPr>')) + 1).map((p) => p.text)
  }

  it('prints the feminine forms when they are chosen, each on its own, and «Проверил» otherwise', async () => {
    const both = await titleTexts({ authorForm: 'VYPOLNILA', teacherForm: 'PROVERILA' })
    expect(both).toContain(`Выполнила: студентка группы ${sampleEssay().titlePage.group}`)
    expect(both).toContain('Проверила:')
    expect(both).not.toContain('Проверил:')
    const teacherOnly = await titleTexts({ teacherForm: 'PROVERILA' })
    expect(teacherOnly).toContain('Проверила:')
    expect(teacherOnly.some((t) => t.startsWith('Выполнил: студент '))).toBe(true)
    // «Проверил» when the masculine form is chosen or none is.
    for (const forms of [{}, { teacherForm: 'PROVERIL' as const }]) {
      const texts = await titleTexts(forms)
      expect(texts).toContain('Проверил:')
      expect(texts.join('\n')).not.toContain('Проверила')
    }
  })
})

describe('buildEssayDocx: the demo mark and the author', () => {
  const core = (parts: Part) => unescape(parts['docProps/core.xml'] ?? '')
  const tag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1]

  it.each([{ introductionOnly: false }, { introductionOnly: true }])(
    'a demo work says the mark in the header of every page of every section, title page included, and in its properties (%o)',
    async (opts) => {
      const parts = await open({ ...opts, demo: true })
      const secs = sections(parts['word/document.xml'] ?? '')
      expect(secs).toHaveLength(2)
      const [titleSec, bodySec] = secs as [string, string]
      // The title section has a first-page header of its own (titlePg) and a default one; the body numbers its pages with the default.
      for (const [sec, type] of [[titleSec, 'first'], [titleSec, 'default'], [bodySec, 'default']] as const) {
        const header = footer(parts, sec, type, 'header')
        expect(header, `${type} header`).toBeDefined()
        expect(paragraphs(header!).map((p) => p.text)).toEqual([DEMO_DOCX_MARK])
      }
      expect(tag(core(parts), 'dc:description')).toBe(DEMO_DOCX_MARK)
      expect(tag(core(parts), 'cp:keywords')).toBe(DEMO_DOCX_MARK)
    },
  )

  it('a work by the real model has no mark anywhere', async () => {
    const parts = await open({ estimatePages: false })
    expect(Object.keys(parts).filter((n) => n.startsWith('word/header'))).toEqual([])
    expect(Object.values(parts).some((xml) => xml.includes(DEMO_DOCX_MARK) || xml.includes('Демо'))).toBe(false)
  })

  it('names the student from the title page as creator and last editor, never the service', async () => {
    const work = sampleEssay({ pages: 6 })
    const xml = core(await open({ estimatePages: false, clientName: 'Пётр Клиентов' }, work))
    expect(tag(xml, 'dc:creator')).toBe(work.titlePage.studentName)
    expect(tag(xml, 'cp:lastModifiedBy')).toBe(work.titlePage.studentName)
    expect(xml).not.toMatch(/StudyHelp|Un-named/i)
  })

  it("falls back to the client's name without one on the title page, and to nobody without either", async () => {
    const w = sampleEssay({ pages: 6 })
    const work = { ...w, titlePage: { ...w.titlePage, studentName: undefined } }
    const named = core(await open({ estimatePages: false, clientName: ' Пётр Клиентов ' }, work))
    expect(tag(named, 'dc:creator')).toBe('Пётр Клиентов')
    expect(tag(named, 'cp:lastModifiedBy')).toBe('Пётр Клиентов')
    const nobody = core(await open({ estimatePages: false }, work))
    expect(nobody).not.toMatch(/StudyHelp|Un-named/i)
    expect(tag(nobody, 'dc:creator') ?? '').toBe('')
  })
})
