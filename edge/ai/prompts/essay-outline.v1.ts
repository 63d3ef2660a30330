// Prompt: the outline (chapters and subchapters) of a text work, shaped by its topic, type, size and requirements.
import { z } from 'zod'
import { ACADEMIC_STYLE, isSmallWork, RUSSIAN_ONLY, WORK_TYPES, ZOutline, ZTopic, ZWorkType, type TWorkType, ZDemoSeed } from './common'
import type { TObjectPrompt } from './prompt'

const ZInput = z.object({
  topic: ZTopic,
  workType: ZWorkType,
  numberOfPages: z.number().int().min(1).max(100),
  /** The order id, for the demo writer only (see ZDemoSeed); no prompt text uses it. */
  demoSeed: ZDemoSeed,
  idea: z.string().trim().max(2000).optional(),
  goal: z.string().trim().max(2000).optional(),
  tasks: z.array(z.string().trim().max(300)).max(10).optional(),
  taskDetails: z.string().trim().max(2000).optional(),
})

export type TEssayOutlineInput = z.infer<typeof ZInput>

/** How many chapters and subchapters a work of this type and size should have (the spec allows 1–7 × 1–5). */
export function outlineSize(workType: TWorkType, pages: number): { chapters: number; subchapters: number } {
  if (isSmallWork(workType)) return { chapters: pages <= 5 ? 2 : 3, subchapters: 1 }
  if (workType === 'kursovaya') return { chapters: 3, subchapters: pages <= 12 ? 2 : 3 }
  if (workType === 'statya' || workType === 'doklad') return { chapters: pages <= 6 ? 2 : 3, subchapters: 2 }
  return { chapters: pages <= 5 ? 2 : 3, subchapters: pages <= 12 ? 2 : 3 }
}

export const essayOutlineV1: TObjectPrompt<TEssayOutlineInput, typeof ZOutline> = {
  id: 'essay-outline',
  version: 1,
  kind: 'object',
  system: [
    'Ты научный руководитель и составляешь содержание учебной работы.',
    RUSSIAN_ONLY,
    ACADEMIC_STYLE,
    'Ответ — JSON-объект {"chapters": [{"title": строка, "subchapters": [{"title": строка}]}]}.',
    'Не включай во «chapters» введение, заключение и список литературы: они добавляются отдельно.',
    'Первая глава — теоретическая (понятия, подходы), следующие — аналитические и практические; последняя подводит к выводам.',
    'Названия конкретные, связанные с темой, без нумерации и без точки в конце; подглавы раскрывают свою главу и не повторяют друг друга.',
  ].join('\n'),
  input: ZInput,
  user: (i) => {
    const size = outlineSize(i.workType, i.numberOfPages)
    return [
      `Тип работы: ${WORK_TYPES[i.workType].name}, объем ${i.numberOfPages} стр.`,
      `Тема: «${i.topic}»`,
      i.idea ? `Основная идея: ${i.idea}` : '',
      i.goal ? `Цель: ${i.goal}` : '',
      i.tasks?.length ? `Задачи:\n${i.tasks.map((t) => `- ${t}`).join('\n')}` : '',
      i.taskDetails ? `Пожелания студента: ${i.taskDetails}` : '',
      `Составь содержание: ${size.chapters} глав(ы), в каждой ${size.subchapters} подглав(ы).`,
    ]
      .filter(Boolean)
      .join('\n')
  },
  schema: ZOutline,
}
