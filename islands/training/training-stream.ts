// Reads the task's chat stream GET /training-mode/sse/v1/tasks/{taskId}/messages with fetch + eventsource-parser
// (EventSource cannot send the bearer token). A dropped connection comes back after 1 s, doubling up to 30 s, and
// asks with Last-Event-ID for the events after the last one seen, so a reply continues without a gap or a repeat.
// A stream the server ends on its own (nothing left to stream) is reopened only when the chat asks (after a send).
import { createParser, type EventSourceMessage } from 'eventsource-parser'
import { TRAINING_STREAM_EVENTS, type TTrainingStreamEvent } from '../../domain/training/events'
import { authHeaders } from '../graphql/credentials'
import { TRAINING_API } from './training-api'

const BACKOFF_START_MS = 1000
const BACKOFF_MAX_MS = 30_000

/** 1 s, 2 s, 4 s … capped at 30 s. */
export const backoffDelay = (attempt: number) => Math.min(BACKOFF_MAX_MS, BACKOFF_START_MS * 2 ** Math.min(attempt, 15))

export type TStreamHandlers = {
  onEvent: (name: TTrainingStreamEvent, data: unknown) => void
  /** Where to resume when no event was seen on this page yet (the newest message as the page shows it). */
  initialId: () => string | null
  /** Whether a stream the server closed should be reopened at once (a reply is still being written). */
  wantsMore: () => boolean
  onState?: (state: 'open' | 'reconnecting' | 'idle' | 'closed') => void
}

const KNOWN = new Set<string>(TRAINING_STREAM_EVENTS)

export type TTrainingStream = { ensureOpen: () => void; close: () => void }

export function openTrainingStream(taskUuid: string, h: TStreamHandlers): TTrainingStream {
  let lastId: string | null = null
  let attempt = 0
  let running = false
  let closed = false
  let abort: AbortController | null = null
  let timer: ReturnType<typeof setTimeout> | null = null

  async function connect(): Promise<'ended' | 'failed'> {
    abort = new AbortController()
    const resume = lastId ?? h.initialId()
    let res: Response
    try {
      res = await fetch(`${TRAINING_API}/sse/v1/tasks/${encodeURIComponent(taskUuid)}/messages`, {
        headers: { ...authHeaders(), accept: 'text/event-stream', ...(resume ? { 'last-event-id': resume } : {}) },
        signal: abort.signal,
        cache: 'no-store',
      })
    } catch {
      return 'failed'
    }
    if (!res.ok || !res.body) {
      // A refusal (signed out, another user's task) will not change by retrying.
      if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
        const body = (await res.json().catch(() => null)) as { error_message?: string; code?: string } | null
        h.onEvent('error', { message_uuid: null, error_message: body?.error_message ?? `HTTP ${res.status}`, code: body?.code ?? 'INTERNAL' })
        closed = true
      }
      return 'failed'
    }
    h.onState?.('open')
    const parser = createParser({
      onEvent(e: EventSourceMessage) {
        if (e.id) lastId = e.id
        attempt = 0
        if (!e.event || !KNOWN.has(e.event)) return
        let data: unknown
        try {
          data = JSON.parse(e.data)
        } catch {
          return
        }
        h.onEvent(e.event as TTrainingStreamEvent, data)
      },
    })
    try {
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return 'ended'
        parser.feed(value)
      }
    } catch {
      return 'failed'
    }
  }

  async function loop() {
    if (running || closed) return
    running = true
    try {
      while (!closed) {
        const how = await connect()
        if (closed) break
        if (how === 'ended' && !h.wantsMore()) {
          h.onState?.('idle')
          break
        }
        h.onState?.('reconnecting')
        const delay = backoffDelay(attempt++)
        await new Promise<void>((r) => (timer = setTimeout(r, delay)))
      }
    } finally {
      running = false
      if (closed) h.onState?.('closed')
    }
  }

  void loop()
  return {
    ensureOpen: () => void loop(),
    close: () => {
      closed = true
      if (timer) clearTimeout(timer)
      abort?.abort()
    },
  }
}
