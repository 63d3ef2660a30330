// Pieces the training prompts share: the chat so far, the student's memories, and the cut-off reply to continue.
import { z } from 'zod'

/** The last messages the model sees; older turns matter less than the prompt's room (the task text is always kept). */
export const TRAINING_HISTORY_MAX = 40

export const ZTrainingTurn = z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(20_000) })
export type TTrainingTurn = z.infer<typeof ZTrainingTurn>

export const ZTrainingChat = z.object({
  history: z.array(ZTrainingTurn).max(TRAINING_HISTORY_MAX),
  memories: z.array(z.string().trim().min(1).max(300)).max(20),
  /** The reply written so far when a restart cut it: the model continues it. */
  partial: z.string().max(20_000).nullable(),
})

/** The chat without its first message when that is the task itself (the prompt states the task apart). */
export const withoutTask = (h: readonly TTrainingTurn[], task: string) => (h[0]?.role === 'user' && h[0].content.trim() === task.trim() ? h.slice(1) : h)

export const describeTrainingHistory = (h: readonly TTrainingTurn[], names = { user: 'Ученик', assistant: 'Репетитор' }) =>
  h.map((t) => `${names[t.role]}: ${t.content}`).join('\n\n')

export const describeMemories = (m: readonly string[]) =>
  m.length ? `Что известно об ученике по прошлым занятиям (учитывай, но не пересказывай ему):\n${m.map((x) => `- ${x}`).join('\n')}` : ''

/** The real model's continuation: it sees its own cut reply and writes only what follows. */
export const describePartial = (p: string | null) =>
  p
    ? `Твой ответ на последнее сообщение ученика оборвался. Вот уже отправленное начало:\n<<<\n${p}\n>>>\nПродолжи ответ ровно с места обрыва: не повторяй уже написанное, не начинай заново, не добавляй вступлений.`
    : ''

export const FORMULAS = 'Формулы пиши в LaTeX для KaTeX: внутри строки в $…$, отдельной строкой в $$…$$. Не используй HTML, кроме тегов <qa>.'
export const OPTIONS_RULE =
  'Когда ученику удобнее выбрать, чем печатать, предложи 2–4 варианта ответа в конце сообщения, каждый в теге <qa>…</qa> (коротко, до 60 символов, без формул в $…$). Если варианты — числа, среди них должен быть и верный, и правдоподобные ошибки.'
