// The chat's calls to the training API (orders.md §7 Training mode): bearer token and fingerprint like every island
// call, and a refusal read from the training host's own body { error_message, code, data } (orders.md §8 Training
// server error) into the islands' ApiError, so the chat switches on codes like the rest of the site.
import { isErrorCode } from '../../domain/errors'
import type { TTrainingError, TTrainingMessage, TTrainingMessagePage, TTrainingMessageSent, TTrainingTask, TTrainingTaskCreated, TTrainingTaskList } from '../../domain/training/api-types'
import { TRAINING_ERROR_FALLBACKS, TRAINING_PAGE_SIZE, type TCompletionReason, type TTrainingRating } from '../../domain/training/input'
import { ApiError } from '../graphql/api-error'
import { authHeaders } from '../graphql/credentials'
import { TRAINING_START_PATH } from '../tutor/training-paths'

export const TRAINING_API = '/training-mode'
export const trainingTaskPath = (taskUuid: string) => `${TRAINING_START_PATH}/${encodeURIComponent(taskUuid)}`

// Texts meant for people are Russian; the spec's English fallbacks are shown only when nothing better came.
const russian = (s: unknown): s is string => typeof s === 'string' && /[А-Яа-яЁё]/.test(s)

/** The training body as an ApiError; `fallback` is the spec's text for this call when the server gave none. */
function trainingError(status: number, body: unknown, fallback: string): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as Partial<TTrainingError>
  const code = isErrorCode(b.code) ? b.code : status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : status === 404 ? 'NOT_FOUND' : 'INTERNAL'
  const message = russian(b.error_message) ? b.error_message : typeof b.error_message === 'string' && b.error_message ? b.error_message : fallback
  return new ApiError(code, message, { ...(b.data ?? {}), status })
}

type TInit = { method?: 'GET' | 'POST'; form?: FormData; json?: unknown; signal?: AbortSignal }

async function call<T>(path: string, fallback: string, { method, form, json, signal }: TInit = {}): Promise<T> {
  let res: Response
  try {
    const body = json !== undefined ? JSON.stringify(json) : form
    res = await fetch(`${TRAINING_API}${path}`, { method: method ?? (body === undefined ? 'GET' : 'POST'), headers: authHeaders(json !== undefined ? 'application/json' : undefined), body, signal })
  } catch (cause) {
    throw Object.assign(new ApiError('NETWORK', fallback), { cause })
  }
  const data: unknown = await res.json().catch(() => null)
  if (!res.ok) throw trainingError(res.status, data, fallback)
  return data as T
}

// The spec's fallbacks (orders.md §8) where it names one; ours for the two calls it does not.
export const FALLBACKS = { ...TRAINING_ERROR_FALLBACKS, complete: 'Не удалось завершить задачу', tasks: 'Не удалось загрузить задачи' } as const

export const listTrainingTasks = () => call<TTrainingTaskList>('/v1/tasks', FALLBACKS.tasks)

/** multipart: `text` and, when attached, `photo` (the server recognises it through the OCR port). */
export function createTrainingTask(text: string, photo: File | null) {
  const form = new FormData()
  form.set('text', text)
  if (photo) form.set('photo', photo)
  return call<TTrainingTaskCreated>('/v1/tasks', FALLBACKS.createTask, { form })
}

const task = (uuid: string) => `/v1/tasks/${encodeURIComponent(uuid)}`

/** One page of 50, `offset` counted back from the newest message. */
export const fetchTrainingMessages = (taskUuid: string, offset: number) =>
  call<TTrainingMessagePage>(`${task(taskUuid)}/messages?limit=${TRAINING_PAGE_SIZE}&offset=${offset}`, FALLBACKS.fetchMessages)

export const sendTrainingMessage = (taskUuid: string, text: string) => call<TTrainingMessageSent>(`${task(taskUuid)}/messages`, FALLBACKS.sendMessage, { json: { text } })

export const rateTrainingMessage = (messageUuid: string, rating: TTrainingRating) =>
  call<unknown>(`/v1/messages/${encodeURIComponent(messageUuid)}/rate?rating=${rating}`, FALLBACKS.rateMessage, { method: 'POST' })

export const rateTrainingTask = (taskUuid: string, rating: TTrainingRating) => call<unknown>(`${task(taskUuid)}/rate?rating=${rating}`, FALLBACKS.rateTask, { method: 'POST' })

export const completeTrainingTask = (taskUuid: string, reason: TCompletionReason) =>
  call<{ task?: TTrainingTask } | null>(`${task(taskUuid)}/complete?completion_reason=${encodeURIComponent(reason)}`, FALLBACKS.complete, { method: 'POST' })

/** A new reply in place of a failed one; the answer carries the new reply row when the server sends it. */
export const retryTrainingReply = (taskUuid: string, messageUuid: string) =>
  call<{ reply?: TTrainingMessage; message?: TTrainingMessage } | null>(`${task(taskUuid)}/messages/${encodeURIComponent(messageUuid)}/retry`, FALLBACKS.sendMessage, { method: 'POST' })
