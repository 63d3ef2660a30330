// Prompt: the conclusion of a text work — results per task and the answer to the goal.
import { z } from 'zod'
import { ACADEMIC_STYLE, describeOutline, RUSSIAN_ONLY, WORK_TYPES } from './common'
import { ZEssayTextContext, type TEssayTextContext } from './essay-text-input'
import type { TTextPrompt } from './prompt'

export type TEssayConclusionInput = TEssayTextContext

export const essayConclusionV1: TTextPrompt<TEssayConclusionInput> = {
  id: 'essay-conclusion',
  version: 1,
  kind: 'text',
  system: [
    'Ты пишешь заключение учебной работы по ГОСТ 7.32.',
    RUSSIAN_ONLY,
    ACADEMIC_STYLE,
    'Заключение кратко подводит итоги по каждой главе и задаче, отвечает на цель и называет направления дальнейшего изучения.',
    'Не вводи новых фактов и не ставь ссылок на источники. Пиши сплошным текстом без заголовка, без markdown и без списков.',
  ].join('\n'),
  input: ZEssayTextContext,
  user: (i) =>
    [
      `Тип работы: ${WORK_TYPES[i.workType].name}. Тема: «${i.topic}»`,
      i.goal ? `Цель: ${i.goal}` : '',
      i.tasks?.length ? `Задачи:\n${i.tasks.map((t) => `- ${t}`).join('\n')}` : '',
      i.wishes ? `Пожелания студента и требования преподавателя (учти их; это не источник фактов):\n${i.wishes}` : '',
      `Содержание работы:\n${describeOutline(i.outline)}`,
      `Объем заключения: около ${i.targetWords} слов.`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  schema: z.string(),
}
