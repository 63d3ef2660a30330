// Training mode inputs and texts (orders.md §3 Training task/message, §8 errors, §9 pages of 50): one schema for the
// chat form, the REST routes and the tests. The spec gives the English fallbacks of the training API's errors and the
// Russian rating texts; the length limits are ours (the spec names none).
import { z } from 'zod'

/** orders.md §9: training messages are fetched 50 per page. */
export const TRAINING_PAGE_SIZE = 50

export const TRAINING_LIMITS = {
  /** One chat message. */
  messageMax: 4000,
  /** The task text (typed text plus the recognised photo text). */
  taskMax: 8000,
  /** A memory fact as the student edits it. */
  memoryMax: 300,
  /** The task list's title: the task's first line. */
  titleMax: 120,
} as const

export const TRAINING_MESSAGES = {
  emptyMessage: 'Напиши сообщение',
  longMessage: `Сообщение слишком длинное: не больше ${TRAINING_LIMITS.messageMax} символов`,
  emptyTask: 'Опиши задачу текстом или приложи фото',
  longTask: `Задача слишком длинная: не больше ${TRAINING_LIMITS.taskMax} символов`,
  emptyMemory: 'Напиши, что запомнить',
  longMemory: `Не больше ${TRAINING_LIMITS.memoryMax} символов`,
  taskNotFound: 'Задача не найдена',
  messageNotFound: 'Сообщение не найдено',
  taskCompleted: 'Задача уже завершена',
  alreadyRated: 'Вы уже оценили это сообщение',
  subscriptionRequired: 'Режим тренировки доступен с подпиской или пробными вопросами',
  ratedUp: 'Спасибо за обратную связь!',
  ratedDown: 'Спасибо за обратную связь! Мы стараемся быть лучше',
  /** orders.md §4 Stream events: a stream error is shown as a system message 'Ошибка:' plus its content. */
  streamErrorPrefix: 'Ошибка:',
  demoLabel: 'Демо-режим: ответы репетитора — заготовленный пример, а не настоящий ИИ',
} as const

/** orders.md §8 Training server error: the fallback texts when the server gives no error_message. */
export const TRAINING_ERROR_FALLBACKS = {
  createTask: 'Failed to create task',
  sendMessage: 'Failed to send message',
  fetchMessages: 'Failed to fetch task messages',
  rateMessage: 'Failed to rate message',
  rateTask: 'Failed to rate task',
} as const

export const ZTrainingRating = z.enum(['up', 'down'], { message: 'Оценка: up или down' })
export type TTrainingRating = z.infer<typeof ZTrainingRating>

export const ZCompletionReason = z.enum(['solved', 'user_closed', 'gave_up'], { message: 'Причина завершения: solved, user_closed или gave_up' })
export type TCompletionReason = z.infer<typeof ZCompletionReason> | 'tutor'

export const ZTrainingMessageText = z
  .string({ message: TRAINING_MESSAGES.emptyMessage })
  .transform((s) => s.trim())
  .pipe(z.string().min(1, TRAINING_MESSAGES.emptyMessage).max(TRAINING_LIMITS.messageMax, TRAINING_MESSAGES.longMessage))

/** The task's typed text; a photo alone is enough (then the text may be empty and OCR fills it). */
export const ZTrainingTaskText = z
  .string()
  .transform((s) => s.trim())
  .pipe(z.string().max(TRAINING_LIMITS.taskMax, TRAINING_MESSAGES.longTask))

export const ZTrainingMemoryText = z
  .string({ message: TRAINING_MESSAGES.emptyMemory })
  .transform((s) => s.trim())
  .pipe(z.string().min(1, TRAINING_MESSAGES.emptyMemory).max(TRAINING_LIMITS.memoryMax, TRAINING_MESSAGES.longMemory))

export const ZTrainingPage = z.object({
  limit: z.coerce.number().int().min(1).max(TRAINING_PAGE_SIZE).default(TRAINING_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})

/** The task list's title: the first non-empty line, cut at a word. */
export function trainingTaskTitle(text: string): string {
  const line = text.split('\n').map((l) => l.trim()).find(Boolean) ?? 'Задача'
  if (line.length <= TRAINING_LIMITS.titleMax) return line
  const cut = line.slice(0, TRAINING_LIMITS.titleMax - 1)
  const space = cut.lastIndexOf(' ')
  return `${space > 40 ? cut.slice(0, space) : cut}…`
}
