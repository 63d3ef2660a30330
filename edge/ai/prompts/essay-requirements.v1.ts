// Prompt: requirements of a text work — main idea, goal and tasks — suggested from the topic.
import { z } from 'zod'
import { ACADEMIC_STYLE, RUSSIAN_ONLY, WORK_TYPES, ZTopic, ZWorkType, ZDemoSeed } from './common'
import type { TObjectPrompt } from './prompt'

const ZInput = z.object({
  topic: ZTopic,
  workType: ZWorkType,
  numberOfPages: z.number().int().min(1).max(100),
  /** The order id, for the demo writer only (see ZDemoSeed); no prompt text uses it. */
  demoSeed: ZDemoSeed,
  taskDetails: z.string().trim().max(2000).optional(),
})

// Limits follow the spec's form (idea and goal 10–2000 characters).
const ZOutput = z.object({
  idea: z.string().trim().min(10).max(2000),
  goal: z.string().trim().min(10).max(2000),
  tasks: z.array(z.string().trim().min(5).max(300)).min(3).max(6),
})

export type TEssayRequirementsInput = z.infer<typeof ZInput>
export type TEssayRequirements = z.infer<typeof ZOutput>

export const essayRequirementsV1: TObjectPrompt<TEssayRequirementsInput, typeof ZOutput> = {
  id: 'essay-requirements',
  version: 1,
  kind: 'object',
  system: [
    'Ты научный руководитель, который помогает студенту сформулировать требования к учебной работе.',
    RUSSIAN_ONLY,
    ACADEMIC_STYLE,
    'Ответ — JSON-объект {"idea": строка, "goal": строка, "tasks": [строки]}: idea — основная идея работы (2–3 предложения),',
    'goal — цель одним предложением, начинающимся с «Цель работы —» или с глагола в неопределенной форме,',
    'tasks — от 3 до 6 задач, каждая начинается с глагола в неопределенной форме (изучить, проанализировать, выявить…).',
  ].join('\n'),
  input: ZInput,
  user: (i) =>
    [
      `Тип работы: ${WORK_TYPES[i.workType].name}, объем ${i.numberOfPages} стр.`,
      `Тема: «${i.topic}»`,
      i.taskDetails ? `Пожелания студента: ${i.taskDetails}` : '',
      'Сформулируй основную идею, цель и задачи работы.',
    ]
      .filter(Boolean)
      .join('\n'),
  schema: ZOutput,
}
