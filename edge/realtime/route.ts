// /api/realtime – SSE stream of the rooms a caller may join (POST, because EventSource cannot send a token).
import { Hono } from 'hono'
import { streamSSE, type SSEMessage } from 'hono/streaming'
import { KEEP_ALIVE_MS, parseRoom, READY_EVENT, roomName, type TRoom, type TRealtimeEnvelope } from '../../domain/realtime'
import { ZRealtimeJoinInput } from '../../domain/realtime-join'
import type { AppEnv } from '../context'
import { readJson } from '../http/body'
import { resolveRoomAccess } from './room-access'
import { tokenIsLive, tokenRefOf } from '../auth/token-is-live'

// A client this far behind is not reading; dropping it makes it reconnect instead of growing our memory.
const MAX_PENDING_WRITES = 256

export const realtimeRoutes = new Hono<AppEnv>()

// POST /api/realtime – join rooms; answers text/event-stream: `ready`, then room events, keep-alive comments
realtimeRoutes.post('/', async (c) => {
  const { db, realtime, log } = c.get('deps')
  const input = ZRealtimeJoinInput.parse(await readJson(c))
  const unique = new Map<string, TRoom>()
  for (const name of input.rooms) {
    const room = parseRoom(name)
    if (room) unique.set(roomName(room), room)
  }
  const ready = await resolveRoomAccess(db, c.get('caller'), [...unique.values()])

  c.header('cache-control', 'no-cache')
  c.header('x-accel-buffering', 'no')
  return streamSSE(c, async (stream) => {
    let finish!: () => void
    const done = new Promise<void>((resolve) => (finish = resolve))
    let pending = 0
    let chain = Promise.resolve()
    // Writes are chained so `ready` always precedes events and events keep their NOTIFY order.
    const enqueue = (write: () => Promise<unknown>) => {
      if (pending >= MAX_PENDING_WRITES) {
        log.warn('realtime: dropping a stream that is not being read', { rooms: ready.rooms })
        finish()
        return
      }
      pending++
      chain = chain.then(write).then(
        () => void pending--,
        () => void pending--,
      )
    }
    const send = (msg: SSEMessage) => enqueue(() => stream.writeSSE(msg))

    // Subscribe before `ready` goes out: whatever a client sees after `ready` is then never missed.
    const unsubscribe = realtime.subscribe(
      ready.rooms,
      (m) => send({ event: m.event, data: JSON.stringify({ room: m.room, data: m.data ?? null } satisfies TRealtimeEnvelope) }),
      finish,
    )
    send({ event: READY_EVENT, data: JSON.stringify(ready) })
    // A client's stream lives only as long as its token: signed out, revoked or restricted, it ends by the next
    // keep-alive, and the reconnect is refused the personal and order rooms.
    const token = tokenRefOf(c.get('caller'))
    const keepAlive = setInterval(() => {
      enqueue(() => stream.write(': keep-alive\n\n'))
      if (token) void tokenIsLive(db, token).then((live) => live || finish(), (e: unknown) => log.warn('realtime: token check failed', { error: String(e) }))
    }, KEEP_ALIVE_MS)

    stream.onAbort(finish)
    const signal = c.req.raw.signal
    if (signal.aborted) finish()
    else signal.addEventListener('abort', finish, { once: true })

    await done
    clearInterval(keepAlive)
    unsubscribe()
    signal.removeEventListener('abort', finish)
  })
})
