// The feedback form (platform.md §2 popups «feedback form and success», §3 survioForm): what a visitor may send and the
// Russian messages the popup and the sendFeedback mutation both show.
import { z } from 'zod'

export const FEEDBACK_LIMITS = { text: { min: 1, max: 2000 }, rating: { min: 1, max: 5 }, pageUrl: { max: 500 } } as const

const FEEDBACK_SOURCES = ['form', 'survio'] as const
export type TFeedbackSource = (typeof FEEDBACK_SOURCES)[number]

export const FEEDBACK_MESSAGES = {
  textEmpty: 'Напиши, что нам улучшить',
  textLong: `Отзыв не должен быть длиннее ${FEEDBACK_LIMITS.text.max} символов`,
  rating: 'Оценка — целое число от 1 до 5',
  pageUrl: `Адрес страницы не должен быть длиннее ${FEEDBACK_LIMITS.pageUrl.max} символов`,
  source: 'Неизвестный источник отзыва',
  tooMany: 'Слишком много отзывов подряд, попробуй позже',
  noFingerprint: 'Обнови страницу и попробуй ещё раз',
} as const

const M = FEEDBACK_MESSAGES
const L = FEEDBACK_LIMITS

export const ZSendFeedbackInput = z.object({
  text: z.string({ error: M.textEmpty }).trim().min(L.text.min, M.textEmpty).max(L.text.max, M.textLong),
  rating: z.number({ error: M.rating }).int(M.rating).min(L.rating.min, M.rating).max(L.rating.max, M.rating).nullish(),
  pageUrl: z.string({ error: M.pageUrl }).trim().max(L.pageUrl.max, M.pageUrl).nullish(),
  source: z.enum(FEEDBACK_SOURCES, { error: M.source }).nullish(),
})
