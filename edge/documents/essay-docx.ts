// The text work as a DOCX formatted to GOST 7.32-2017 (orders.md §7 downloads: the full work and
// docx-introduction): A4, margins 30/15/20/20 mm, Times New Roman 14, 1.5 spacing, indent 1.25 cm,
// a title page without a number, a real contents field, headings on new pages, numbers bottom centre.
// Given a formatting profile (a university's rules, domain/format-check/profile.ts), the page, margins, font, size,
// spacing, indent, alignment and page number position are the profile's instead (docx-profile.ts); the structure and
// the headings', captions' and title page's look stay as GOST 7.32 has them.
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
import { measuresFont, workPageNumbers } from './docx-page-estimate'
import { docxLook, GOST_LOOK, type TDocxLook } from './docx-profile'
import type { TFormatProfile } from '../../domain/format-check/profile'

/**
 * GOST 7.32's page geometry in twips (A4, margins 30/15/20/20 mm = 1701/850/1134/1134, indent 1.25 cm = 709, 1.5
 * lines = 360), taken from the GOST_7_32 profile so the numbers have one source. The exam tickets and the handout are
 * written with it, and the tests assert what is set, not a copy of it.
 */
export const GOST_PAGE = {
  width: GOST_LOOK.page.width,
  height: GOST_LOOK.page.height,
  margin: GOST_LOOK.page.margin,
  firstLineIndent: GOST_LOOK.firstLineIndent,
  line: GOST_LOOK.line,
}

export const GOST_TEXT_AREA = GOST_LOOK.textArea

export const STRUCTURAL = {
  contents: 'СОДЕРЖАНИЕ',
  introduction: 'ВВЕДЕНИЕ',
  conclusion: 'ЗАКЛЮЧЕНИЕ',
  references: 'СПИСОК ИСПОЛЬЗОВАННЫХ ИСТОЧНИКОВ',
} as const

const ALIGNMENT = { left: AlignmentType.LEFT, center: AlignmentType.CENTER, right: AlignmentType.RIGHT, both: AlignmentType.JUSTIFIED } as const

/**
 * The document's styles: the body's font, size, spacing, indent and alignment are the defaults every paragraph
 * inherits (the title page and captions too, which set only what differs); headings are the body's font and size in
 * bold, as GOST 7.32 sets them, so a profile's size range holds for them as well.
 */
const stylesFor = (look: TDocxLook) => ({
  default: {
    document: {
      run: { font: look.font, size: look.size, language: { value: 'ru-RU' } },
      paragraph: {
        alignment: ALIGNMENT[look.alignment],
        spacing: { line: look.line, lineRule: LineRuleType.AUTO, before: 0, after: 0 },
        indent: { firstLine: look.firstLineIndent },
      },
    },
    // Chapters (GOST 7.32 §6.2): from the paragraph indent, bold, no full stop, each on a new page.
    heading1: {
      run: { font: look.font, size: look.size, bold: true, color: '000000' },
      paragraph: {
        alignment: AlignmentType.LEFT,
        pageBreakBefore: true,
        keepNext: true,
        keepLines: true,
        outlineLevel: 0,
        spacing: { line: look.line, before: 0, after: 360 },
        indent: { firstLine: look.firstLineIndent },
      },
    },
    heading2: {
      run: { font: look.font, size: look.size, bold: true, color: '000000', italics: false },
      paragraph: {
        alignment: AlignmentType.LEFT,
        keepNext: true,
        keepLines: true,
        outlineLevel: 1,
        spacing: { line: look.line, before: 360, after: 360 },
        indent: { firstLine: look.firstLineIndent },
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
      spacing: { line: look.line, before: 0, after: 0 },
      indent: { firstLine: 0, left: (level - 1) * 283 },
    },
  })),
})

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

/** The page number's paragraph: single-spaced, without the body's indent, so the alignment alone places it. */
const pageNumberParagraph = (alignment: 'center' | 'right') =>
  new Paragraph({
    alignment: ALIGNMENT[alignment],
    indent: { firstLine: 0 },
    spacing: { line: 240 },
    children: [new TextRun({ children: [PageNumber.CURRENT] })],
  })

/** A page number at the foot of every page of a section: centred (GOST 7.32) or at the right. */
export function pageNumberFooter(alignment: 'center' | 'right' = 'center') {
  return new Footer({ children: [pageNumberParagraph(alignment)] })
}

