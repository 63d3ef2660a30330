// Which SSE events one chat message gives a stream standing at `cursor` (domain/training/events.ts). The cursor is
// "messages before `seq` are delivered, and `offset` characters of message `seq`"; every event's id is the cursor
// after it, so a client that reconnects with its last id gets exactly what follows. A message's last event (complete,
// error, info…) moves the cursor to the next message (`${seq + 1}.0`); `start` is sent again on every connection,
// with the offset the text resumes at.
import { trainingEventId, type TTrainingChunk, type TTrainingComplete, type TTrainingInfo, type TTrainingMemoryEvent, type TTrainingStart, type TTrainingStreamError, type TTrainingStreamEvent, type TTrainingTaskCompleted } from '../../../domain/training/events'
import { parseQa } from '../../../domain/training/qa'
import type { TTrainingSender } from '../../../domain/training/api-types'

export const TUTOR_FAILED_MESSAGE = 'Репетитор не ответил, попробуй ещё раз'

export type TStreamRow = {
  uuid: string
  seq: number
  sender: TTrainingSender
  content: string
  state: 'streaming' | 'done' | 'failed'
  meta: Record<string, unknown> | null
  error: string | null
  created_at: string
}

export type TCursor = { seq: number; offset: number; /** `start` of message `seq` went out on this connection. */ started: boolean }

export type TOutEvent = { event: TTrainingStreamEvent; id: string; data: unknown }

export type TRowEvents = { events: TOutEvent[]; cursor: TCursor; /** An unfinished reply: later messages wait for it. */ blocked: boolean }

const next = (seq: number): TCursor => ({ seq: seq + 1, offset: 0, started: false })
const out = (event: TTrainingStreamEvent, at: { seq: number; offset: number }, data: unknown): TOutEvent => ({ event, id: trainingEventId(at), data })

/** `liveText`: the reply's text in this process's live channel, ahead of the row while it streams. */
export function rowEvents(row: TStreamRow, from: TCursor, ctx: { taskUuid: string; liveText?: string }): TRowEvents {
  if (row.seq < from.seq) return { events: [], cursor: from, blocked: false }
  let cursor: TCursor = row.seq > from.seq ? { seq: row.seq, offset: 0, started: false } : { ...from }
  const events: TOutEvent[] = []
  const after = next(row.seq)

  if (row.sender === 'assistant') {
    const live = row.state === 'streaming' && ctx.liveText !== undefined && ctx.liveText.length > row.content.length
    const text = live ? ctx.liveText! : row.content
    if (!cursor.started) {
      events.push(out('start', cursor, { message_uuid: row.uuid, seq: row.seq, offset: cursor.offset } satisfies TTrainingStart))
      cursor.started = true
    }
    if (text.length > cursor.offset) {
      const chunk = text.slice(cursor.offset)
      cursor.offset = text.length
      events.push(out('chunk', cursor, { message_uuid: row.uuid, text: chunk } satisfies TTrainingChunk))
    }
    if (row.state === 'streaming') return { events, cursor, blocked: true }
    if (row.state === 'done') {
      events.push(out('complete', after, { message_uuid: row.uuid, length: row.content.length, options: parseQa(row.content).options } satisfies TTrainingComplete))
    } else {
      events.push(out('error', after, { message_uuid: row.uuid, error_message: row.error || TUTOR_FAILED_MESSAGE, code: 'AI_FAILED' } satisfies TTrainingStreamError))
    }
    return { events, cursor: after, blocked: false }
  }

  const kind = typeof row.meta?.kind === 'string' ? row.meta.kind : null
  if (row.sender === 'memory') {
    const memories = Array.isArray(row.meta?.memories) ? (row.meta.memories as TTrainingMemoryEvent['memories']) : []
    events.push(out(kind === 'created' ? 'memory_created' : 'memory_loaded', after, { message_uuid: row.uuid, memories } satisfies TTrainingMemoryEvent))
  } else if (row.sender === 'info' && kind === 'task_completed') {
    const completedAt = typeof row.meta?.completed_at === 'string' ? row.meta.completed_at : row.created_at
    events.push(out('task_completed', after, { task_uuid: ctx.taskUuid, completed_at: completedAt } satisfies TTrainingTaskCompleted))
  } else if (row.sender === 'info') {
    events.push(out('info', after, { message_uuid: row.uuid, content: row.content } satisfies TTrainingInfo))
  }
  // The student's own messages (and system rows) go out through the REST answers, not the stream.
  cursor = after
  return { events, cursor, blocked: false }
}
