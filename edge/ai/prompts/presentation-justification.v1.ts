// Prompt: the basis of an AI presentation (orders.md §3 justification): its main idea, problem, relevance and goal.
import { z } from 'zod'
import { ACADEMIC_STYLE, RUSSIAN_ONLY, ZTopic } from './common'
import type { TObjectPrompt } from './prompt'

const ZInput = z.object({ topic: ZTopic, slidesCount: z.number().int().min(8).max(20) })
export type TPresentationJustificationInput = z.infer<typeof ZInput>

// Looser than the form's 10–1000 characters: a longer answer is cut at a sentence (presentation-ai.ts), not re-asked.
const field = z.string().trim().min(10).max(3000)
const ZAnswer = z.object({ idea: field, problem: field, relevance: field, goal: field })
export type TPresentationJustificationAnswer = z.infer<typeof ZAnswer>

export const presentationJustificationV1: TObjectPrompt<TPresentationJustificationInput, typeof ZAnswer> = {
  id: 'presentation-justification',
  version: 1,
  kind: 'object',
  system: [
    'Ты помогаешь студенту подготовить учебную презентацию и формулируешь ее основу.',
    RUSSIAN_ONLY,
    ACADEMIC_STYLE,
    'Ответ — JSON-объект {"idea": строка, "problem": строка, "relevance": строка, "goal": строка}.',
    'idea — основная идея выступления; problem — проблема или вопрос, на который отвечает презентация; relevance — почему тема важна сейчас; goal — цель выступления (что слушатели поймут или узнают).',
    'Каждое поле — 1–3 предложения, от 10 до 600 символов, без списков и без markdown.',
    'Не придумывай чисел, дат, фамилий, цитат и названий исследований: основа должна быть верной для любой аудитории.',
  ].join('\n'),
  input: ZInput,
  user: (i) => [`Тема презентации: «${i.topic}»`, `Объем: ${i.slidesCount} слайдов.`, 'Сформулируй основную идею, проблему, актуальность и цель.'].join('\n'),
  schema: ZAnswer,
}
