// The one error type of the AI layer: a code the caller can act on, a Russian message for users, an English detail for logs.
export type TAiErrorCode =
  | 'timeout' // the call took longer than LLM_TIMEOUT_MS, or the provider went silent for LLM_IDLE_TIMEOUT_MS
  | 'refused' // content filter, finish_reason content_filter, or an explicit refusal
  | 'rate_limited' // 429 after the retries
  | 'bad_output' // not JSON / does not match the schema even after the repair try; empty answer
  | 'auth' // 401/403: wrong or missing key
  | 'bad_request' // 400/404/422: our request is wrong (model name, parameters); retrying will not help
  | 'unavailable' // 5xx, network, no quota, dropped stream, task the provider cannot do

const USER_MESSAGES: Record<TAiErrorCode, string> = {
  timeout: 'Нейросеть не ответила вовремя. Попробуй еще раз чуть позже',
  refused: 'Нейросеть отказалась отвечать на этот запрос. Попробуй переформулировать тему или требования',
  rate_limited: 'Нейросеть сейчас перегружена запросами. Попробуй еще раз через пару минут',
  bad_output: 'Нейросеть вернула ответ в неверном формате. Попробуй еще раз',
  auth: 'Сервис генерации временно недоступен: ошибка настройки доступа',
  bad_request: 'Сервис генерации не смог обработать запрос. Попробуй еще раз позже',
  unavailable: 'Сервис генерации временно недоступен. Попробуй еще раз позже',
}

// Worth another try later (by the job runner); auth, bad requests and refusals will fail the same way again.
const RETRYABLE: Record<TAiErrorCode, boolean> = {
  timeout: true,
  refused: false,
  rate_limited: true,
  bad_output: true,
  auth: false,
  bad_request: false,
  unavailable: true,
}

export class AiError extends Error {
  readonly code: TAiErrorCode
  /** English, for logs; never contains the API key. */
  readonly detail: string
  readonly status?: number
  readonly retryable: boolean

  constructor(code: TAiErrorCode, detail: string, opts: { status?: number; retryable?: boolean; cause?: unknown } = {}) {
    super(USER_MESSAGES[code], opts.cause === undefined ? undefined : { cause: opts.cause })
    this.name = 'AiError'
    this.code = code
    this.detail = detail
    this.status = opts.status
    this.retryable = opts.retryable ?? RETRYABLE[code]
  }

  /** Fields for a structured log line. */
  toLog() {
    return { aiError: this.code, detail: this.detail, ...(this.status !== undefined && { status: this.status }) }
  }
}
