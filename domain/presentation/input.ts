// Inputs of the AI presentation order (orders.md §5 "Presentation"): the wizard's forms and the server parse with the
// same schemas and the same Russian messages. A model's outline goes through repairOutline, never straight to a deck.
import { z } from 'zod'
import { requiredText } from '../text/required-text'

export const PRESENTATION_LIMITS = {
  topic: { min: 10, max: 255 },
  slidesCount: { min: 8, max: 20, default: 10 },
  justificationField: { min: 10, max: 1000 },
  sections: { min: 1, max: 10 },
  slidesPerSection: { min: 1, max: 5 },
  thesesPerSlide: { min: 1, max: 5 },
  /** A title or a thesis of the outline (not in the spec: a line a slide can still show). */
  outlineText: { max: 300 },
} as const

export const PRESENTATION_MESSAGES = {
  topicShort: 'Длина темы презентации не должна быть меньше 10 символов',
  topicLong: 'Длина темы презентации не должна быть больше 255 символов',
  slidesCountInvalid: 'Укажи количество слайдов числом',
  slidesFew: 'Количество слайдов не должно быть меньше 8',
  slidesMany: 'Количество слайдов не должно быть больше 20',
  ideaShort: 'Основная идея должна быть не короче 10 символов',
  ideaLong: 'Основная идея должна быть не длиннее 1000 символов',
  problemShort: 'Проблема должна быть не короче 10 символов',
  problemLong: 'Проблема должна быть не длиннее 1000 символов',
  relevanceShort: 'Актуальность должна быть не короче 10 символов',
  relevanceLong: 'Актуальность должна быть не длиннее 1000 символов',
  goalShort: 'Цель должна быть не короче 10 символов',
  goalLong: 'Цель должна быть не длиннее 1000 символов',
  sectionsFew: 'В презентации должен быть хотя бы 1 раздел',
  sectionsMany: 'Разделов не должно быть больше 10',
  slidesInSectionFew: 'В разделе должен быть хотя бы 1 слайд',
  slidesInSectionMany: 'В разделе не должно быть больше 5 слайдов',
  thesesFew: 'Нужен хотя бы 1 тезис: сформулируй описание слайда, чтобы мы знали, что вывести на слайд',
  thesesMany: 'Слишком много тезисов: объедини похожие или перенеси часть на другой слайд, чтобы сохранить читаемость',
  emptyField: 'Структура презентации не должна содержать пустых полей',
  textLong: 'Слишком длинный текст: сократи его до 300 символов',
  canceled: 'Генерация презентации была отменена',
  orderNotFound: 'Презентация не найдена',
  justificationFailed: 'Не получилось подготовить основу презентации. Попробуй еще раз',
  outlineFailed: 'Не получилось составить структуру презентации. Попробуй еще раз',
  finalFailed: 'Не получилось сделать слайды. Попробуй еще раз',
  notPaid: 'Сначала оплати презентацию',
  notReady: 'Презентация еще не готова',
  signInToDownload: 'Войди, чтобы скачать презентацию',
} as const

const M = PRESENTATION_MESSAGES
const L = PRESENTATION_LIMITS

export const ZPresentationTopic = z.string({ error: M.topicShort }).trim().min(L.topic.min, M.topicShort).max(L.topic.max, M.topicLong)

export const ZSlidesCount = z
  .number({ error: M.slidesCountInvalid })
  .int(M.slidesCountInvalid)
  .min(L.slidesCount.min, M.slidesFew)
  .max(L.slidesCount.max, M.slidesMany)

const field = (short: string, long: string) => z.string({ error: short }).trim().min(L.justificationField.min, short).max(L.justificationField.max, long)

/** orders.md §3 justification: idea, goal, problem, relevance. */
export const ZPresentationJustification = z.object({
  idea: field(M.ideaShort, M.ideaLong),
  problem: field(M.problemShort, M.problemLong),
  relevance: field(M.relevanceShort, M.relevanceLong),
  goal: field(M.goalShort, M.goalLong),
})
export type TPresentationJustification = z.infer<typeof ZPresentationJustification>

const line = requiredText(L.outlineText.max, { required: M.emptyField, tooLong: M.textLong })

/** orders.md §3 presentationOutline: sections with a title; subsections (slides) with a title and narratives (theses). */
const ZPresentationOutlineSlide = z.object({
  title: line,
  narratives: z.array(line).min(L.thesesPerSlide.min, M.thesesFew).max(L.thesesPerSlide.max, M.thesesMany),
})
const ZPresentationOutlineSection = z.object({
  title: line,
  subsections: z.array(ZPresentationOutlineSlide).min(L.slidesPerSection.min, M.slidesInSectionFew).max(L.slidesPerSection.max, M.slidesInSectionMany),
})
export const ZPresentationOutline = z.array(ZPresentationOutlineSection).min(L.sections.min, M.sectionsFew).max(L.sections.max, M.sectionsMany)

export type TPresentationOutline = z.infer<typeof ZPresentationOutline>

/** The title slide's data (the wizard's title-page step); every field optional, each a line of the title slide. */
export const ZPresentationTitlePage = z.object({
  institution: z.string().trim().max(300).optional(),
  subject: z.string().trim().max(200).optional(),
  studentName: z.string().trim().max(200).optional(),
  group: z.string().trim().max(50).optional(),
  teacherName: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).optional(),
  year: z.number().int().min(1900).max(2100).optional(),
  /** «Выполнил» / «Выполнила» before the student's name; none chosen prints «Выполнил». */
  authorForm: z.enum(['VYPOLNIL', 'VYPOLNILA']).optional(),
  /** «Проверил» / «Проверила» before the teacher's name; none chosen prints «Проверил». */
  teacherForm: z.enum(['PROVERIL', 'PROVERILA']).optional(),
})
export type TPresentationTitlePage = z.infer<typeof ZPresentationTitlePage>

/** A bigint id as the address or a call carries it. */
export const ZPresentationOrderId = z.string().regex(/^[1-9]\d{0,17}$/)
