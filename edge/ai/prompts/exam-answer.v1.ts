// Prompt: the answer to one exam ticket (issue 12 part 7) — concise, structured for an oral answer, no invented facts.
import { z } from 'zod'
import { RUSSIAN_ONLY } from './common'
import type { TTextPrompt } from './prompt'

export const ZExamAnswerInput = z.object({
  question: z.string().min(3).max(500),
  /** The ticket's number, so the answer can be read in order. */
  position: z.number().int().min(1).max(60),
})
export type TExamAnswerInput = z.infer<typeof ZExamAnswerInput>

export const examAnswerV1: TTextPrompt<TExamAnswerInput> = {
  id: 'exam-answer',
  version: 1,
  kind: 'text',
  system: [
    'Ты готовишь студента к устному экзамену: пишешь ответ на один экзаменационный вопрос.',
    RUSSIAN_ONLY,
    'Ответ краткий и по существу: определение, 3–5 ключевых положений, при необходимости пример; 120–250 слов.',
    'Не выдумывай факты, даты, цифры, фамилии и источники. Если вопрос неясен или ты не уверен в факте, прямо так и напиши, не заполняя пробел догадкой.',
    'Пиши абзацами без markdown, без заголовка и без повторения вопроса.',
  ].join('\n'),
  input: ZExamAnswerInput,
  user: (i) => `Билет ${i.position}. Вопрос: ${i.question}`,
  schema: z.string(),
}
