// The question a message order asks (the AI order, the advanced AI order; orders.md §3, §7): at most 5000 characters,
// with the messages both products give; each adds its own «required» text (an AI order's question may be a photo).
import { requiredText } from '../text/required-text'

export const MESSAGE_QUESTION_MAX_CHARS = 5000

export const MESSAGE_ORDER_MESSAGES = {
  questionTooLong: `Вопрос не должен быть длиннее ${MESSAGE_QUESTION_MAX_CHARS} символов`,
  orderNotFound: 'Заказ не найден',
} as const

/** The question, trimmed, refused with `required` when empty and with questionTooLong when over the limit. */
export const messageQuestion = (required: string) => requiredText(MESSAGE_QUESTION_MAX_CHARS, { required, tooLong: MESSAGE_ORDER_MESSAGES.questionTooLong })
