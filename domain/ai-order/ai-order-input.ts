// AI order inputs and limits shared by the start form, the REST body, the GraphQL arguments and the chat island
// (orders.md §3 AI order, §5 Task form, §7 create and clarification calls), with the spec's Russian messages.
import { z } from 'zod'
import { requiredText } from '../text/required-text'
import { MESSAGE_ORDER_MESSAGES, messageQuestion } from '../orders/message-question'

/** Message roles (orders.md §3): system 0, user 1, assistant 2. */
export const AI_MESSAGE_ROLE = { system: 0, user: 1, assistant: 2 } as const
export type TAiMessageRole = (typeof AI_MESSAGE_ROLE)[keyof typeof AI_MESSAGE_ROLE]

/** Clarifications a paid order may ask. */
export const AI_ORDER_CLARIFICATIONS = 3
/** Characters of an unpaid answer the client may read (server-cut; the rest stays in the database). */
export const AI_ORDER_PREVIEW_CHARS = 400
export const AI_CLARIFICATION_MAX_CHARS = 2000

export const AI_ORDER_MESSAGES = {
  ...MESSAGE_ORDER_MESSAGES,
  questionRequired: 'Напиши вопрос или приложи фото, чтобы отправить',
  clarificationRequired: 'Напиши уточняющий вопрос',
  clarificationTooLong: `Уточнение не должно быть длиннее ${AI_CLARIFICATION_MAX_CHARS} символов`,
  subjectInvalid: 'Выбери предмет из списка',
  getParamsInvalid: 'get_params должен быть объектом с короткими строковыми значениями',
  noClarificationsLeft: 'Уточнения закончились: в этом заказе можно задать не больше 3 уточнений',
  clarifyUnpaid: 'Уточнения доступны после оплаты ответа',
  clarifyWhileAnswering: 'Дождись окончания ответа, чтобы задать уточнение',
  tooManyAttempts: 'Что за лев, этот тигр. Кампус в восторге от твоего настроя, но нужен тайм-аут. Передохни немного',
} as const

const ZGetParams = z
  .record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]), { error: AI_ORDER_MESSAGES.getParamsInvalid })
  .refine((o) => Object.keys(o).length <= 30, AI_ORDER_MESSAGES.getParamsInvalid)

const ZSubjectId = z.number({ error: AI_ORDER_MESSAGES.subjectInvalid }).int(AI_ORDER_MESSAGES.subjectInvalid).min(1, AI_ORDER_MESSAGES.subjectInvalid).max(2_147_483_647, AI_ORDER_MESSAGES.subjectInvalid)

/** POST /api/unified-order/create body. */
export const ZCreateAiOrderInput = z.object(
  {
    query: messageQuestion(AI_ORDER_MESSAGES.questionRequired),
    get_params: ZGetParams.nullish(),
    subject_id: ZSubjectId.nullish(),
  },
  { error: AI_ORDER_MESSAGES.questionRequired },
)

export const ZAiClarificationInput = z.object({
  question: requiredText(AI_CLARIFICATION_MAX_CHARS, { required: AI_ORDER_MESSAGES.clarificationRequired, tooLong: AI_ORDER_MESSAGES.clarificationTooLong }),
})

export const ZAiSubjectId = ZSubjectId

// ---------------------------------------------------------------------------------------------
// Wire format of GET /api/ai-order/{unifiedOrderId}/stream (text/event-stream)
// ---------------------------------------------------------------------------------------------

/** Every event's `id:` is the character offset (UTF-16 units) of the message text sent so far; send it back as Last-Event-ID. */
export type TAiStreamEvent = 'start' | 'chunk' | 'complete' | 'error' | 'info'

export type TAiStreamStart = { messageId: string; offset: number; state: 'streaming' | 'done' | 'failed'; isPaid: boolean }
export type TAiStreamChunk = { text: string }
export type TAiStreamComplete = { messageId: string; length: number }
export type TAiStreamError = { message: string }
/** The unpaid answer stops at the preview: the rest opens after payment. */
export type TAiStreamInfo = { reason: 'paywall'; previewChars: number; price: number }
