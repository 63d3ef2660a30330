// Prompt: the introduction of a text work (relevance, goal, tasks, object and subject, structure).
import { z } from 'zod'
import { ACADEMIC_STYLE, citationRules, describeOutline, describeSources, RUSSIAN_ONLY, WORK_TYPES } from './common'
import { ZEssayTextContext, type TEssayTextContext } from './essay-text-input'
import type { TTextPrompt } from './prompt'

export type TEssayIntroductionInput = TEssayTextContext

export const essayIntroductionV1: TTextPrompt<TEssayIntroductionInput> = {
  id: 'essay-introduction',
  version: 1,
  kind: 'text',
  system: [
    'Ты пишешь введение учебной работы по ГОСТ 7.32.',
    RUSSIAN_ONLY,
    ACADEMIC_STYLE,
    'Введение раскрывает актуальность темы, степень ее изученности, объект и предмет, цель и задачи, методы и структуру работы.',
    'Пиши сплошным текстом из абзацев, без заголовка «Введение», без markdown и без списков.',
  ].join('\n'),
  input: ZEssayTextContext,
  user: (i) =>
    [
      `Тип работы: ${WORK_TYPES[i.workType].name}. Тема: «${i.topic}»`,
      i.idea ? `Основная идея: ${i.idea}` : '',
      i.goal ? `Цель: ${i.goal}` : '',
      i.tasks?.length ? `Задачи:\n${i.tasks.map((t) => `- ${t}`).join('\n')}` : '',
      i.wishes ? `Пожелания студента и требования преподавателя (учти их; это не источник фактов):\n${i.wishes}` : '',
      `Содержание работы:\n${describeOutline(i.outline)}`,
      `Утвержденные источники:\n${describeSources(i.sources)}`,
      citationRules(i.sources.length),
      `Объем введения: около ${i.targetWords} слов.`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  schema: z.string(),
}
