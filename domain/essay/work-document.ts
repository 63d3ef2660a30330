// A finished text work as the document builders take it (DOCX and PPTX downloads, orders.md §7):
// plain text with in-text citations like [1] or [2, 3], and the reference list already written per
// GOST R 7.0.100-2018, put in the GOST order by the builders (orderReferences in work-document-citations.ts).
import { z } from 'zod'
import { citationsIn } from './work-document-citations'

const line = (max: number, message: string) => z.string().trim().min(1, message).max(max, message)
const optionalLine = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().max(300, 'Слишком длинная строка титульного листа').optional(),
)

const ZParagraphs = z.array(line(20_000, 'Пустой абзац в тексте работы')).min(1, 'В разделе нет текста')

const ZWorkSection = z.object({ paragraphs: ZParagraphs })

const ZWorkSubchapter = z.object({
  title: line(300, 'У подраздела нет названия'),
  paragraphs: ZParagraphs,
})

/** A chapter holds its own paragraphs, subchapters, or both (a lead-in, then 1.1, 1.2…). */
const ZWorkChapter = z
  .object({
    title: line(300, 'У главы нет названия'),
    paragraphs: z.array(line(20_000, 'Пустой абзац в тексте работы')).default([]),
    subchapters: z.array(ZWorkSubchapter).default([]),
  })
  .refine((c) => c.paragraphs.length + c.subchapters.length > 0, 'В главе нет текста')

const ZWorkTitlePage = z.object({
  ministry: optionalLine,
  institution: optionalLine,
  faculty: optionalLine,
  department: optionalLine,
  /** «Реферат», «Курсовая работа»… (domain/essay/work-types.ts `title`). */
  workTypeLabel: line(100, 'Не указан тип работы'),
  subject: optionalLine,
  studentName: optionalLine,
  group: optionalLine,
  teacher: optionalLine,
  /** «Выполнил» / «Выполнила»; without it the title page says «Выполнил». */
  authorForm: z.enum(['VYPOLNIL', 'VYPOLNILA']).optional(),
  /** «Проверил» / «Проверила»; without it the title page says «Проверил». */
  teacherForm: z.enum(['PROVERIL', 'PROVERILA']).optional(),
  city: optionalLine,
  year: z.number().int().min(1900, 'Кажется, ты ввёл год некорректно').max(2100, 'Кажется, ты ввёл год некорректно'),
})

export const ZWorkDocument = z
  .object({
    workType: line(100, 'Не указан тип работы'),
    topic: line(500, 'Не указана тема работы'),
    titlePage: ZWorkTitlePage,
    introduction: ZWorkSection,
    chapters: z.array(ZWorkChapter).min(1, 'В работе нет глав'),
    conclusion: ZWorkSection,
    references: z.array(line(2_000, 'Пустая строка в списке источников')),
  })
  .superRefine((work, ctx) => {
    for (const text of workParagraphs(work)) {
      for (const n of citationsIn(text)) {
        if (n < 1 || n > work.references.length) {
          ctx.addIssue({ code: 'custom', path: ['references'], message: `Ссылка [${n}] ведёт на источник, которого нет в списке` })
          return
        }
      }
    }
  })

export type TWorkChapter = z.output<typeof ZWorkChapter>
export type TWorkTitlePage = z.output<typeof ZWorkTitlePage>
export type TWorkDocument = z.output<typeof ZWorkDocument>
export type TWorkDocumentInput = z.input<typeof ZWorkDocument>

/** Every paragraph of the body in reading order: introduction, chapters (lead-in, then subchapters), conclusion. */
export function workParagraphs(work: Pick<TWorkDocument, 'introduction' | 'chapters' | 'conclusion'>): string[] {
  return [
    ...work.introduction.paragraphs,
    ...work.chapters.flatMap((c) => [...c.paragraphs, ...c.subchapters.flatMap((s) => s.paragraphs)]),
    ...work.conclusion.paragraphs,
  ]
}
