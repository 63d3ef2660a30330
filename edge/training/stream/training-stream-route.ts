// GET /training-mode/sse/v1/tasks/{taskUuid}/messages – the task's chat as Server-Sent Events (domain/training/events.ts,
// ids and resume in row-events.ts). From Last-Event-ID (header, or `lastEventId` in the query) it sends everything
// after it; without one, the reply still streaming (from its start) or else only what comes next. It stays open:
// - a reply written by this process arrives through the live channel (live-replies.ts) the moment the tutor yields it;
// - anything else (another process's reply, a new message, the final state) through the task room's notice, which
//   makes it re-read the rows after the cursor. No transaction or connection is held between reads.
// `: ping` every heartbeat keeps proxies open (and re-reads, in case a notice was lost); it ends on abort or hub stop.
import { Hono } from 'hono'
import { streamSSE, type SSEStreamingApi } from 'hono/streaming'
import type { AppEnv } from '../../context'
import type { Db } from '../../db/port'
import { asService } from '../../db/port'
import { unifiedOrderRoom } from '../../../domain/realtime'
import { parseTrainingEventId, TRAINING_HEARTBEAT_MS } from '../../../domain/training/events'
import { liveReplies } from './live-replies'
import { findOwnTrainingTask, type TOwnTask } from './own-task'
import { rowEvents, type TCursor, type TStreamRow } from './row-events'

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
    const { db } = c.get('deps')
    const resume = parseTrainingEventId(c.req.header('last-event-id') ?? c.req.query('lastEventId'))
    const cursor: TCursor = resume ? { ...resume, started: false } : await initialCursor(db, task.id)
    c.header('cache-control', 'no-cache')
    c.header('x-accel-buffering', 'no')
    return streamSSE(c, (stream) => serve(c, stream, task, cursor, heartbeatMs))
  })
  return routes
}

async function serve(c: { get: (k: 'deps') => AppEnv['Variables']['deps']; req: { raw: Request } }, stream: SSEStreamingApi, task: TOwnTask, start: TCursor, heartbeatMs: number) {
  const { db, realtime, log } = c.get('deps')
  let cursor = start
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  let ended = false
  const end = () => {
    ended = true
    finish()
  }

  // One pump at a time; whatever arrives during one runs another right after it. A live delta of the reply the
  // cursor stands in is sent from memory; anything else re-reads the rows.
  let running = false
  let again = false
  let needRead = true
  const pump = async () => {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        if (ended) return
        const live = cursor.started ? liveReplies.at(task.id, cursor.seq) : undefined
        if (live && !needRead) {
          if (live.text.length > cursor.offset) {
            const text = live.text.slice(cursor.offset)
            cursor = { ...cursor, offset: live.text.length }
            await stream.writeSSE({ event: 'chunk', id: `${cursor.seq}.${cursor.offset}`, data: JSON.stringify({ message_uuid: live.uuid, text }) })
          }
          continue
        }
        needRead = false
        for (const row of await readRows(db, task.id, cursor.seq)) {
          const r = rowEvents(row, cursor, { taskUuid: task.uuid, liveText: liveReplies.at(task.id, row.seq)?.text })
          cursor = r.cursor
          for (const e of r.events) await stream.writeSSE({ event: e.event, id: e.id, data: JSON.stringify(e.data) })
          if (r.blocked) break
        }
      } while (again && !ended)
    } catch (e) {
      log.warn('training stream: read or write failed', { taskId: task.id, error: String(e) })
      end()
    } finally {
      running = false
    }
  }
  const reread = () => {
    needRead = true
    void pump()
  }

  // Subscribe before the first read: a message written in between is then seen by one or the other.
  const stopLive = liveReplies.listen(task.id, (e) => {
    if (e.kind === 'end' || e.seq !== cursor.seq || !cursor.started) needRead = true
    void pump()
  })
  const unsubscribe = realtime.subscribe(
    [unifiedOrderRoom(task.unifiedOrderId)],
    (m) => {
      // A batch of a reply this process streams is already out through the live channel.
      const messageId = (m.data as { messageId?: string } | null)?.messageId
      if (messageId && liveReplies.get(messageId) && !(m.data as { final?: boolean }).final) return
      reread()
    },
    end,
  )
  void pump()
  const heartbeat = setInterval(() => {
    void stream.write(': ping\n\n').catch(end)
    reread()
  }, heartbeatMs)
  stream.onAbort(end)
  const signal = c.req.raw.signal
  if (signal.aborted) end()
  else signal.addEventListener('abort', end, { once: true })

  await done
  clearInterval(heartbeat)
  stopLive()
  unsubscribe()
  signal.removeEventListener('abort', end)
}

export const trainingStreamRoutes = createTrainingStreamRoutes()
