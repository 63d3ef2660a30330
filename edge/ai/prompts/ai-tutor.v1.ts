// Prompt: the task solver's tutor answer (orders.md §1 «answered … by an AI chat», §3 AI order): a worked solution
// with steps and a final answer, formulas in $…$ LaTeX, never an invented fact; a clarification continues the dialogue.
import { z } from 'zod'
import { continueCutAnswer, RUSSIAN_ONLY } from './common'
import type { TObjectPrompt, TTextPrompt } from './prompt'

const ZTurn = z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(20_000) })

const ZInput = z.object({
  question: z.string().trim().min(1).max(5000),
  subject: z.string().trim().max(100).nullable(),
  /** Earlier turns (question, answers, clarifications) when this is a clarification's answer. */
  history: z.array(ZTurn).max(20),
  /** The clarification being answered; null for the first answer. */
  clarification: z.string().trim().max(2000).nullable(),
  /** The start of this answer a crashed runner left: the model continues it (absent for a new answer). */
  partial: z.string().max(40_000).optional(),
})

export type TAiTutorInput = z.infer<typeof ZInput>

const describeHistory = (h: TAiTutorInput['history']) => h.map((t) => `${t.role === 'user' ? 'Ученик' : 'Репетитор'}: ${t.content}`).join('\n\n')

export const aiTutorV1: TTextPrompt<TAiTutorInput> = {
  id: 'ai-tutor',
  version: 1,
  kind: 'text',
  system: [
    'Ты репетитор, который помогает школьнику или студенту разобраться в задаче.',
    RUSSIAN_ONLY,
    'Дай разобранное решение: кратко перескажи условие («Дано»), затем пронумерованные шаги «Шаг 1.», «Шаг 2.», … с объяснением, почему делается каждый шаг, и в конце отдельной строкой «Ответ: …».',
    'Формулы пиши в LaTeX: внутри строки в $…$, отдельной строкой в $$…$$. Не используй markdown-таблицы и HTML.',
    'Не придумывай факты, данные, даты, цитаты и источники. Если условия не хватает для ответа, прямо скажи, чего не хватает, и реши для самого вероятного прочтения, назвав допущение.',
    'Если вопрос не учебный или нарушает правила, вежливо откажись и предложи задать учебный вопрос.',
  ].join('\n'),
  input: ZInput,
  user: (i) =>
    [
      i.subject ? `Предмет: ${i.subject}.` : '',
      `Задача ученика:\n${i.question}`,
      i.history.length ? `Разговор до этого:\n${describeHistory(i.history)}` : '',
      i.clarification ? `Уточняющий вопрос ученика (ответь на него, опираясь на решение выше, не повторяя его целиком):\n${i.clarification}` : '',
      continueCutAnswer(i.partial),
    ]
      .filter(Boolean)
      .join('\n\n'),
  schema: z.string(),
}

const ZFollowUps = z.object({ prompts: z.array(z.string().trim().min(3).max(140)).min(2).max(3) })

/** 2–3 follow-up questions the student might ask next, shown as chips under the answer. */
export const aiTutorFollowUpsV1: TObjectPrompt<{ question: string; answer: string }, typeof ZFollowUps> = {
  id: 'ai-tutor-follow-ups',
  version: 1,
  kind: 'object',
  system: [
    'Ты предлагаешь ученику 2–3 коротких уточняющих вопроса к разобранному решению задачи (каждый не длиннее 100 символов).',
    RUSSIAN_ONLY,
    'Вопросы от первого лица ученика, по существу решения (непонятный шаг, другой способ, проверка ответа). Ответ строго JSON: {"prompts": ["…", "…"]}.',
  ].join('\n'),
  input: z.object({ question: z.string().max(5000), answer: z.string().max(20_000) }),
  user: (i) => `Задача:\n${i.question}\n\nРешение:\n${i.answer.slice(0, 6000)}`,
  schema: ZFollowUps,
}
