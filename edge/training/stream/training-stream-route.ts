// GET /training-mode/sse/v1/tasks/{taskUuid}/messages – the task's chat as Server-Sent Events (domain/training/events.ts,
// ids and resume in row-events.ts). From Last-Event-ID (header, or `lastEventId` in the query) it sends everything
// after it; without one, the reply still streaming (from its start) or else only what comes next. It stays open:
// - a reply written by this process arrives through the live channel (live-replies.ts) the moment the tutor yields it;
// - anything else (another process's reply, a new message, the final state) through the task room's notice, which
//   makes it re-read the rows after the cursor. No transaction or connection is held between reads.
// `: ping` every heartbeat keeps proxies open (and re-reads, in case a notice was lost); it ends on abort or hub stop,
// and a client's stream ends by the next heartbeat once its token is signed out, revoked or restricted.
// A live chunk never waits for a database read: under a busy pool that read may take seconds.
import { Hono } from 'hono'
import { streamSSE, type SSEStreamingApi } from 'hono/streaming'
import type { AppEnv } from '../../context'
import type { Db } from '../../db/port'
import { asService } from '../../db/port'
import { unifiedOrderRoom } from '../../../domain/realtime'
import { parseTrainingEventId, trainingEventId, TRAINING_HEARTBEAT_MS, type TTrainingChunk } from '../../../domain/training/events'
import { liveReplies } from './live-replies'
import { findOwnTrainingTask, type TOwnTask } from './own-task'
import { rowEvents, type TCursor, type TOutEvent, type TStreamRow } from './row-events'
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
    const { db } = c.get('deps')
    const resume = parseTrainingEventId(c.req.header('last-event-id') ?? c.req.query('lastEventId'))
    const cursor: TCursor = resume ? { ...resume, started: false } : await initialCursor(db, task.id)
    c.header('cache-control', 'no-cache')
    c.header('x-accel-buffering', 'no')
    const caller = c.get('caller')
    const token = tokenRefOf(caller)
    const release = takeStreamSlot(c.get('deps').realtime, caller, clientIp(c.req.raw.headers), c.get('deps').settings)
    return streamSSE(c, async (stream) => {
      try {
        await serve(c, stream, { task, start: cursor, heartbeatMs, token })
      } finally {
        release()
      }
    })
  })
  return routes
}

type TServe = { task: TOwnTask; start: TCursor; heartbeatMs: number; token: TTokenRef | null }

async function serve(c: { get: (k: 'deps') => AppEnv['Variables']['deps']; req: { raw: Request } }, stream: SSEStreamingApi, { task, start, heartbeatMs, token }: TServe) {
  const { db, realtime, log } = c.get('deps')
  let cursor = start
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  let ended = false
  const end = () => {
    ended = true
    finish()
  }

  // Frames are written in the order they are made: stream.write queues synchronously, so a live chunk can go out
  // while a read is in flight without overtaking or repeating what the read then sends (both move one cursor).
  const write = (events: TOutEvent[]) => {
    if (ended || events.length === 0) return
    const frames = events.map((e) => `event: ${e.event}\nid: ${e.id}\ndata: ${JSON.stringify(e.data)}\n\n`).join('')
    void stream.write(frames).catch(end)
  }

  // A live delta of the reply the cursor stands in goes out from memory at once, never behind a database read.
  const sendLive = () => {
    const live = cursor.started ? liveReplies.at(task.id, cursor.seq) : undefined
    if (!live || live.text.length <= cursor.offset) return
    const text = live.text.slice(cursor.offset)
    cursor = { ...cursor, offset: live.text.length }
    write([{ event: 'chunk', id: trainingEventId(cursor), data: { message_uuid: live.uuid, text } satisfies TTrainingChunk }])
  }

  // Reads of the rows after the cursor, one at a time; a request during one runs another right after it.
  let running = false
  let again = false
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
        const rows = await readRows(db, task.id, cursor.seq)
        for (const row of rows) {
          const r = rowEvents(row, cursor, { taskUuid: task.uuid, liveText: liveReplies.at(task.id, row.seq)?.text })
          cursor = r.cursor
          write(r.events)
          if (r.blocked) break
        }
      } while (again && !ended)
    } catch (e) {
      log.warn('training stream: read failed', { taskId: task.id, error: String(e) })
      end()
    } finally {
      running = false
    }
  }
  const reread = () => void pump()

  // Subscribe before the first read: a message written in between is then seen by one or the other.
  const stopLive = liveReplies.listen(task.id, (e) => {
    if (e.kind === 'text' && e.seq === cursor.seq && cursor.started) sendLive()
    else reread()
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
    // A reply this process streams needs no re-read (its end comes through the live channel); a read waiting for a
    // busy pool would only hold its chunks back.
    if (!(cursor.started && liveReplies.at(task.id, cursor.seq))) reread()
    // The task's replies are the client's: they stop reaching a browser whose token was signed out or restricted.
    if (token) void tokenIsLive(db, token).then((live) => live || end(), (e: unknown) => log.warn('training stream: token check failed', { error: String(e) }))
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
