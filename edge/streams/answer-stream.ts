// The reader side of an answer stream, for any product: one SSE response that sends what is stored after the
// reader's cursor, then follows the answer live. It subscribes first (the parent's live channel here and its unified
// order room) and reads after, so nothing written in between is lost, then:
// - a delta of an answer this process writes goes out from memory at once (live-answers.ts), never behind a read;
// - anything else — another process's batch, a new row, a final state — comes as a room notice and re-reads the
//   rows after the cursor (the fallback when no live channel is there). No transaction is held between reads.
// - where the hub delivers nothing in-process (Workers, Supabase Realtime), the rows are re-read every ANSWER_POLL_MS.
// `: ping` every heartbeat keeps proxies open and re-reads unless the reader follows a live answer (a notice may be
// lost); the stream ends when the product's read says so (complete, error, paywall), on abort, or when the hub stops.
// The product owns the cursor and the wire format: every frame's `id` is the cursor after it (Last-Event-ID).
import type { Context } from 'hono'
import { streamSSE, type SSEStreamingApi } from 'hono/streaming'
import type { AppEnv } from '../context'
import type { Logger } from '../log'
import type { RealtimeHub } from '../realtime/hub'
import { unifiedOrderRoom } from '../../domain/realtime'
import type { TAnswerTable } from './answer-table'
import { liveAnswers, type TLiveEvent } from './live-answers'

/**
 * How often a reader re-reads the rows where the realtime hub delivers nothing in-process (Workers, or Supabase
 * Realtime on Node): the batches a runner in another isolate writes reach the reader within this.
 */
export const ANSWER_POLL_MS = 400

export type TStreamFrame = { event: string; id: string; data: unknown }

/** What a product gives the stream: its cursor lives in these closures. */
export type TAnswerReader = {
  /** Frames sent as the stream opens, before the first read. */
  first?: TStreamFrame[]
  /** Reads the stored rows after the cursor: the frames to send (moving the cursor), and whether the stream is over. */
  read(): Promise<{ frames: TStreamFrame[]; end?: boolean }>
  /** A live event of the parent's answers: frames from memory (moving the cursor), and whether the rows need a read. */
  live(e: TLiveEvent): { frames?: TStreamFrame[]; reread?: boolean }
  /** True while the cursor stands in an answer this process writes (its end comes live: no re-read needed). */
  following(): boolean
  /** Runs with every heartbeat (a token check); `end` closes the stream. */
  onHeartbeat?(end: () => void): void
}

export type TAnswerStream = {
  realtime: RealtimeHub
  log: Logger
  table: TAnswerTable
  parentId: string
  unifiedOrderId: string
  heartbeatMs: number
  /** The re-read interval where the hub delivers nothing (ANSWER_POLL_MS). */
  pollMs?: number
  reader: TAnswerReader
  /** Frees the caller's stream slot when the stream ends. */
  release: () => void
}

/** The SSE response of one answer stream (no caching, no proxy buffering). */
export function answerStreamResponse(c: Context<AppEnv>, o: TAnswerStream): Response {
  c.header('cache-control', 'no-cache')
  c.header('x-accel-buffering', 'no')
  return streamSSE(c, async (stream) => {
    try {
      await serve(stream, c.req.raw.signal, o)
    } finally {
      o.release()
    }
  })
}

async function serve(stream: SSEStreamingApi, signal: AbortSignal, o: TAnswerStream) {
  const { reader, table, parentId } = o
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  let ended = false
  const end = () => {
    ended = true
    finish()
  }

  // Frames are written in the order they are made: stream.write queues synchronously, so a live chunk can go out
  // while a read is in flight without overtaking or repeating what the read then sends (both move one cursor).
  const write = (frames: TStreamFrame[]) => {
    if (ended || frames.length === 0) return
    void stream.write(frames.map((f) => `event: ${f.event}\nid: ${f.id}\ndata: ${JSON.stringify(f.data)}\n\n`).join('')).catch(end)
  }

  // Reads one at a time; a request during one runs another right after it.
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
        const r = await reader.read()
        write(r.frames)
        if (r.end) end()
      } while (again && !ended)
    } catch (e) {
      o.log.warn('answer stream: read failed', { table: table.messages, parentId, error: String(e) })
      end()
    } finally {
      running = false
    }
  }
  const reread = () => void pump()

  // Where the hub delivers nothing here (Workers), the rows are polled: another isolate's runner writes them. Nor is
  // the live channel followed there: a runner in the same isolate serves another invocation, and Workers refuse one
  // invocation writing to another's stream.
  const polled = o.realtime.delivers === false
  // Subscribe before the first read: an answer written in between is then seen by one or the other.
  const stopLive = polled
    ? () => {}
    : liveAnswers.listen(table, parentId, (e) => {
        if (ended) return
        const r = reader.live(e)
        write(r.frames ?? [])
        if (r.reread) reread()
      })
  const unsubscribe = polled
    ? () => {}
    : o.realtime.subscribe(
        [unifiedOrderRoom(o.unifiedOrderId)],
        (m) => {
          // A batch of an answer this process writes is already out through the live channel.
          const data = m.data as { messageId?: unknown; final?: unknown } | null
          if (typeof data?.messageId === 'string' && liveAnswers.get(table, data.messageId) && !data.final) return
          reread()
        },
        end,
      )
  const poll = polled ? setInterval(reread, o.pollMs ?? ANSWER_POLL_MS) : null
  write(reader.first ?? [])
  reread()
  const heartbeat = setInterval(() => {
    void stream.write(': ping\n\n').catch(end)
    // A read waiting for a busy pool would only hold back the chunks of an answer this process writes.
    if (!polled && !reader.following()) reread()
    reader.onHeartbeat?.(end)
  }, o.heartbeatMs)
  stream.onAbort(end)
  if (signal.aborted) end()
  else signal.addEventListener('abort', end, { once: true })

  await done
  clearInterval(heartbeat)
  if (poll) clearInterval(poll)
  stopLive()
  unsubscribe()
  signal.removeEventListener('abort', end)
}