/** What a DOCX by the demo writer says on every page and in its properties (orders.md issue 13 part 6). */
export const DEMO_DOCX_MARK = 'Демо-версия: текст не предназначен для сдачи'

/** The demo mark at the top of every page: small, centred, single-spaced, so it moves no line of the body. */
const demoMark = () =>
  new Paragraph({
    alignment: AlignmentType.CENTER,
    indent: { firstLine: 0 },
    spacing: { line: 240, before: 0, after: 0 },
    children: [new TextRun({ text: DEMO_DOCX_MARK, size: 20, bold: true })],
  })

function demoHeader() {
  return new Header({ children: [demoMark()] })
}

/**
 * The numbered section's header and footer for where the profile puts the page number: at the foot (the header only
 * holds the demo mark, if any), or at the top, in the header under the demo mark, with an empty footer.
 */
function numberedSectionParts(position: TDocxLook['pageNumbers'], demo: Header | undefined) {
  const [at, alignment] = position.split('-') as ['bottom' | 'top', 'center' | 'right']
  if (at === 'bottom') return { ...(demo && { headers: { default: demo } }), footers: { default: pageNumberFooter(alignment) } }
  return {
    headers: { default: new Header({ children: [...(demo ? [demoMark()] : []), pageNumberParagraph(alignment)] }) },
    footers: { default: new Footer({ children: [new Paragraph({})] }) },
  }
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
  /**
   * The formatting rules to write the work to (a university's, as the format check reads them): page, margins, body
   * font, size, spacing, indent, alignment and where the page number is. Default GOST 7.32.
   */
  profile?: TFormatProfile
}

export async function buildEssayDocx(input: TWorkDocumentInput, opts: TEssayDocxOptions = {}): Promise<Uint8Array> {
  const work = orderReferences(ZWorkDocument.parse(input))
  const look = opts.profile ? docxLook(opts.profile) : GOST_LOOK
  const content: FileChild[] = []
  const visuals = await prepareDocxVisuals(workParagraphs(work), opts.visualItems, opts.chartFont, look)
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

  const page = { size: { width: look.page.width, height: look.page.height }, margin: { ...look.page.margin, header: 709, footer: 709 } }
  const author = authorOf(work, opts.clientName)
  // Every section gets its own header: the title page's first-page one too, since titlePage gives it a header of its own.
  const headers = opts.demo ? { first: demoHeader(), default: demoHeader() } : undefined
  // The contents' page numbers are laid out here, on the profile's text area at its size and spacing, for fonts as
  // wide as Times New Roman; a work in another font (Arial) is laid out by docx/layout, which carries the widths of
  // the fonts Word documents use most.
  const estimate = () =>
    (measuresFont(look.font)
      ? workPageNumbers(work, { page: look.textArea, size: look.size, line: look.line, firstLineIndent: look.firstLineIndent, justify: look.alignment === 'both', structural: STRUCTURAL, notice: opts.notice, special: (p) => visuals.layoutFor(p) }, keepTogether)
      : null) ?? estimatePageNumbersWith({ guess: true })
  const doc = new Document({
    creator: author,
    lastModifiedBy: author,
    title: work.topic,
    subject: work.workType,
    ...(opts.demo && { description: DEMO_DOCX_MARK, keywords: DEMO_DOCX_MARK }),
    styles: stylesFor(look),
    // Word asks to update the fields on opening; the contents is also written with its entries and estimated
    // page numbers, so LibreOffice and previewers that don't update fields still show a readable contents.
    features: { updateFields: true },
    // Only the contents needs them, and the introduction alone has no contents.
    pageNumbers:
      opts.estimatePages === false || opts.introductionOnly
        ? undefined
        : opts.estimatePages === 'docx-layout'
          ? estimatePageNumbersWith({ guess: true })
          : estimate(),
    sections: [
      {
        properties: { page, titlePage: true },
        ...(headers && { headers }),
        footers: { first: titlePageFooter(work.titlePage), default: new Footer({ children: [new Paragraph({})] }) },
        children: titlePageParagraphs(work.titlePage, work.topic),
      },
      {
        properties: { type: SectionType.NEXT_PAGE, page },
        ...numberedSectionParts(look.pageNumbers, headers?.default),
        children: content,
      },
    ],
  })
  return Packer.pack(doc, 'uint8array')
}
