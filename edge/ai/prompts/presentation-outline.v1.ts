// Prompt: the structure of an AI presentation (orders.md §3 presentationOutline): sections → slides → theses, sized so
// the deck has exactly slidesCount slides (a title slide + slidesCount − 2 content slides + a sources or closing
// slide). The answer's shape is loose on purpose: counts and lengths are brought to the §5 limits by repairOutline.
import { z } from 'zod'
import { ZPresentationJustification } from '../../../domain/presentation/input'
import { outlineSlidesFor } from '../../../domain/presentation/repair'
import { ACADEMIC_STYLE, RUSSIAN_ONLY, ZTopic } from './common'
import type { TObjectPrompt } from './prompt'

const ZInput = z.object({ topic: ZTopic, slidesCount: z.number().int().min(8).max(20), justification: ZPresentationJustification })
export type TPresentationOutlineInput = z.infer<typeof ZInput>

const line = z.string().max(2000).nullish()
const ZAnswer = z.object({
  sections: z
    .array(z.object({ title: line, slides: z.array(z.object({ title: line, theses: z.array(line).max(20).nullish() })).max(20).nullish() }))
    .min(1)
    .max(30),
})
export type TPresentationOutlineAnswer = z.infer<typeof ZAnswer>

/** How many content slides and about how many sections the outline of a deck of `slidesCount` slides has. */
export function presentationOutlineSize(slidesCount: number): { slides: number; sections: number } {
  const slides = outlineSlidesFor(slidesCount)
  return { slides, sections: Math.min(7, Math.max(3, Math.round(slides / 3))) }
}

export const presentationOutlineV1: TObjectPrompt<TPresentationOutlineInput, typeof ZAnswer> = {
  id: 'presentation-outline',
  version: 1,
  kind: 'object',
  system: [
    'Ты помогаешь студенту построить структуру учебной презентации.',
    RUSSIAN_ONLY,
    ACADEMIC_STYLE,
    'Ответ — JSON-объект {"sections": [{"title": строка, "slides": [{"title": строка, "theses": [строки]}]}]}.',
    'Разделы идут от введения (тема, актуальность, проблема) через основное содержание к выводам; последний раздел — выводы.',
    'В разделе от 1 до 5 слайдов, на слайде от 2 до 4 тезисов (не больше 5).',
    'Тезис — одна законченная мысль до 150 символов: то, что слайд должен донести; названия слайдов и разделов — до 80 символов, без нумерации.',
    'Не включай титульный слайд и список источников: они добавляются отдельно.',
    'Не придумывай чисел, дат, фамилий и цитат, в которых не уверен.',
  ].join('\n'),
  input: ZInput,
  user: (i) => {
    const size = presentationOutlineSize(i.slidesCount)
    return [
      `Тема презентации: «${i.topic}»`,
      `Основная идея: ${i.justification.idea}`,
      `Проблема: ${i.justification.problem}`,
      `Актуальность: ${i.justification.relevance}`,
      `Цель: ${i.justification.goal}`,
      `В презентации ${i.slidesCount} слайдов: титульный, ${size.slides} слайдов содержания и заключительный. Составь структуру ровно из ${size.slides} слайдов содержания в ${size.sections} разделах (примерно поровну).`,
    ].join('\n')
  },
  schema: ZAnswer,
}
