// Text-work inputs and their limits (orders.md §5 "Text work", §9): creation, requirements, outline, editor text.
// The wizard's forms and the server validate with the same schemas, so both show the spec's Russian messages.
import { SURVEY_AFTER_TEXT_WORK_SECONDS } from '../survey'
import { z } from 'zod'
import { workTypeById } from './work-types'

export const ESSAY_LIMITS = {
  topic: { min: 10, max: 255 },
  idea: { min: 10, max: 2000 },
  goal: { min: 10, max: 2000 },
  pages: { min: 3, max: 20, default: 10, defaultSmall: 7 },
  chapters: { min: 1, max: 7, maxSmall: 20 },
  subchapters: { min: 1, max: 5 },
  outlineTitle: { max: 300 },
  editorText: { max: 10000 },
  references: { max: 30, shown: 20 },
  referenceFileBytes: 20 * 1024 * 1024,
  referenceYearMin: 1900,
  similarOrderWindowDays: 7,
  surveyDelaySeconds: SURVEY_AFTER_TEXT_WORK_SECONDS,
  refetchDelayMs: 2000,
} as const

export const ESSAY_MESSAGES = {
  workTypeRequired: 'Выбери тип работы',
  topicShort: 'Длина темы работы не должна быть меньше 10 символов',
  topicLong: 'Длина темы работы не должна быть больше 255 символов',
  ideaShort: 'Длина идеи работы не должна быть меньше 10 символов',
  ideaLong: 'Длина идеи работы не должна быть больше 2000 символов',
  goalShort: 'Длина цели работы не должна быть меньше 10 символов',
  goalLong: 'Длина цели работы не должна быть больше 2000 символов',
  pagesFew: 'Количество страниц не должно быть меньше 3',
  pagesMany: 'Количество страниц не должно быть больше 20',
  pagesNotNumber: 'Количество страниц должно быть числом',
  chaptersNone: 'Для написания работы должна быть хотя бы одна глава',
  chaptersMany: 'Количество глав не должно превышать 7',
  chaptersManySmall: 'Количество глав не должно превышать 20',
  outlineEmpty: 'В содержании не должно быть пустых глав или подглав',
  subchaptersNone: 'В главе должна быть хотя бы одна подглава',
  subchaptersMany: 'В главе не должно быть больше 5 подглав',
  textTooLong: 'Текст не может быть больше 10000 символов',
  textRequired: 'Текст работы не может быть пустым',
  default: 'Что-то пошло не так. Попробуй еще раз',
  resetDone: 'Вернули исходный текст работы',
  actionFailed: 'Что-то пошло не так, попробуй позже',
} as const

const trimmed = z.string({ error: ESSAY_MESSAGES.default }).trim()

export const ZTopic = trimmed.min(ESSAY_LIMITS.topic.min, ESSAY_MESSAGES.topicShort).max(ESSAY_LIMITS.topic.max, ESSAY_MESSAGES.topicLong)

const ZWorkTypeId = z.preprocess(
  (v) => workTypeById(v)?.id ?? null,
  z.number({ error: ESSAY_MESSAGES.workTypeRequired }),
)

/** CreateAiEssayOrder: topic and workTypeId required, workbook file optional (its upload is checked elsewhere). */
export const ZCreateEssayOrder = z.object({ topic: ZTopic, workTypeId: ZWorkTypeId })

const optionalText = (min: number, max: number, short: string, long: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), trimmed.min(min, short).max(max, long).nullish())

const ZPages = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: ESSAY_MESSAGES.pagesNotNumber })
    .refine((n) => Number.isInteger(n), ESSAY_MESSAGES.pagesNotNumber)
    .pipe(z.number().min(ESSAY_LIMITS.pages.min, ESSAY_MESSAGES.pagesFew).max(ESSAY_LIMITS.pages.max, ESSAY_MESSAGES.pagesMany)),
)

/** EditAiEssayOrderRequirements: numberOfPages is a required integer; the other fields are optional. */
export const ZEssayRequirements = z.object({
  topic: ZTopic,
  numberOfPages: ZPages,
  idea: optionalText(ESSAY_LIMITS.idea.min, ESSAY_LIMITS.idea.max, ESSAY_MESSAGES.ideaShort, ESSAY_MESSAGES.ideaLong),
  goal: optionalText(ESSAY_LIMITS.goal.min, ESSAY_LIMITS.goal.max, ESSAY_MESSAGES.goalShort, ESSAY_MESSAGES.goalLong),
  taskDetails: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), trimmed.max(2000, ESSAY_MESSAGES.ideaLong).nullish()),
})


