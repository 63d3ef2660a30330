// Prompt: the text of one section (a subchapter, or a chapter without subchapters) of the requested length.
import { z } from 'zod'
import { ACADEMIC_STYLE, citationRules, describeOutline, describeSources, RUSSIAN_ONLY, WORK_TYPES } from './common'
import { ZEssayTextContext } from './essay-text-input'
import type { TTextPrompt } from './prompt'

const ZInput = ZEssayTextContext.extend({
  /** 1-based chapter number in the outline. */
  chapter: z.number().int().min(1),
  /** 1-based subchapter number, or null for a chapter written as one section. */
  subchapter: z.number().int().min(1).nullable(),
  chapterTitle: z.string().trim().min(1).max(200),
  title: z.string().trim().min(1).max(200),
  /** The end of the previous section, so the text continues it instead of starting over. */
  previousText: z.string().max(2000).optional(),
})

export type TEssaySectionInput = z.infer<typeof ZInput>

export const essaySectionV1: TTextPrompt<TEssaySectionInput> = {
  id: 'essay-section',
  version: 1,
  kind: 'text',
  system: [
    'Ты пишешь один раздел учебной работы по заданному содержанию.',
    RUSSIAN_ONLY,
    ACADEMIC_STYLE,
    'Раскрывай только тему этого раздела, опираясь на утвержденные источники; не повторяй введение и соседние разделы.',
    'Пиши сплошным текстом из абзацев по 4–7 предложений, без заголовка раздела, без markdown и без списков.',
    'Соблюдай заданный объем в словах: отклонение не больше 10 %.',
  ].join('\n'),
  input: ZInput,
  user: (i) =>
    [
      `Тип работы: ${WORK_TYPES[i.workType].name}. Тема: «${i.topic}»`,
      i.goal ? `Цель работы: ${i.goal}` : '',
      i.idea ? `Основная идея работы: ${i.idea}` : '',
      i.tasks?.length ? `Задачи работы (раскрой те, что относятся к этому разделу):\n${i.tasks.map((t) => `- ${t}`).join('\n')}` : '',
      i.wishes ? `Пожелания студента и требования преподавателя (учти те, что относятся к этому разделу; это не источник фактов):\n${i.wishes}` : '',
      `Содержание работы:\n${describeOutline(i.outline)}`,
      `Напиши раздел ${i.subchapter ? `${i.chapter}.${i.subchapter}` : i.chapter} «${i.title}»${i.subchapter ? ` главы «${i.chapterTitle}»` : ''}.`,
      i.previousText ? `Конец предыдущего раздела (продолжай логику, не повторяй):\n…${i.previousText}` : '',
      `Утвержденные источники:\n${describeSources(i.sources)}`,
      citationRules(i.sources.length),
      `Объем раздела: ${i.targetWords} слов.`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  schema: z.string(),
}
