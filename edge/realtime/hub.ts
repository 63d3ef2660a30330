// Realtime hub: publishes through Postgres NOTIFY and fans notifications out to this process's subscribers by room.
import { canonicalRoom, isRealtimeEventName, REALTIME_EVENTS, ROOM_FORMAT_HINT, unknownEventMessage } from '../../domain/realtime'
import type { Db, Queryable } from '../db/port'
import { AppError } from '../http/errors'
import type { Logger } from '../log'

export type RealtimeMessage = { room: string; event: string; data?: unknown }

export interface RealtimeHub {
  /** Queues `msg` with pg_notify inside `q`'s transaction, so it is delivered only after commit. */
  publish(q: Queryable, msg: RealtimeMessage): Promise<void>
  /**
   * Receives messages for `rooms` in this process; returns unsubscribe.
   * `onStop` runs when the hub stops, so open streams can end and their clients reconnect elsewhere.
   */
  subscribe(rooms: string[], onMessage: (m: RealtimeMessage) => void, onStop?: () => void): () => void
  stop(): Promise<void>
  /**
   * False where `subscribe` can deliver nothing in this process (Workers: events leave through Supabase broadcast and
   * no isolate listens). A server-side reader then polls the database instead (edge/streams/answer-stream.ts).
   */
  readonly delivers?: boolean
}

export const REALTIME_CHANNEL = 'realtime'

/** Postgres refuses NOTIFY payloads of 8000 bytes or more (default build). */
const MAX_NOTIFY_BYTES = 7999

type Subscriber = { onMessage: (m: RealtimeMessage) => void; onStop?: () => void }

/** Checks a message and returns the NOTIFY payload; throws AppError naming what is wrong. */
export function encodeMessage(msg: RealtimeMessage): string {
  if (!isRealtimeEventName(msg.event)) {
    throw new AppError('BAD_REQUEST', unknownEventMessage(msg.event), { validEvents: [...REALTIME_EVENTS] })
  }
  const room = canonicalRoom(msg.room)
  if (!room) throw new AppError('BAD_REQUEST', `Неверное имя комнаты «${msg.room}». Ожидается: ${ROOM_FORMAT_HINT}`)
  const payload = JSON.stringify({ room, event: msg.event, data: msg.data ?? null })
  const bytes = new TextEncoder().encode(payload).length
  if (bytes > MAX_NOTIFY_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `Событие ${msg.event} слишком большое для NOTIFY: ${bytes} байт при пределе ${MAX_NOTIFY_BYTES}. Передай идентификатор, а данные пусть клиент запросит сам`,
    )
  }
  return payload
}

function decodeMessage(payload: string): RealtimeMessage | null {
  try {
    const m = JSON.parse(payload) as Partial<RealtimeMessage>
    return typeof m.room === 'string' && typeof m.event === 'string' ? { room: m.room, event: m.event, data: m.data } : null
  } catch {
    return null
  }
}

export async function startRealtimeHub(db: Db, log: Logger): Promise<RealtimeHub> {
  const byRoom = new Map<string, Set<Subscriber>>()
  const all = new Set<Subscriber>()

  const deliver = (payload: string) => {
    const msg = decodeMessage(payload)
    if (!msg) {
      log.warn('realtime: dropped a malformed notification', { payload: payload.slice(0, 200) })
      return
    }
    for (const sub of byRoom.get(msg.room) ?? []) {
      // One failing subscriber must not starve the others in the room.
      try {
        sub.onMessage(msg)
      } catch (e) {
        log.error('realtime: subscriber failed', { room: msg.room, event: msg.event, error: String(e) })
      }
    }
  }

  const unlisten = await db.listen(REALTIME_CHANNEL, deliver)
  let stopped = false

  return {
    async publish(q, msg) {
      await q.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, encodeMessage(msg)])
    },

    subscribe(rooms, onMessage, onStop) {
      // A stream opened during shutdown ends at once, so its client retries against the next process.
      if (stopped) {
        onStop?.()
        return () => {}
      }
      const sub: Subscriber = { onMessage, onStop }
      const names = [...new Set(rooms.map((r) => canonicalRoom(r) ?? r))]
      for (const room of names) {
        let set = byRoom.get(room)
        if (!set) byRoom.set(room, (set = new Set()))
        set.add(sub)
      }
      all.add(sub)
      return () => {
        all.delete(sub)
        for (const room of names) {
          const set = byRoom.get(room)
          set?.delete(sub)
          if (set?.size === 0) byRoom.delete(room)
        }
      }
    },

    async stop() {
      if (stopped) return
      stopped = true
      for (const sub of [...all]) sub.onStop?.()
      all.clear()
      byRoom.clear()
      await unlisten()
    },
  }
}
