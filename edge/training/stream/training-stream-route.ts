// GET /training-mode/sse/v1/tasks/{taskUuid}/messages – the task's chat as Server-Sent Events (domain/training/events.ts,
// ids and resume in row-events.ts) over the kernel's answer stream (edge/streams/answer-stream.ts). From Last-Event-ID
// (header, or `lastEventId` in the query) it sends everything after it; without one, the reply still streaming (from
// its start) or else only what comes next. It stays open: a reply written by this process arrives through the live
// channel the moment the tutor yields it; anything else (another process's reply, a new message, the final state)
// through the task room's notice, which re-reads the rows after the cursor. A client's stream ends by the next
// heartbeat once its token is signed out, revoked or restricted.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import type { Db } from '../../db/port'
import { asService } from '../../db/port'
import { parseTrainingEventId, trainingEventId, TRAINING_HEARTBEAT_MS, type TTrainingChunk } from '../../../domain/training/events'
import { answerStreamResponse, type TAnswerReader, type TStreamFrame } from '../../streams/answer-stream'
import { liveAnswers } from '../../streams/live-answers'
import { TRAINING_ANSWER_TABLE } from '../messages/append-message'
import { findOwnTrainingTask, type TOwnTask } from './own-task'
import { rowEvents, type TCursor, type TStreamRow } from './row-events'
import { tokenIsLive, tokenRefOf, type TTokenRef } from '../../auth/token-is-live'
import { clientIp } from '../../auth/client-ip'
import { takeStreamSlot } from '../../realtime/stream-slots'

async function readRows(db: Db, taskId: string, fromSeq: number): Promise<TStreamRow[]> {
  const rows = await asService(db, (tx) =>
    tx.query<TStreamRow>(
      `select uuid::text as uuid, seq, sender, content, state, meta, error, created_at
         from public.training_messages where training_task_id = $1::bigint and seq >= $2 order by seq`,
      [taskId, fromSeq],
    ),
  )
  return rows.map((r) => ({ ...r, seq: Number(r.seq), created_at: new Date(r.created_at).toISOString() }))
}

/** No resume point: the newest reply still streaming, from its start; else only what comes next. */
async function initialCursor(db: Db, taskId: string): Promise<TCursor> {
  const [r] = await asService(db, (tx) =>
    tx.query<{ streaming: number | null; last: number | null }>(
      `select max(seq) filter (where sender = 'assistant' and state = 'streaming') as streaming, max(seq) as last
         from public.training_messages where training_task_id = $1::bigint`,
      [taskId],
    ),
  )
  if (r?.streaming != null) return { seq: Number(r.streaming), offset: 0, started: false }
  return { seq: Number(r?.last ?? 0) + 1, offset: 0, started: false }
}

export function createTrainingStreamRoutes(o: { heartbeatMs?: number } = {}) {
  const heartbeatMs = o.heartbeatMs ?? TRAINING_HEARTBEAT_MS
  const routes = new Hono<AppEnv>()
  routes.get('/tasks/:taskUuid/messages', async (c) => {
    const task = await findOwnTrainingTask(c, c.req.param('taskUuid'))
    const { db, realtime, log, settings } = c.get('deps')
    const resume = parseTrainingEventId(c.req.header('last-event-id') ?? c.req.query('lastEventId'))
    const cursor: TCursor = resume ? { ...resume, started: false } : await initialCursor(db, task.id)
    const caller = c.get('caller')
    const release = takeStreamSlot(realtime, caller, clientIp(c.req.raw.headers), settings)
    const reader = taskReader(db, log, task, cursor, tokenRefOf(caller))
    return answerStreamResponse(c, { realtime, log, table: TRAINING_ANSWER_TABLE, parentId: task.id, unifiedOrderId: task.unifiedOrderId, heartbeatMs, reader, release })
  })
  return routes
}

/** The task's rows after the cursor; a reply this process writes, from memory. */
function taskReader(db: Db, log: AppEnv['Variables']['deps']['log'], task: TOwnTask, start: TCursor, token: TTokenRef | null): TAnswerReader {
  let cursor = start
  // The reply the cursor stands in, as last read (a live chunk names it).
  let reading: { seq: number; uuid: string } | null = null
  const liveAt = (seq: number) => liveAnswers.at(TRAINING_ANSWER_TABLE, task.id, String(seq))
  return {
    async read() {
      const frames: TStreamFrame[] = []
      for (const row of await readRows(db, task.id, cursor.seq)) {
        const r = rowEvents(row, cursor, { taskUuid: task.uuid, liveText: liveAt(row.seq)?.text })
        reading = { seq: row.seq, uuid: row.uuid }
        cursor = r.cursor
        frames.push(...r.events)
        if (r.blocked) break
      }
      return { frames }
    },
    // A live delta of the reply the cursor stands in goes out from memory at once, never behind a database read.
    live(e) {
      if (e.kind !== 'text' || e.slot !== String(cursor.seq) || !cursor.started) return { reread: true }
      const live = liveAt(cursor.seq)
      if (!live || reading?.seq !== cursor.seq) return { reread: true }
      if (live.text.length <= cursor.offset) return {}
      const text = live.text.slice(cursor.offset)
      cursor = { ...cursor, offset: live.text.length }
      return { frames: [{ event: 'chunk', id: trainingEventId(cursor), data: { message_uuid: reading.uuid, text } satisfies TTrainingChunk }] }
    },
    following: () => cursor.started && Boolean(liveAt(cursor.seq)),
    // The task's replies are the client's: they stop reaching a browser whose token was signed out or restricted.
    onHeartbeat(end) {
      if (token) void tokenIsLive(db, token).then((live) => live || end(), (e: unknown) => log.warn('training stream: token check failed', { error: String(e) }))
    },
  }
}

export const trainingStreamRoutes = createTrainingStreamRoutes()
