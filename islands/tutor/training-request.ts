// The profile's and the text work's calls to the training API (orders.md §7 Training mode): the bearer token and
// fingerprint like every island call, and its error body { error_message, code, data } (§8 Training server error)
// turned into the islands' one ApiError, keeping the HTTP status: a 404 of the list means the training flag is off.
import { GENERIC_ERROR, isErrorCode } from '../../domain/errors'
import type { TTrainingError } from '../../domain/training/api-types'
import { ApiError } from '../graphql/api-error'
import { authHeaders } from '../graphql/credentials'

const TRAINING_API = '/training-mode/v1'

export class TrainingApiError extends ApiError {
  constructor(
    readonly status: number,
    code: ApiError['code'],
    message: string,
    data: Record<string, unknown> = {},
  ) {
    super(code, message, data)
    this.name = 'TrainingApiError'
  }
}

// English fallbacks of the spec are not shown to a Russian reader; the code's own text is.
const readable = (text: unknown): text is string => typeof text === 'string' && /[А-Яа-яЁё]/.test(text)

/** The error a refused answer carries; the fallback when the body is not the training shape. */
function trainingErrorOf(status: number, body: unknown, fallback: string = GENERIC_ERROR): TrainingApiError {
  const b = (body && typeof body === 'object' ? body : {}) as Partial<TTrainingError>
  const code = isErrorCode(b.code) ? b.code : status === 404 ? 'NOT_FOUND' : 'INTERNAL'
  return new TrainingApiError(status, code, readable(b.error_message) ? b.error_message : fallback, b.data ?? {})
}

type TInit = { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; json?: unknown; keepalive?: boolean; fallback?: string }

/** The JSON answer (null for 204); throws TrainingApiError on a refusal, ApiError NETWORK without an answer. */
export async function trainingJson<T>(path: string, { method = 'GET', json, keepalive, fallback }: TInit = {}): Promise<T> {
  let res: Response
  try {
    res = await globalThis.fetch(`${TRAINING_API}${path}`, {
      method,
      headers: authHeaders(json !== undefined ? 'application/json' : undefined),
      body: json !== undefined ? JSON.stringify(json) : undefined,
      keepalive,
    })
  } catch (cause) {
    throw ApiError.network(cause)
  }
  const body: unknown = res.status === 204 ? null : await res.json().catch(() => null)
  if (!res.ok) throw trainingErrorOf(res.status, body, fallback)
  return body as T
}

/** The flag off (orders.md §9 training-mode-3210) answers 404 to every training route: the feature is simply absent. */
export const isTrainingOff = (e: unknown): boolean => e instanceof TrainingApiError && e.status === 404
