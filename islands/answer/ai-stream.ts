// Follows an AI order answer from GET /api/ai-order/{id}/stream (and the advanced AI order's) through the one SSE reader
// (realtime/sse-stream.ts): chunks as they come; every event's id is the characters sent so far, so a reconnect with
// Last-Event-ID continues the text without a gap or a repeat. Ends on complete, error or the paywall's info.
import type { RealtimeEvent } from '../realtime/client'
import { openSseStream } from '../realtime/sse-stream'
import { authHeaders } from '../graphql/credentials'
import type { TAiStreamChunk, TAiStreamError, TAiStreamInfo } from '../../domain/ai-order/ai-order-input'

type TAiStreamHandlers = {
  onChunk: (text: string) => void
  onComplete: () => void
  onError: (message: string) => void
  onPaywall: (info: TAiStreamInfo) => void
}

const RETRIES = 5
const NETWORK = 'Связь прервалась: обнови страницу, чтобы увидеть ответ'

/** A notice of a written batch (it names its message) is the stream's business, not a reason to re-read the order. */
export const isStreamBatchNotice = (m: RealtimeEvent) => Boolean((m.data as { messageId?: unknown } | null)?.messageId)

/** Starts reading after `offset` characters already shown; returns the stop function. */
export function followAiAnswer(o: { url: string; messageId: string; offset: number } & TAiStreamHandlers): () => void {
  let finished = false
  const finish = (then: () => void) => {
    finished = true
    stream.close()
    then()
  }
  const stream = openSseStream({
    url: `${o.url}?messageId=${encodeURIComponent(o.messageId)}`,
    headers: () => authHeaders(),
    initialId: () => String(o.offset),
    reopen: () => !finished,
    maxRetries: RETRIES,
    onGiveUp: () => finish(() => o.onError(NETWORK)),
    onRefused: () => finish(() => o.onError(NETWORK)),
    onEvent(e) {
      if (finished) return
      if (e.event === 'chunk') o.onChunk((JSON.parse(e.data) as TAiStreamChunk).text)
      else if (e.event === 'complete') finish(o.onComplete)
      else if (e.event === 'error') finish(() => o.onError((JSON.parse(e.data) as TAiStreamError).message))
      else if (e.event === 'info') finish(() => o.onPaywall(JSON.parse(e.data) as TAiStreamInfo))
    },
  })
  return () => {
    finished = true
    stream.close()
  }
}
