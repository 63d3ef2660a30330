// Inputs of the AI referat order (the page's forms and the server parse with the same schemas and Russian messages).
import { z } from 'zod'
import { outlineSchema } from '../essay/requirements'

export const REFERAT_ORDER_MESSAGES = {
  justificationShort: 'Обоснование должно быть не короче 10 символов',
  justificationLong: 'Обоснование должно быть не длиннее 4000 символов',
  partnerMissing: 'Не выбран реферат: открой его в каталоге и нажми «Скачать DOCX»',
  partnerUnknown: 'Такого реферата нет в каталоге',
  orderNotFound: 'Заказ не найден',
  notPaid: 'Сначала оплати реферат, потом скачай DOCX',
  notReady: 'Текст реферата еще не готов',
  failed: 'Не получилось написать реферат. Попробуй еще раз',
  justificationFailed: 'Не получилось подготовить обоснование темы. Попробуй еще раз',
  outlineFailed: 'Не получилось составить план реферата. Попробуй еще раз',
} as const

export const ZReferatJustification = z
  .string({ error: REFERAT_ORDER_MESSAGES.justificationShort })
  .trim()
  .min(10, REFERAT_ORDER_MESSAGES.justificationShort)
  .max(4000, REFERAT_ORDER_MESSAGES.justificationLong)

/** The chapters between the fixed introduction and conclusion: 1–7, each with 1–5 subchapters, as a text work has. */
export const ZReferatOutline = outlineSchema({ small: false })

/** A bigint id as the address or a call carries it. */
export const ZOrderId = z.string().regex(/^[1-9]\d{0,17}$/)
