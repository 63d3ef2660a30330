// The text work as a DOCX formatted to GOST 7.32-2017 (orders.md §7 downloads: the full work and
// docx-introduction): A4, margins 30/15/20/20 mm, Times New Roman 14, 1.5 spacing, indent 1.25 cm,
// a title page without a number, a real contents field, headings on new pages, numbers bottom centre.
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  SectionType,
  TableOfContents,
  TextRun,
  type FileChild,
} from 'docx'
import { estimatePageNumbersWith } from 'docx/layout'
import { orderReferences } from '../../domain/essay/work-document-citations'
import { ZWorkDocument, type TWorkDocument, type TWorkDocumentInput } from '../../domain/essay/work-document'
import { keepTogether } from './gost-typography'
import { titlePageFooter, titlePageParagraphs } from './essay-docx-title-page'
import { prepareDocxVisuals, type TChartFont } from './essay-docx-visuals'
import { workParagraphs } from '../../domain/essay/work-document'
import type { TVisualItem } from '../../domain/essay/visual-items'
import { workPageNumbers } from './docx-page-estimate'

const mm = (v: number) => Math.round((v * 1440) / 25.4)

/** Page geometry in twips; exported so the tests assert what is set, not a copy of it. */
export const GOST_PAGE = {
  width: 11906, // A4 210 mm
  height: 16838, // A4 297 mm
  margin: { left: mm(30), right: mm(15), top: mm(20), bottom: mm(20) }, // 1701, 850, 1134, 1134
  firstLineIndent: 709, // 1.25 cm
  line: 360, // 1.5 lines
} as const

export const GOST_TEXT_AREA = {
  textWidth: GOST_PAGE.width - GOST_PAGE.margin.left - GOST_PAGE.margin.right,
  textHeight: GOST_PAGE.height - GOST_PAGE.margin.top - GOST_PAGE.margin.bottom,
}

export const STRUCTURAL = {
  contents: 'СОДЕРЖАНИЕ',
  introduction: 'ВВЕДЕНИЕ',
  conclusion: 'ЗАКЛЮЧЕНИЕ',
  references: 'СПИСОК ИСПОЛЬЗОВАННЫХ ИСТОЧНИКОВ',
} as const

const FONT = 'Times New Roman'

const styles = {
  default: {
    document: {
      run: { font: FONT, size: 28, language: { value: 'ru-RU' } },
      paragraph: {
        alignment: AlignmentType.JUSTIFIED,
        spacing: { line: GOST_PAGE.line, lineRule: LineRuleType.AUTO, before: 0, after: 0 },
        indent: { firstLine: GOST_PAGE.firstLineIndent },
      },
    },
    // Chapters (GOST 7.32 §6.2): from the paragraph indent, bold, no full stop, each on a new page.
    heading1: {
      run: { font: FONT, size: 28, bold: true, color: '000000' },
      paragraph: {
        alignment: AlignmentType.LEFT,
        pageBreakBefore: true,
        keepNext: true,
        keepLines: true,
        outlineLevel: 0,
        spacing: { line: GOST_PAGE.line, before: 0, after: 360 },
        indent: { firstLine: GOST_PAGE.firstLineIndent },
      },
    },
    heading2: {
      run: { font: FONT, size: 28, bold: true, color: '000000', italics: false },
      paragraph: {
        alignment: AlignmentType.LEFT,
        keepNext: true,
        keepLines: true,
        outlineLevel: 1,
        spacing: { line: GOST_PAGE.line, before: 360, after: 360 },
        indent: { firstLine: GOST_PAGE.firstLineIndent },
      },
    },
  },
  paragraphStyles: [1, 2].map((level) => ({
    id: `TOC${level}`,
    name: `toc ${level}`,
    basedOn: 'Normal',
    next: 'Normal',
    quickFormat: false,
    paragraph: {
      alignment: AlignmentType.LEFT,
      spacing: { line: GOST_PAGE.line, before: 0, after: 0 },
      indent: { firstLine: 0, left: (level - 1) * 283 },
    },
  })),
}

/** СОДЕРЖАНИЕ, ВВЕДЕНИЕ…: centred capitals in bold. Those after the contents are Heading 1, so the contents lists them. */
function structural(text: string, { heading = true, newPage = true } = {}) {
  return new Paragraph({
    heading: heading ? HeadingLevel.HEADING_1 : undefined,
    alignment: AlignmentType.CENTER,
    indent: { firstLine: 0 },
    pageBreakBefore: newPage,
    keepNext: true,
    spacing: { after: 360 },
    children: [new TextRun({ text, bold: true })],
  })
}

const body = (text: string) => new Paragraph({ children: [new TextRun(keepTogether(text))] })

/** A centred page number at the foot of every page of a section (GOST 7.32). */
export function pageNumberFooter() {
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        indent: { firstLine: 0 },
        spacing: { line: 240 },
        children: [new TextRun({ children: [PageNumber.CURRENT] })],
      }),
    ],
  })
}

/** What a DOCX by the demo writer says on every page and in its properties (orders.md issue 13 part 6). */
export const DEMO_DOCX_MARK = 'Демо-версия: текст не предназначен для сдачи'

/** The demo mark at the top of every page: small, centred, single-spaced, so it moves no line of the body. */
function demoHeader() {
  return new Header({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        indent: { firstLine: 0 },
        spacing: { line: 240, before: 0, after: 0 },
        children: [new TextRun({ text: DEMO_DOCX_MARK, size: 20, bold: true })],
      }),
    ],
  })
}

