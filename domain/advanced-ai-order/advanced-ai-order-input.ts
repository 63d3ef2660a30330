// Advanced AI order inputs (orders.md §3 Advanced AI order: type, category; §7 createAdvancedAiOrder), with Russian
// messages. The clarification input and the stream wire format are the AI order's (domain/ai-order/ai-order-input.ts).
import { z } from 'zod'
import { MESSAGE_ORDER_MESSAGES, MESSAGE_QUESTION_MAX_CHARS, messageQuestion } from '../orders/message-question'

export const ADVANCED_AI_TYPES = ['law', 'economics', 'general'] as const
export type TAdvancedAiType = (typeof ADVANCED_AI_TYPES)[number]

export const ADVANCED_AI_TYPE_LABEL: Record<TAdvancedAiType, string> = {
  law: 'Юридический вопрос',
  economics: 'Экономический вопрос',
  general: 'Вопрос с источниками',
}

/** References an answer may lean on (the first hits of the sources search). */
export const ADVANCED_AI_MAX_REFERENCES = 5
export const ADVANCED_AI_QUESTION_MAX = MESSAGE_QUESTION_MAX_CHARS
const CATEGORY_MAX = 200

export const ADVANCED_AI_ORDER_MESSAGES = {
  ...MESSAGE_ORDER_MESSAGES,
  questionRequired: 'Напиши вопрос, чтобы отправить',
  typeInvalid: 'Выбери тип вопроса: law, economics или general',
  categoryTooLong: `Категория не должна быть длиннее ${CATEGORY_MAX} символов`,
  noSources: 'Не нашлось источников по этому вопросу, поэтому ответ дан без ссылок на литературу.',
} as const

export const ZCreateAdvancedAiOrderInput = z.object(
  {
    question: messageQuestion(ADVANCED_AI_ORDER_MESSAGES.questionRequired),
    type: z.enum(ADVANCED_AI_TYPES, { error: ADVANCED_AI_ORDER_MESSAGES.typeInvalid }).nullish(),
    category: z.string({ error: ADVANCED_AI_ORDER_MESSAGES.categoryTooLong }).trim().max(CATEGORY_MAX, ADVANCED_AI_ORDER_MESSAGES.categoryTooLong).nullish(),
  },
  { error: ADVANCED_AI_ORDER_MESSAGES.questionRequired },
)
