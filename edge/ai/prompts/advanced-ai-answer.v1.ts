// Prompt: the advanced AI answer (orders.md §3 Advanced AI order): an answer to a legal, economic or general question
// grounded in the references the sources search found; it may cite only those, by number [1]…[n], and never invents
// a source, an article number or a figure. A clarification continues the dialogue with the same references.
import { z } from 'zod'
import { continueCutAnswer, RUSSIAN_ONLY } from './common'
import type { TTextPrompt } from './prompt'

const ZTurn = z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(20_000) })
const ZReference = z.object({ title: z.string().max(1000), author: z.string().max(1000).nullable(), year: z.number().int().nullable() })

const ZInput = z.object({
  question: z.string().trim().min(1).max(5000),
  type: z.enum(['law', 'economics', 'general']),
  category: z.string().trim().max(200).nullable(),
  /** The found references, in order: the model cites reference i as [i]. */
  references: z.array(ZReference).max(5),
  history: z.array(ZTurn).max(20),
  clarification: z.string().trim().max(2000).nullable(),
  /** The start of this answer a crashed runner left: the model continues it (absent for a new answer). */
  partial: z.string().max(40_000).optional(),
})

export type TAdvancedAiAnswerInput = z.infer<typeof ZInput>

const ROLE = {
  law: 'Ты юрист-консультант, который объясняет студенту правовой вопрос.',
  economics: 'Ты преподаватель экономики, который объясняет студенту экономический вопрос.',
  general: 'Ты преподаватель, который отвечает студенту на учебный вопрос по литературе.',
} as const

const listReferences = (r: TAdvancedAiAnswerInput['references']) =>
  r.map((x, i) => `[${i + 1}] ${x.author ? `${x.author.replace(/\.$/, '')}. ` : ''}${x.title}${x.year ? ` (${x.year})` : ''}`).join('\n')

export const advancedAiAnswerV1: TTextPrompt<TAdvancedAiAnswerInput> = {
  id: 'advanced-ai-answer',
  version: 1,
  kind: 'text',
  system: [
    'Ты отвечаешь на вопрос студента, опираясь на найденные источники.',
    RUSSIAN_ONLY,
    'Ссылайся на источники только номерами из списка «Источники» в квадратных скобках: [1], [2]. Других номеров не бывает: не ссылайся на источники, которых нет в списке, и не придумывай книги, статьи, номера статей законов, даты и цифры.',
    'Если список источников пуст, ответь без ссылок и прямо скажи, что источники не найдены.',
    'Структура: короткий ответ в первом абзаце, затем объяснение по пунктам, в конце строка «Вывод: …». Не используй markdown-таблицы и HTML.',
    'Если вопрос не учебный или нарушает правила, вежливо откажись.',
  ].join('\n'),
  input: ZInput,
  user: (i) =>
    [
      ROLE[i.type],
      i.category ? `Категория: ${i.category}.` : '',
      `Вопрос студента:\n${i.question}`,
      `Источники:\n${i.references.length ? listReferences(i.references) : '(не найдены)'}`,
      i.history.length ? `Разговор до этого:\n${i.history.map((t) => `${t.role === 'user' ? 'Студент' : 'Консультант'}: ${t.content}`).join('\n\n')}` : '',
      i.clarification ? `Уточняющий вопрос студента (ответь на него, не повторяя ответ целиком):\n${i.clarification}` : '',
      continueCutAnswer(i.partial),
    ]
      .filter(Boolean)
      .join('\n\n'),
  schema: z.string(),
}