/** The student the file is by: the title page's full name, else the client's name; never the service. */
function authorOf(work: TWorkDocument, clientName?: string | null): string {
  return work.titlePage.studentName ?? (clientName?.trim() || '')
}

export type TEssayDocxOptions = {
  /** Title page and introduction only (the docx-introduction download). */
  introductionOnly?: boolean
  /**
   * Work out the contents' page numbers (default on, docx-page-estimate.ts); off leaves them for Word to fill in;
   * 'docx-layout' lays out the whole XML with docx/layout instead (general but ~30× slower: the tests compare the two).
   */
  estimatePages?: boolean | 'docx-layout'
  /** A bold line above the contents, e.g. the demo writer's label: whoever opens the file sees it first. */
  notice?: string
  /** Written by the demo writer: the page header of every section and the properties say {@link DEMO_DOCX_MARK}. */
  demo?: boolean
  /** The client's own name, the file's author when the title page names no student. */
  clientName?: string | null
  /** The order's visual items: a marker paragraph [[visual:<id>]] becomes its table, figure or equation. */
  visualItems?: readonly TVisualItem[]
  /** Draw the charts' PNG fallback too, with this font (TChartFont); without it Word draws the SVG only. */
  chartFont?: TChartFont
}

export async function buildEssayDocx(input: TWorkDocumentInput, opts: TEssayDocxOptions = {}): Promise<Uint8Array> {
  const work = orderReferences(ZWorkDocument.parse(input))
  const content: FileChild[] = []
  const visuals = await prepareDocxVisuals(workParagraphs(work), opts.visualItems, opts.chartFont)
  const paragraphs = (list: readonly string[]): FileChild[] => list.flatMap((p) => visuals.blocksFor(p) ?? [body(p)])
  if (opts.notice) content.push(new Paragraph({ alignment: AlignmentType.CENTER, indent: { firstLine: 0 }, children: [new TextRun({ text: opts.notice, bold: true })] }))

  if (!opts.introductionOnly) {
    content.push(structural(STRUCTURAL.contents, { heading: false, newPage: false }))
    content.push(new TableOfContents('Содержание', { hyperlink: true, headingStyleRange: '1-2' }))
  }
  // The introduction opens the numbered section when there is no contents page; the section break is its new page.
  content.push(structural(STRUCTURAL.introduction, { newPage: !opts.introductionOnly }))
  content.push(...paragraphs(work.introduction.paragraphs))

  if (!opts.introductionOnly) {
    work.chapters.forEach((chapter, i) => {
      content.push(new Paragraph({ heading: HeadingLevel.HEADING_1, text: `${i + 1} ${chapter.title}` }))
      content.push(...paragraphs(chapter.paragraphs))
      chapter.subchapters.forEach((sub, j) => {
        content.push(new Paragraph({ heading: HeadingLevel.HEADING_2, text: `${i + 1}.${j + 1} ${sub.title}` }))
        content.push(...paragraphs(sub.paragraphs))
      })
    })
    content.push(structural(STRUCTURAL.conclusion))
    content.push(...paragraphs(work.conclusion.paragraphs))
    if (work.references.length > 0) {
      content.push(structural(STRUCTURAL.references))
      // Left-aligned: a justified line with an unbreakable URL in it opens wide gaps between the words.
      content.push(
        ...work.references.map(
          (ref, i) => new Paragraph({ alignment: AlignmentType.LEFT, children: [new TextRun(keepTogether(`${i + 1}. ${ref}`))] }),
        ),
      )
    }
  }

  const page = { size: { width: GOST_PAGE.width, height: GOST_PAGE.height }, margin: { ...GOST_PAGE.margin, header: 709, footer: 709 } }
  const author = authorOf(work, opts.clientName)
  // Every section gets its own header: the title page's first-page one too, since titlePage gives it a header of its own.
  const headers = opts.demo ? { first: demoHeader(), default: demoHeader() } : undefined
  const doc = new Document({
    creator: author,
    lastModifiedBy: author,
    title: work.topic,
    subject: work.workType,
    ...(opts.demo && { description: DEMO_DOCX_MARK, keywords: DEMO_DOCX_MARK }),
    styles,
    // Word asks to update the fields on opening; the contents is also written with its entries and estimated
    // page numbers, so LibreOffice and previewers that don't update fields still show a readable contents.
    features: { updateFields: true },
    // Only the contents needs them, and the introduction alone has no contents.
    pageNumbers:
      opts.estimatePages === false || opts.introductionOnly
        ? undefined
        : opts.estimatePages === 'docx-layout'
          ? estimatePageNumbersWith({ guess: true })
          : (workPageNumbers(work, { page: GOST_TEXT_AREA, line: GOST_PAGE.line, firstLineIndent: GOST_PAGE.firstLineIndent, structural: STRUCTURAL, notice: opts.notice, special: (p) => visuals.layoutFor(p) }, keepTogether) ??
            estimatePageNumbersWith({ guess: true })),
    sections: [
      {
        properties: { page, titlePage: true },
        ...(headers && { headers }),
        footers: { first: titlePageFooter(work.titlePage), default: new Footer({ children: [new Paragraph({})] }) },
        children: titlePageParagraphs(work.titlePage, work.topic),
      },
      {
        properties: { type: SectionType.NEXT_PAGE, page },
        ...(headers && { headers: { default: headers.default } }),
        footers: { default: pageNumberFooter() },
        children: content,
      },
    ],
  })
  return Packer.pack(doc, 'uint8array')
}
