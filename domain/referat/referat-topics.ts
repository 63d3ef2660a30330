// The topic list of `npm run referats:generate`: one referat a line, `subject-slug<TAB>topic`; `#` starts a comment.
import { z } from 'zod'

const ZReferatTopic = z.object({
  subjectSlug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Предмет — это slug из списка предметов, например history'),
  topic: z.string().trim().min(10, 'Длина темы работы не должна быть меньше 10 символов').max(255, 'Длина темы работы не должна быть больше 255 символов'),
})

export type TReferatTopic = z.infer<typeof ZReferatTopic>

export type TTopicLineError = { line: number; text: string; message: string }

/** Valid lines in file order (a repeated subject and topic kept once) and the refused ones with their reason. */
export function parseReferatTopics(text: string): { topics: TReferatTopic[]; errors: TTopicLineError[] } {
  const topics: TReferatTopic[] = []
  const errors: TTopicLineError[] = []
  const seen = new Set<string>()
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim()
    if (!line || line.startsWith('#')) return
    const cells = raw.split('\t')
    if (cells.length !== 2) {
      errors.push({ line: i + 1, text: line, message: 'Строка должна быть такой: предмет<TAB>тема' })
      return
    }
    const parsed = ZReferatTopic.safeParse({ subjectSlug: cells[0]?.trim(), topic: cells[1] })
    if (!parsed.success) {
      errors.push({ line: i + 1, text: line, message: parsed.error.issues.map((x) => x.message).join('; ') })
      return
    }
    const key = `${parsed.data.subjectSlug}\t${parsed.data.topic.toLowerCase()}`
    if (seen.has(key)) {
      errors.push({ line: i + 1, text: line, message: 'Такая тема по этому предмету уже есть выше в файле' })
      return
    }
    seen.add(key)
    topics.push(parsed.data)
  })
  return { topics, errors }
}
