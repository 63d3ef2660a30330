// The handout of a deck (issue 14 part 4): a DOCX to speak from — the title block, then per slide «Слайд N. <title>»,
// its points (bullets; a table as a table; a chart as its data table) and «Что сказать:» with the speaker notes; the
// sources at the end. A4 with the GOST margins, Times New Roman; a demo deck says so on every page and in the properties.
import { AlignmentType, BorderStyle, Document, Header, HeadingLevel, LineRuleType, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType, type FileChild } from 'docx'
import type { TDeckSlide, TDeckSpec } from '../../../domain/presentation/deck'
import type { TPresentationTitlePage } from '../../../domain/presentation/input'
import { signatureWords } from '../../../domain/essay/title-page'
import { GOST_PAGE, GOST_TEXT_AREA } from '../essay-docx'
import { keepTogether } from '../gost-typography'
import { formatNumber } from '../../../domain/money/format'

const FONT = 'Times New Roman'
/** What a demo deck's handout says on every page and in its properties. */
export const DEMO_HANDOUT_MARK = 'Демо-версия: презентация для примера, не для защиты'
export const HANDOUT_LABELS = { slide: 'Слайд', say: 'Что сказать:', sources: 'Список источников', seeSources: 'Источники перечислены в конце раздаточного материала.' } as const

const styles = {
  default: {
    document: {
      run: { font: FONT, size: 26, language: { value: 'ru-RU' } },
      paragraph: { spacing: { line: 276, lineRule: LineRuleType.AUTO, before: 0, after: 80 } },
    },
    heading1: { run: { font: FONT, size: 30, bold: true, color: '000000' }, paragraph: { spacing: { before: 360, after: 120 }, keepNext: true } },
  },
}

const para = (text: string, o: { bold?: boolean; italic?: boolean; center?: boolean; size?: number; keepNext?: boolean } = {}) =>
  new Paragraph({
    alignment: o.center ? AlignmentType.CENTER : AlignmentType.LEFT,
    keepNext: o.keepNext,
    children: [new TextRun({ text: keepTogether(text), bold: o.bold, italics: o.italic, size: o.size })],
  })

const bullet = (text: string) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun(keepTogether(text))] })

const BORDER = { style: BorderStyle.SINGLE, size: 4, color: '000000' }
function table(header: readonly string[], rows: readonly (readonly string[])[]): Table {
  const width = Math.floor(GOST_TEXT_AREA.textWidth / header.length)
  const cell = (text: string, bold = false) =>
    new TableCell({
      width: { size: width, type: WidthType.DXA },
      margins: { left: 80, right: 80, top: 40, bottom: 40 },
      borders: { top: BORDER, bottom: BORDER, left: BORDER, right: BORDER },
      children: [new Paragraph({ spacing: { after: 0 }, children: [new TextRun({ text, bold, size: 22 })] })],
    })
  return new Table({
    width: { size: width * header.length, type: WidthType.DXA },
    columnWidths: header.map(() => width),
    rows: [
      new TableRow({ tableHeader: true, cantSplit: true, children: header.map((h) => cell(h, true)) }),
      ...rows.map((r) => new TableRow({ cantSplit: true, children: header.map((_h, i) => cell(r[i] ?? '')) })),
    ],
  })
}

const number = (v: number) => formatNumber(v, 4)

/** The points of one slide as the handout prints them. */
function points(slide: TDeckSlide): FileChild[] {
  switch (slide.kind) {
    case 'bullets':
      return slide.bullets.map(bullet)
    case 'two-columns':
      return [slide.left, slide.right].flatMap((c) => [para(c.heading, { bold: true, keepNext: true }), ...c.bullets.map(bullet)])
    case 'quote':
      return [para(`«${slide.quote}»`, { italic: true }), ...(slide.source ? [para(slide.source)] : [])]
    case 'table':
      return [table(slide.columns, slide.rows), ...(slide.caption ? [para(slide.caption, { italic: true })] : [])]
    case 'chart': {
      const { chart } = slide
      const head = [chart.unit ? `Показатель, ${chart.unit}` : 'Показатель', ...chart.series.map((s) => s.name)]
      const rows = chart.categories.map((c, i) => [c, ...chart.series.map((s) => (s.values[i] === undefined ? '' : number(s.values[i]!)))])
      return [table(head, rows), para(slide.caption, { italic: true })]
    }
    case 'section':
      return [para(`Раздел ${slide.number}`, { bold: true }), ...(slide.subtitle ? [para(slide.subtitle)] : [])]
    case 'sources':
      return [para(HANDOUT_LABELS.seeSources, { italic: true })]
  }
}

