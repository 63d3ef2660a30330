// Text recognition from the browser (orders.md §7, §9): upload one file, then poll its status from 5 000 ms, each wait
// twice the last, at most 160 000 ms, until DONE or FAILED. A network failure or a server error only costs a turn; a
// refusal (a guest's 401, a missing recognition) ends it as an ApiError — UNAUTHENTICATED opens the «text
// recognition unauthorised» popup (recognitionPopup). The task form calls recognizeText and fills itself with the text.
import { ApiError } from '../graphql/api-error'
import { apiJson } from '../graphql/rest'
import { RECOGNITION_POLL, type TRecognitionStatus } from '../../domain/recognition/recognition'
import type { PopupName } from '../../domain/popups'

type TRecognitionAnswer = { id: string; status: TRecognitionStatus; text: string | null; error: string | null }
export type TRecognitionResult = { status: 'DONE'; text: string } | { status: 'FAILED'; error: string }

type TPollOptions = {
  /** One status request; the REST call by default. */
  load?: (id: string) => Promise<TRecognitionAnswer>
  signal?: AbortSignal
  /** Called before each wait, for a progress line or a test. */
  onWait?: (ms: number) => void
}

/** The waits of §9: 5 000, 10 000, 20 000 … ms, never more than 160 000. */
export function pollDelay(attempt: number): number {
  return Math.min(RECOGNITION_POLL.firstMs * RECOGNITION_POLL.factor ** attempt, RECOGNITION_POLL.capMs)
}

// A dropped connection or a server fault: the recognition itself is still fine, ask again next turn.
const worthRetrying = (e: unknown) => e instanceof ApiError && (e.code === 'NETWORK' || e.code === 'INTERNAL' || e.code === 'TOO_MANY_ATTEMPTS')

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop)
      resolve()
    }, ms)
    const stop = () => {
      clearTimeout(timer)
      reject(signal!.reason)
    }
    signal?.addEventListener('abort', stop, { once: true })
  })

const loadStatus = (id: string) => apiJson<TRecognitionAnswer>(`/api/recognize-text/${encodeURIComponent(id)}`)

/** Polls until the recognition is DONE or FAILED; rejects on a refusal or when `signal` aborts. */
export async function pollRecognition(id: string, opts: TPollOptions = {}): Promise<TRecognitionResult> {
  const load = opts.load ?? loadStatus
  for (let attempt = 0; ; attempt++) {
    const ms = pollDelay(attempt)
    opts.onWait?.(ms)
    await wait(ms, opts.signal)
    let answer: TRecognitionAnswer
    try {
      answer = await load(id)
    } catch (e) {
      if (worthRetrying(e)) continue
      throw e
    }
    if (answer.status === 'DONE') return { status: 'DONE', text: answer.text ?? '' }
    if (answer.status === 'FAILED') return { status: 'FAILED', error: answer.error ?? 'Не удалось распознать текст' }
  }
}

/** Uploads the file (multipart field `file`) and answers the recognition's id (the task form sends it as recognition_id). */
export async function startRecognition(file: File, signal?: AbortSignal): Promise<string> {
  const form = new FormData()
  form.append('file', file)
  return (await apiJson<{ id: string }>('/api/recognize-text', { form, signal })).id
}

/** Upload, then poll: what the task form calls when a photo or file is attached. */
export async function recognizeText(file: File, opts: TPollOptions = {}): Promise<TRecognitionResult> {
  return pollRecognition(await startRecognition(file, opts.signal), opts)
}

/** The popup a refusal opens: a guest sees «text recognition unauthorised»; other refusals are toasts. */
export function recognitionPopup(error: unknown): PopupName | null {
  return error instanceof ApiError && error.code === 'UNAUTHENTICATED' ? 'text-recognition-unauthorised' : null
}
