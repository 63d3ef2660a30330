// The back-office's referat forms: topics to queue for generation (one a line, for one subject) and the editor's
// headings of a written referat. Publishing uses ZPublishInput (domain/admin/library.ts).
import { z } from 'zod'
import { versionMessage } from './form-errors'

/** Topics per request: each is a job for the model, and one page of them is enough to review. */
export const REFERAT_TOPICS_MAX = 50

export const REFERAT_STATUSES = { queued: 'В очереди', generating: 'Пишется', published: 'Опубликован', failed: 'Не получился', hidden: 'Снят с сайта' } as const
type TReferatStatus = keyof typeof REFERAT_STATUSES

const topicLine = (line: number) =>
  z
    .string()
    .min(10, `Строка ${line}: тема не короче 10 символов`)
    .max(255, `Строка ${line}: тема не длиннее 255 символов`)

export const ZQueueReferatTopicsInput = z
  .object({
    subject: z.string({ error: 'Выбери предмет' }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Выбери предмет'),
    topics: z.string({ error: 'Впиши темы, по одной в строке' }),
  })
  .transform((v, ctx) => {
    const lines = v.topics.split(/\r?\n/).map((s, i) => ({ line: i + 1, topic: s.trim().replace(/\s+/g, ' ') }))
    const filled = lines.filter((l) => l.topic)
    if (filled.length === 0) ctx.addIssue({ code: 'custom', path: ['topics'], message: 'Впиши темы, по одной в строке' })
    if (filled.length > REFERAT_TOPICS_MAX) ctx.addIssue({ code: 'custom', path: ['topics'], message: `Не больше ${REFERAT_TOPICS_MAX} тем за раз` })
    const seen = new Set<string>()
    for (const l of filled) {
      const checked = topicLine(l.line).safeParse(l.topic)
      if (!checked.success) ctx.addIssue({ code: 'custom', path: ['topics'], message: checked.error.issues[0]!.message })
      else if (seen.has(l.topic.toLowerCase())) ctx.addIssue({ code: 'custom', path: ['topics'], message: `Строка ${l.line}: эта тема уже есть выше` })
      seen.add(l.topic.toLowerCase())
    }
    return { subject: v.subject, topics: [...new Set(filled.map((l) => l.topic))] }
  })

export const ZUpdateReferatInput = z.object({
  version: z.number({ error: versionMessage }).int(versionMessage).min(1, versionMessage),
  title: z
    .string({ error: 'Заполни заголовок' })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'Заполни заголовок').max(255, 'Заголовок: не длиннее 255 символов')),
  pageTitle: z.string().max(255, 'Заголовок страницы (title): не длиннее 255 символов').default(''),
  metaDescription: z.string().max(300, 'Описание (meta description): не длиннее 300 символов').default(''),
})

export type TAdminReferatRow = {
  id: number
  title: string
  topic: string
  subjectSlug: string
  subjectTitle: string
  status: TReferatStatus
  isDemo: boolean
  charactersCount: number
  updatedAt: string
  href: string
  version: number
}

type TSection = { title: string; level: number; text: string }

export type TAdminReferat = TAdminReferatRow & {
  pageTitle: string
  metaDescription: string
  errorMessage: string | null
  sourcesCount: number
  publishedAt: string | null
  references: string[]
  /** The whole text the DOCX is built from (server-only); empty until written. */
  sections: TSection[]
}

export type TQueuedReferatTopic = { topic: string; outcome: 'queued' | 'requeued' | 'exists' | 'unknown-subject'; referatId: string | null }
