// The task's chat stream GET /training-mode/sse/v1/tasks/{taskId}/messages through the one SSE reader
// (realtime/sse-stream.ts): a dropped connection comes back and asks with Last-Event-ID for the events after the last
// one seen, so a reply continues without a gap or a repeat. A stream the server ends on its own (nothing left to stream)
// is reopened only when the chat asks (after a send); a refusal (signed out, another user's task) becomes an error event.
import { TRAINING_STREAM_EVENTS, type TTrainingStreamEvent } from '../../domain/training/events'
import { authHeaders } from '../graphql/credentials'
import { openSseStream, type TSseStream } from '../realtime/sse-stream'
import { TRAINING_API } from './training-api'

type TStreamHandlers = {
  onEvent: (name: TTrainingStreamEvent, data: unknown) => void
  /** Where to resume when no event was seen on this page yet (the newest message as the page shows it). */
  initialId: () => string | null
  /** Whether a stream the server closed should be reopened at once (a reply is still being written). */
  wantsMore: () => boolean
}

const KNOWN = new Set<string>(TRAINING_STREAM_EVENTS)

export function openTrainingStream(taskUuid: string, h: TStreamHandlers): TSseStream {
  return openSseStream({
    url: `${TRAINING_API}/sse/v1/tasks/${encodeURIComponent(taskUuid)}/messages`,
    headers: () => authHeaders(),
    initialId: h.initialId,
    reopen: h.wantsMore,
    async onRefused(res) {
      const body = (await res.json().catch(() => null)) as { error_message?: string; code?: string } | null
      h.onEvent('error', { message_uuid: null, error_message: body?.error_message ?? `HTTP ${res.status}`, code: body?.code ?? 'INTERNAL' })
    },
    onEvent(e) {
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
}
