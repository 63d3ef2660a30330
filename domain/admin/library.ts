// The back-office's library work form: the fields the public page shows, with the content format's own limits
// (domain/library/work-row.ts), so a work typed in the panel reads like an imported one. The subject's existence is
// checked on the server.
import { z } from 'zod'
import { LIBRARY_TYPE_SLUGS } from '../library/work-types'
import { LIBRARY_WORK_LIMITS, noMarkup } from '../library/work-row'
import { versionMessage } from './form-errors'

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

const text = (label: string, [min, max]: readonly [number, number]) =>
  z
    .string({ error: `Заполни поле «${label}»` })
    .refine((s) => s.trim().length >= min, `«${label}»: не короче ${min} символов`)
    .refine((s) => s.trim().length <= max, `«${label}»: не длиннее ${max} символов`)
    .refine(noMarkup, `«${label}»: без HTML, Markdown-заголовков и LaTeX`)

export const ZAdminLibraryWorkInput = z.object({
  type: z.enum(LIBRARY_TYPE_SLUGS, { error: 'Выбери тип работы' }),
  subject: z.string({ error: 'Выбери предмет' }).regex(SLUG, 'Выбери предмет'),
  slug: z
    .string({ error: 'Заполни адрес' })
    .min(3, 'Адрес: не короче 3 символов')
    .max(100, 'Адрес: не длиннее 100 символов')
    .regex(SLUG, 'Адрес: латинские буквы, цифры и дефисы между словами'),
  level: z.enum(['school', 'university'], { error: 'Выбери уровень: школа или вуз' }),
  title: text('Заголовок', LIBRARY_WORK_LIMITS.title),
  task: text('Условие', LIBRARY_WORK_LIMITS.task),
  shortAnswer: text('Краткий ответ', LIBRARY_WORK_LIMITS.short_answer).refine((s) => !/Ответ\s*:/.test(s), '«Краткий ответ» не должен содержать итог «Ответ: …»'),
  answer: text('Полное решение', LIBRARY_WORK_LIMITS.answer).refine((s) => /Ответ\s*:/.test(s), '«Полное решение» должно заканчиваться итогом «Ответ: …»'),
  seoText: z
    .string()
    .max(LIBRARY_WORK_LIMITS.seo_text, `«Описание для поисковиков»: не длиннее ${LIBRARY_WORK_LIMITS.seo_text} символов`)
    .transform((s) => s.trim() || null)
    .nullable()
    .default(null),
  published: z.boolean({ error: 'Укажи, опубликована ли работа' }).default(false),
})
type TAdminLibraryWorkInput = z.infer<typeof ZAdminLibraryWorkInput>

const ZVersion = z.number({ error: versionMessage }).int(versionMessage).min(1, versionMessage)

export const ZUpdateLibraryWorkInput = ZAdminLibraryWorkInput.extend({ version: ZVersion })

/** Publish or take off the site; the same body serves referats. */
export const ZPublishInput = z.object({ version: ZVersion, published: z.boolean({ error: 'Укажи, публиковать или снять' }) })

/** The body limit of /api/* is 1 MB; a larger file goes through `npm run library:import`. */
export const ZLibraryImportInput = z.object({
  text: z.string({ error: 'Вставь строки JSONL или выбери файл' }).refine((s) => s.trim().length > 0, 'Вставь строки JSONL или выбери файл'),
})

/** One work in the back-office's list. */
export type TAdminLibraryRow = {
  id: number
  slug: string
  title: string
  typeSlug: string
  typeTitle: string
  subjectSlug: string
  subjectTitle: string
  level: 'school' | 'university'
  published: boolean
  views: number
  updatedAt: string
  href: string
  version: number
}

/** One work in the editor: every field, the full answer included. */
export type TAdminLibraryWork = Omit<TAdminLibraryWorkInput, 'seoText'> & { id: number; seoText: string | null; views: number; href: string; version: number; updatedAt: string }

export type TLibraryImportLine = { line: number; slug?: string; title?: string; reason?: string; exists?: boolean }
/** What an import would do, before anything is written. */
export type TLibraryImportCheck = { total: number; valid: TLibraryImportLine[]; refused: TLibraryImportLine[] }

export type TAdminLibraryOptions = { types: { slug: string; title: string }[]; subjects: { slug: string; title: string }[] }
