// Error codes both sides share (orders.md §8, platform.md errors): the server sends the code in GraphQL
// `extensions.code` (and REST `error.code`) with the Russian text and data such as the missing tokens; islands switch
// on the code, never on the text.

/** Messages both sides show for failures that have no more specific wording in the spec. */
export const GENERIC_ERROR = 'Что-то пошло не так, попробуй позже'

type TErrorDef = { status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502; text: string }

const ERRORS = {
  /** Input the schema refused; the text is the schema's own message. */
  BAD_REQUEST: { status: 400, text: 'Некорректный запрос' },
  /** Well-formed input the product refuses (a task without a question or a subject); the text says what to fill. */
  UNPROCESSABLE: { status: 422, text: 'Проверь, что всё заполнено' },
  UNAUTHENTICATED: { status: 401, text: 'Войди, чтобы продолжить' },
  FORBIDDEN: { status: 403, text: 'Нет доступа' },
  /** Another user's order is simply not found: the answer never tells it exists. */
  NOT_FOUND: { status: 404, text: 'Не найдено' },
  /** A generic conflict with the current state that the client cannot fix by switching screens. */
  CONFLICT: { status: 409, text: GENERIC_ERROR },
  /** The order moved on (another tab, a job, a racing click): the screen is stale. Data: `status`. */
  STALE_STEP: { status: 409, text: 'Этот шаг сейчас недоступен: обнови страницу' },
  /** The balance is short. Data: `missing` (tokens), `account`. */
  INSUFFICIENT_TOKENS: { status: 409, text: 'Недостаточно средств на балансе' },
  /** The account is restricted (orders or payments). Data: `restriction`. */
  RESTRICTED: { status: 403, text: 'Действие недоступно: аккаунт ограничен' },
  /** Orders §6, §8: training (and paid task features) need a subscription or trial credits; the subscription popup opens. */
  SUBSCRIPTION_REQUIRED: { status: 403, text: 'Режим тренировки доступен с подпиской или пробными вопросами' },
  /** The prize wheel: a spin with no spins left changes nothing. */
  NO_SPINS_LEFT: { status: 409, text: 'Вращения закончились' },
  /** A count limit of the spec (sources, uploads, …). Data: `limit`. */
  LIMIT: { status: 409, text: 'Достигнут лимит' },
  /** Orders §8: rating the same stage again answers 409 with this text. */
  ALREADY_RATED: { status: 409, text: 'Вы уже оценили это сообщение' },
  /** A sign-in hand-off the person must confirm first (another browser started it, or it switches accounts). Data: `reasons`, `accountName`, `currentName`. */
  CONFIRMATION_REQUIRED: { status: 409, text: 'Подтверди вход в аккаунт' },
  /** Data: `retryAfterSeconds`. */
  TOO_MANY_ATTEMPTS: { status: 429, text: 'Слишком много попыток, пожалуйста, попробуй позже' },
  /** The back-office: an administrator's token must pass the second factor (a code to Telegram or e-mail) first. */
  ADMIN_CODE_REQUIRED: { status: 403, text: 'Введи код подтверждения, чтобы открыть панель' },
  /** The back-office's optimistic check: someone saved the record after this screen loaded it. Data: `version`. */
  STALE_VERSION: { status: 409, text: 'Запись изменили, обнови страницу' },
  /** A change made with the read-only token of an administrator looking at a client's cabinet (from_admin). */
  READ_ONLY: { status: 403, text: 'Это просмотр кабинета администратором: изменить ничего нельзя' },
  /** A refund the payment does not allow (not paid, nothing or less left, no refunds at its provider). Data: `remainingKopecks`. */
  REFUND_REFUSED: { status: 409, text: 'Возврат невозможен' },
  /** The provider did not make the refund; nothing was taken back. Data: `retryable` (repeat it with retryRefund), `refundRequestId`. */
  REFUND_FAILED: { status: 502, text: 'Платежная система не провела возврат' },
  PAYLOAD_TOO_LARGE: { status: 413, text: 'Слишком большой запрос' },
  INTERNAL: { status: 500, text: GENERIC_ERROR },
} as const satisfies Record<string, TErrorDef>

export type TErrorCode = keyof typeof ERRORS

export const isErrorCode = (value: unknown): value is TErrorCode => typeof value === 'string' && Object.hasOwn(ERRORS, value)

/** The Russian text of a code, for answers that carry no text of their own. */
export const errorText = (code: TErrorCode): string => ERRORS[code].text

export const errorStatus = (code: TErrorCode): TErrorDef['status'] => ERRORS[code].status
