// POST /api/unified-order/search's body (orders.md §5 Task form, §7): the schema and its Russian messages, shared by
// the route and the start form.
import { z } from 'zod'

export const TASK_SEARCH_MESSAGES = {
  /** Orders §5, word for word. */
  subjectMissing: 'Заполни предмет, чтобы отправить вопрос',
  questionMissing: 'Напиши вопрос или приложи фото, чтобы отправить',
  subjectUnknown: 'Такого предмета нет: выбери предмет из списка',
  queryTooLong: 'Вопрос слишком длинный: не больше 5000 символов',
  getParamsBad: 'get_params должен быть объектом строк не больше 4 КБ',
  recognitionUnknown: 'Распознанный текст не найден: приложи фото ещё раз',
  recognitionNotReady: 'Фото ещё распознаётся: подожди немного и отправь снова',
  /** Orders §8 «Too many attempts». */
  tooMany: 'Что за лев, этот тигр. Кампус в восторге от твоего настроя, но нужен тайм-аут. Передохни немного',
  notObject: 'Ожидается JSON-объект с полями query и subject_id',
} as const

const TASK_QUERY_MAX = 5000

const getParams = z
  .record(z.string().max(100), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]), { error: TASK_SEARCH_MESSAGES.getParamsBad })
  .refine((v) => Object.keys(v).length <= 30 && JSON.stringify(v).length <= 4000, { error: TASK_SEARCH_MESSAGES.getParamsBad })

export const ZTaskSearchInput = z
  .object({
    query: z.string({ error: TASK_SEARCH_MESSAGES.questionMissing }).max(TASK_QUERY_MAX, { error: TASK_SEARCH_MESSAGES.queryTooLong }).default(''),
    get_params: getParams.optional(),
    subject_id: z.number({ error: TASK_SEARCH_MESSAGES.subjectMissing }).int({ error: TASK_SEARCH_MESSAGES.subjectUnknown }).positive({ error: TASK_SEARCH_MESSAGES.subjectUnknown }).max(2147483647, { error: TASK_SEARCH_MESSAGES.subjectUnknown }),
    recognition_id: z.uuid({ error: TASK_SEARCH_MESSAGES.recognitionUnknown }).optional(),
  }, { error: TASK_SEARCH_MESSAGES.notObject })
  .superRefine((v, ctx) => {
    if (v.query.trim() === '' && !v.recognition_id) ctx.addIssue({ code: 'custom', path: ['query'], message: TASK_SEARCH_MESSAGES.questionMissing })
  })

export type TTaskSearchInput = z.output<typeof ZTaskSearchInput>
