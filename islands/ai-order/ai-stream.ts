// Reads an AI order answer from GET /api/ai-order/{id}/stream with fetch + eventsource-parser (EventSource cannot send
// the token): chunks as they come, and on a dropped connection a reconnect with Last-Event-ID = the characters
// already shown, so the text continues without a gap or a repeat. Ends on complete, error or the paywall's info.
import { createParser } from 'eventsource-parser'
import { authHeaders } from '../graphql/credentials'
import type { TAiStreamChunk, TAiStreamError, TAiStreamInfo } from '../../domain/ai-order/ai-order-input'

export type TAiStreamHandlers = {
  onChunk: (text: string) => void
  onComplete: () => void
  onError: (message: string) => void
  onPaywall: (info: TAiStreamInfo) => void
}

const RETRIES = 5
const NETWORK = 'Связь прервалась: обнови страницу, чтобы увидеть ответ'

/** Starts reading from `offset` characters; returns the stop function. */
export function followAiAnswer(o: { url: string; messageId: string; offset: number } & TAiStreamHandlers): () => void {
  const abort = new AbortController()
  let offset = o.offset
  let finished = false
  const finish = () => {
    finished = true
  }

  async function connect(attempt: number): Promise<void> {
    const res = await fetch(`${o.url}?messageId=${encodeURIComponent(o.messageId)}`, {
      headers: { ...authHeaders(), accept: 'text/event-stream', 'last-event-id': String(offset) },
      signal: abort.signal,
    })
    if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`)
    const parser = createParser({
      onEvent(e) {
        if (finished) return
        if (e.event === 'chunk') {
          const { text } = JSON.parse(e.data) as TAiStreamChunk
          offset += text.length
          o.onChunk(text)
        } else if (e.event === 'complete') {
          finish()
          o.onComplete()
        } else if (e.event === 'error') {
          finish()
          o.onError((JSON.parse(e.data) as TAiStreamError).message)
        } else if (e.event === 'info') {
          finish()
          o.onPaywall(JSON.parse(e.data) as TAiStreamInfo)
        }
      },
    })
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      parser.feed(value)
    }
    if (!finished && attempt < RETRIES) {
      await new Promise((r) => setTimeout(r, 500 * (attempt + 1)))
      return connect(attempt + 1)
    }
  }

  const run = async (attempt: number) => {
    try {
      await connect(attempt)
    } catch {
      if (abort.signal.aborted || finished) return
      if (attempt < RETRIES) {
        setTimeout(() => void run(attempt + 1), 500 * (attempt + 1))
        return
      }
      finish()
      o.onError(NETWORK)
    }
  }
  void run(0)
  return () => {
    finished = true
    abort.abort()
  }
}
