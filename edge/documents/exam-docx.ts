// Exam answers as one DOCX (issue 12 part 7): a title, the contents of tickets (one line per ticket, written out so any
// reader shows it), then each ticket's question as a heading with its answer under it; a bold demo mark on top when
// the demo writer answered any ticket. Every page is numbered at its foot; the student is the author in the file's
// properties (never the service), and the product is named in its description.
import { AlignmentType, Document, HeadingLevel, LineRuleType, Packer, Paragraph, TextRun } from 'docx'
import { GOST_PAGE, pageNumberFooter } from './essay-docx'
import { PRODUCT_NAME } from '../../domain/product'

type TExamDocxTicket = { position: number; question: string; answer: string; source: 'library' | 'ai' | null }
/** `author`: the student (edge/accounts/document-author.ts), '' for nobody. */
export type TExamDocxInput = { title: string; tickets: readonly TExamDocxTicket[]; demoNotice?: string; author?: string }

const EXAM_DOCX_CONTENTS = 'Содержание'
const examTicketHeading = (t: Pick<TExamDocxTicket, 'position' | 'question'>) => `Билет ${t.position}. ${t.question}`

const FONT = 'Times New Roman'

const styles = {
  default: {
    document: {
      run: { font: FONT, size: 28, language: { value: 'ru-RU' } },
      paragraph: { spacing: { line: GOST_PAGE.line, lineRule: LineRuleType.AUTO, before: 0, after: 0 } },
    },
    heading1: { run: { font: FONT, size: 28, bold: true, color: '000000' }, paragraph: { keepNext: true, spacing: { before: 360, after: 120 } } },
    title: { run: { font: FONT, size: 32, bold: true, color: '000000' }, paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 240 } } },
  },
}

const body = (text: string) => new Paragraph({ alignment: AlignmentType.JUSTIFIED, indent: { firstLine: GOST_PAGE.firstLineIndent }, children: [new TextRun(text)] })
const paragraphsOf = (text: string) => text.split(/\n+/).map((p) => p.trim()).filter(Boolean)

export async function buildExamDocx(input: TExamDocxInput): Promise<Uint8Array> {
  const children: Paragraph[] = [new Paragraph({ heading: HeadingLevel.TITLE, text: input.title })]
  if (input.demoNotice) children.push(new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: input.demoNotice, bold: true })] }))
  children.push(new Paragraph({ alignment: AlignmentType.CENTER, spacing: { before: 240, after: 120 }, children: [new TextRun({ text: EXAM_DOCX_CONTENTS, bold: true })] }))
  for (const t of input.tickets) children.push(new Paragraph({ indent: { left: 0 }, children: [new TextRun(examTicketHeading(t))] }))
  input.tickets.forEach((t, i) => {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: i === 0, text: examTicketHeading(t) }))
    children.push(...(paragraphsOf(t.answer).length ? paragraphsOf(t.answer) : ['—']).map(body))
    if (t.source === 'library') children.push(new Paragraph({ children: [new TextRun({ text: 'Ответ из библиотеки готовых работ Кампуса.', italics: true, size: 24 })] }))
  })
  const doc = new Document({
    creator: input.author ?? '',
    lastModifiedBy: input.author ?? '',
    title: input.title,
    description: `Подготовлено в сервисе ${PRODUCT_NAME}`,
    styles,
    sections: [{ properties: { page: { size: { width: GOST_PAGE.width, height: GOST_PAGE.height }, margin: GOST_PAGE.margin } }, footers: { default: pageNumberFooter() }, children }],
  })
  return Packer.pack(doc, 'uint8array')
}