export function defaultPages(workTypeId: number): number {
  return workTypeById(workTypeId)?.isSmall ? ESSAY_LIMITS.pages.defaultSmall : ESSAY_LIMITS.pages.default
}

// Outline: chapters with subchapters. The wizard shows «Введение» first and «Заключение» last; those two entries
// are fixed and never saved (orders.md §4 flow step 3), so only the chapters between them are stored.
export const INTRODUCTION_TITLE = 'Введение'
export const CONCLUSION_TITLE = 'Заключение'

type TOutlineChapter = { title: string; subchapters: { title: string }[] }
export type TOutline = TOutlineChapter[]

const ZOutlineTitle = z.string().trim().min(1, ESSAY_MESSAGES.outlineEmpty).max(ESSAY_LIMITS.outlineTitle.max, ESSAY_MESSAGES.default)

export function outlineSchema(opts: { small: boolean }) {
  const maxChapters = opts.small ? ESSAY_LIMITS.chapters.maxSmall : ESSAY_LIMITS.chapters.max
  const minSub = opts.small ? 0 : ESSAY_LIMITS.subchapters.min
  return z
    .array(
      z.object({
        title: ZOutlineTitle,
        subchapters: z
          .array(z.object({ title: ZOutlineTitle }))
          .min(minSub, ESSAY_MESSAGES.subchaptersNone)
          .max(ESSAY_LIMITS.subchapters.max, ESSAY_MESSAGES.subchaptersMany),
      }),
      { error: ESSAY_MESSAGES.default },
    )
    .min(ESSAY_LIMITS.chapters.min, ESSAY_MESSAGES.chaptersNone)
    .max(maxChapters, opts.small ? ESSAY_MESSAGES.chaptersManySmall : ESSAY_MESSAGES.chaptersMany)
}

/** The outline as shown (with the fixed first and last entries) → what is saved. */
export function outlineToSave(shown: TOutline): TOutline {
  const isFixed = (c: TOutlineChapter, title: string) => c.title.trim().toLowerCase() === title.toLowerCase()
  let chapters = shown
  if (chapters.length && isFixed(chapters[0]!, INTRODUCTION_TITLE)) chapters = chapters.slice(1)
  if (chapters.length && isFixed(chapters[chapters.length - 1]!, CONCLUSION_TITLE)) chapters = chapters.slice(0, -1)
  return chapters.map((c) => ({ title: c.title.trim(), subchapters: c.subchapters.map((s) => ({ title: s.title.trim() })) }))
}

/** The outline as the wizard shows it: the saved chapters between the fixed introduction and conclusion. */
export function outlineToShow(saved: TOutline): TOutline {
  return [{ title: INTRODUCTION_TITLE, subchapters: [] }, ...saved, { title: CONCLUSION_TITLE, subchapters: [] }]
}

/** The outline is saved only if it changed. */
export function outlineChanged(before: TOutline, after: TOutline): boolean {
  return JSON.stringify(outlineToSave(before)) !== JSON.stringify(outlineToSave(after))
}

/** SaveEditedAiEssayOrderFinalText: one save carries at most 10000 characters. */
export const ZEditorText = z
  .string({ error: ESSAY_MESSAGES.textRequired })
  .refine((t) => t.trim().length > 0, ESSAY_MESSAGES.textRequired)
  .refine((t) => t.length <= ESSAY_LIMITS.editorText.max, ESSAY_MESSAGES.textTooLong)

/** What changed a section of the final text (the SaveEditedAiEssayOrderFinalText origin): the student's own edit,
 * an AI editor action or a visual item. The edit history records it with each version. */
export const ESSAY_TEXT_ORIGINS = ['EDIT', 'AI_REWRITE', 'AI_EXTEND', 'AI_SHORTEN', 'AI_CUSTOM', 'VISUAL_ITEM'] as const
export const ZEssayTextOrigin = z.enum(ESSAY_TEXT_ORIGINS, { message: ESSAY_MESSAGES.default })
