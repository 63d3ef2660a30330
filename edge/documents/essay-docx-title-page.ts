// The GOST 7.32-2017 title page of a text work: the organisation at the top, the work type and topic in the
// middle, the student and teacher block on the right, the city and year at the bottom of the page.
import { AlignmentType, Footer, Paragraph, TextRun } from 'docx'
import type { TWorkTitlePage } from '../../domain/essay/work-document'
import { signatureWords } from '../../domain/essay/title-page'

/** Title page lines are single-spaced and without the body's first-line indent, so long names still fit one page. */
const plain = { spacing: { line: 240, before: 0, after: 0 }, indent: { firstLine: 0 } } as const

function centred(text: string, opts: { bold?: boolean; size?: number; before?: number; caps?: boolean } = {}) {
  return new Paragraph({
    ...plain,
    alignment: AlignmentType.CENTER,
    spacing: { ...plain.spacing, before: opts.before ?? 0 },
    children: [new TextRun({ text: opts.caps ? text.toUpperCase() : text, bold: opts.bold, size: opts.size })],
  })
}

/** The right-hand block starts at about the middle of the text width, left-aligned within it. */
function right(text: string, before = 0) {
  return new Paragraph({
    ...plain,
    alignment: AlignmentType.LEFT,
    indent: { left: 5103, firstLine: 0 },
    spacing: { ...plain.spacing, before },
    children: [new TextRun(text)],
  })
}

export function titlePageParagraphs(tp: TWorkTitlePage, topic: string): Paragraph[] {
  const top = [
    tp.ministry ? centred(tp.ministry, { caps: true }) : null,
    tp.institution ? centred(tp.institution, { before: tp.ministry ? 120 : 0 }) : null,
    tp.faculty ? centred(tp.faculty, { before: 240 }) : null,
    tp.department ? centred(tp.department, { before: tp.faculty ? 0 : 240 }) : null,
  ].filter((p): p is Paragraph => p !== null)

  const middle = [
    centred(tp.workTypeLabel, { bold: true, size: 32, caps: true, before: 2600 }),
    tp.subject ? centred(`по дисциплине «${tp.subject}»`, { before: 240 }) : null,
    centred(`на тему: «${topic}»`, { bold: true, before: tp.subject ? 120 : 240 }),
  ].filter((p): p is Paragraph => p !== null)

  // The student's and the teacher's own choices; without one, the forms the title page always had.
  const words = signatureWords(tp)
  const who = tp.authorForm === 'VYPOLNILA' ? 'студентка' : 'студент'
  const people = [
    right(tp.group ? `${words.author}: ${who} группы ${tp.group}` : `${words.author}: ${who}`, 2000),
    right(tp.studentName || '_______________________'),
    right(`${words.teacher}:`, 240),
    right(tp.teacher || '_______________________'),
  ]
  return [...top, ...middle, ...people]
}

/**
 * City and year sit in the title page's footer: that keeps them at the bottom of the page however long the
 * institution's name runs, without guessing blank lines. The footer has no page number (GOST 7.32: the title
 * page counts as page 1 but shows no number).
 */
export function titlePageFooter(tp: TWorkTitlePage): Footer {
  const text = [tp.city, String(tp.year)].filter(Boolean).join(' ')
  return new Footer({ children: [centred(text)] })
}
