// Prompt: after a training task, up to 3 short facts about the STUDENT worth keeping for the next tasks (issue 15
// part 4): weak topics, level, preferred explanations — never the task's content, never what is already kept.
import { z } from 'zod'
import { RUSSIAN_ONLY } from './common'
import type { TObjectPrompt } from './prompt'
import { describeTrainingHistory, TRAINING_HISTORY_MAX, ZTrainingTurn } from './training-chat'

const ZInput = z.object({
  kind: z.enum(['task', 'defense']),
  task: z.string().trim().min(1).max(8000),
  history: z.array(ZTrainingTurn).max(TRAINING_HISTORY_MAX),
  existing: z.array(z.string().max(300)).max(50),
})
export type TTrainingMemoriesInput = z.infer<typeof ZInput>

const ZMemoryFact = z.object({
  kind: z.enum(['weak_topic', 'level', 'preference', 'other']),
  content: z.string().trim().min(3).max(200),
})
const ZAnswer = z.object({ facts: z.array(ZMemoryFact).max(3) })
export type TTrainingMemoriesAnswer = z.infer<typeof ZAnswer>

export const trainingMemoriesV1: TObjectPrompt<TTrainingMemoriesInput, typeof ZAnswer> = {
  id: 'training-memories',
  version: 1,
  kind: 'object',
  system: [
    'Ты ведёшь короткие заметки репетитора об ученике, чтобы следующие занятия подстраивались под него.',
    RUSSIAN_ONLY,
    'По разговору выпиши от 0 до 3 фактов об УЧЕНИКЕ, а не о задаче: слабая тема и в чём именно ошибка (weak_topic), уровень (level), как ему удобнее объяснять (preference), другое полезное (other).',
    'Каждый факт — одна фраза до 200 символов, в третьем лице, без имён и личных данных. Пиши только то, что видно из разговора; не додумывай.',
    'Не повторяй то, что уже записано в заметках. Если нового нет, верни пустой список.',
    'Ответ строго JSON: {"facts": [{"kind": "weak_topic" | "level" | "preference" | "other", "content": "…"}]}.',
  ].join('\n'),
  input: ZInput,
  user: (i) =>
    [
      i.kind === 'defense' ? 'Это была пробная защита учебной работы.' : 'Это была учебная задача.',
      `Задача:\n${i.task}`,
      `Разговор:\n${describeTrainingHistory(i.history)}`,
      i.existing.length ? `Уже записано (не повторяй):\n${i.existing.map((e) => `- ${e}`).join('\n')}` : 'Заметок пока нет.',
    ].join('\n\n'),
  schema: ZAnswer,
}
