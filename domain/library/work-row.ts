// One library work as the content files and `npm run library:import` carry it (content/library/*.jsonl; the format
// contract the content writers follow). Checks that need the database (the subject exists) are added on the server.
import { z } from 'zod'
import { LIBRARY_TYPE_SLUGS } from './work-types'

const LIBRARY_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

const text = (field: string, min: number, max: number) =>
  z
    .string({ error: `Поле «${field}» обязательно` })
    .refine((s) => s.trim().length >= min, `Поле «${field}» короче ${min} символов`)
    .refine((s) => s.trim().length <= max, `Поле «${field}» длиннее ${max} символов`)

/** Lengths of a work's texts, trimmed (the content format's contract; the back-office's form checks the same). */
export const LIBRARY_WORK_LIMITS = { title: [20, 140], task: [10, 6000], short_answer: [150, 400], answer: [600, 3000], seo_text: 200 } as const

/** True when the text holds no HTML, no Markdown heading and no LaTeX: the page shows plain text only. */
export const noMarkup = (s: string) => !/<\/?[a-z][^>]*>/i.test(s) && !/^#{1,6}\s/m.test(s) && !/\\(frac|sqrt|cdot|times|begin|left|right)\b/.test(s)

export const ZLibraryWorkRow = z.strictObject(
  {
    slug: z
      .string({ error: 'Поле «slug» обязательно' })
      .min(3, 'Поле «slug» короче 3 символов')
      .max(100, 'Поле «slug» длиннее 100 символов')
      .regex(LIBRARY_SLUG, 'Поле «slug»: только латинские буквы, цифры и дефисы между словами'),
    type: z.enum(LIBRARY_TYPE_SLUGS, { error: `Поле «type»: одно из ${LIBRARY_TYPE_SLUGS.join(', ')}` }),
    subject: z
      .string({ error: 'Поле «subject» обязательно' })
      .regex(LIBRARY_SLUG, 'Поле «subject»: адрес предмета латиницей, например physics'),
    level: z.enum(['school', 'university'], { error: 'Поле «level»: school или university' }),
    title: text('title', ...LIBRARY_WORK_LIMITS.title),
    task: text('task', ...LIBRARY_WORK_LIMITS.task),
    short_answer: text('short_answer', ...LIBRARY_WORK_LIMITS.short_answer).refine((s) => !/Ответ\s*:/.test(s), 'Поле «short_answer» не должно содержать итоговый ответ'),
    answer: text('answer', ...LIBRARY_WORK_LIMITS.answer).refine((s) => /Ответ\s*:/.test(s), 'Поле «answer» должно заканчиваться итогом «Ответ: …»'),
    seo_text: z.string().max(LIBRARY_WORK_LIMITS.seo_text, `Поле «seo_text» длиннее ${LIBRARY_WORK_LIMITS.seo_text} символов`).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Лишние поля: ${issue.keys.join(', ')}` : undefined) },
).superRefine((row, ctx) => {
  for (const field of ['title', 'task', 'short_answer', 'answer'] as const) {
    if (!noMarkup(row[field])) ctx.addIssue({ code: 'custom', path: [field], message: `Поле «${field}»: без HTML, Markdown-заголовков и LaTeX` })
  }
})

export type TLibraryWorkRow = z.infer<typeof ZLibraryWorkRow>

/** The first problem of a refused row, as one Russian line. */
export function describeRowError(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Строка не прошла проверку'
  if (issue.code === 'invalid_type' && issue.path.length === 1 && issue.input === undefined) return `Нет поля «${String(issue.path[0])}»`
  return issue.message
}