/** A GOST line numbered as the deck numbers it («3. Иванов…»), or numbered here when the deck left it bare. */
const numbered = (refs: readonly string[]) => refs.map((r, i) => (/^\d{1,3}\.\s/.test(r) ? r : `${i + 1}. ${r}`))

function titleBlock(deck: TDeckSpec, tp: TPresentationTitlePage | undefined): FileChild[] {
  // Signed as the title slide is (layout-slides.ts): the student's and the teacher's own forms, «Выполнил» and
  // «Проверил» when none was chosen.
  const words = signatureWords(tp ?? {})
  const who = tp?.studentName ? `${words.author}: ${[tp.studentName, tp.group ? `группа ${tp.group}` : undefined].filter(Boolean).join(', ')}` : tp?.group ? `Группа: ${tp.group}` : undefined
  const lines = [
    tp?.institution,
    tp?.subject ? `Дисциплина: ${tp.subject}` : undefined,
    who,
    tp?.teacherName ? `${words.teacher}: ${tp.teacherName}` : undefined,
    [tp?.city, tp?.year ? String(tp.year) : undefined].filter(Boolean).join(', ') || undefined,
  ].filter((l): l is string => Boolean(l))
  return [
    ...(deck.isDemo ? [para(DEMO_HANDOUT_MARK, { bold: true, center: true })] : []),
    para('Раздаточный материал к презентации', { center: true, size: 24 }),
    para(deck.topic, { bold: true, center: true, size: 34 }),
    ...(deck.subtitle ? [para(deck.subtitle, { center: true })] : []),
    ...lines.map((l) => para(l, { center: true, size: 24 })),
  ]
}

export async function buildPresentationHandoutDocx(deck: TDeckSpec, titlePage?: TPresentationTitlePage): Promise<Uint8Array> {
  const content: FileChild[] = titleBlock(deck, titlePage)
  // Slide 1 of the file is the title slide (drawn from the topic), so the deck's slides are 2, 3…
  content.push(new Paragraph({ heading: HeadingLevel.HEADING_1, text: `${HANDOUT_LABELS.slide} 1. ${deck.topic}` }))
  if (deck.subtitle) content.push(para(deck.subtitle))
  deck.slides.forEach((slide, i) => {
    content.push(new Paragraph({ heading: HeadingLevel.HEADING_1, text: `${HANDOUT_LABELS.slide} ${i + 2}. ${slide.title}` }))
    content.push(...points(slide))
    if (slide.notes.trim()) content.push(para(HANDOUT_LABELS.say, { bold: true, keepNext: true }), para(slide.notes))
  })
  const references = numbered(deck.slides.flatMap((s) => (s.kind === 'sources' ? s.references : [])))
  if (references.length) {
    content.push(new Paragraph({ heading: HeadingLevel.HEADING_1, text: HANDOUT_LABELS.sources }))
    content.push(...references.map((r) => para(r)))
  }

  const mark = () => new Header({ children: [new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 0 }, children: [new TextRun({ text: DEMO_HANDOUT_MARK, size: 20, bold: true })] })] })
  const author = titlePage?.studentName ?? ''
  const doc = new Document({
    creator: author,
    lastModifiedBy: author,
    title: deck.topic,
    subject: deck.subtitle ?? 'Раздаточный материал',
    ...(deck.isDemo && { description: DEMO_HANDOUT_MARK, keywords: DEMO_HANDOUT_MARK }),
    styles,
    sections: [
      {
        properties: { page: { size: { width: GOST_PAGE.width, height: GOST_PAGE.height }, margin: { ...GOST_PAGE.margin, header: 709, footer: 709 } } },
        ...(deck.isDemo && { headers: { default: mark() } }),
        children: content,
      },
    ],
  })
  return Packer.pack(doc, 'uint8array')
}
