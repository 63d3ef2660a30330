// /api/realtime – SSE stream of the rooms a caller may join (POST, because EventSource cannot send a token).
import { Hono } from 'hono'
import { streamSSE, type SSEMessage, type SSEStreamingApi } from 'hono/streaming'
import { KEEP_ALIVE_MS, parseRoom, READY_EVENT, roomName, type TRoom, type TRealtimeEnvelope, type TRealtimeSocketJoin } from '../../domain/realtime'
import { ZRealtimeJoinInput } from '../../domain/realtime-join'
import type { AppEnv } from '../context'
import { readJson } from '../http/body'
import { resolveRoomAccess } from './room-access'
import { clientIp } from '../auth/client-ip'
import { takeStreamSlot } from './stream-slots'
import { issueRealtimeToken, roomTokenKey } from './realtime-token'
import { browserKey, supabaseSocketUrl } from './supabase-keys'
import { tokenIsLive, tokenRefOf } from '../auth/token-is-live'

// A client this far behind is not reading; dropping it makes it reconnect instead of growing our memory.
const MAX_PENDING_WRITES = 256

export const realtimeRoutes = new Hono<AppEnv>()

// POST /api/realtime – join rooms; answers text/event-stream: `ready`, then room events, keep-alive comments.
// With REALTIME_PROVIDER=supabase it answers JSON instead (TRealtimeSocketJoin): the same decision, plus a token
// naming only the allowed rooms, for the browser to join those rooms as Supabase private channels.
realtimeRoutes.post('/', async (c) => {
  const { db, realtime, log, settings } = c.get('deps')
  const input = ZRealtimeJoinInput.parse(await readJson(c))
  const unique = new Map<string, TRoom>()
  for (const name of input.rooms) {
    const room = parseRoom(name)
    if (room) unique.set(roomName(room), room)
  }
  const caller = c.get('caller')
  const ready = await resolveRoomAccess(db, caller, [...unique.values()])
  const apikey = browserKey(settings)
  const key = settings.REALTIME_PROVIDER === 'supabase' ? roomTokenKey(settings) : null
  const socketUrl = supabaseSocketUrl(settings)
  if (socketUrl && apikey && key) {
    const { token, expiresAt } = await issueRealtimeToken({ rooms: ready.rooms, key, ttlSeconds: settings.REALTIME_TOKEN_TTL_SECONDS })
    c.header('cache-control', 'no-store')
    // The publishable (or legacy anon) key opens the socket; the room token rides in each channel join (access_token).
    return c.json({ transport: 'supabase', ready, socketUrl, apikey, token, expiresAt } satisfies TRealtimeSocketJoin)
  }

  // A signed-in client's streams are capped per account; anonymous ones per client address and in all (429 past a cap).
  // (Supabase's websocket above holds no stream here; Supabase limits its own connections.)
  const release = takeStreamSlot(realtime, caller, clientIp(c.req.raw.headers), settings)

  c.header('cache-control', 'no-cache')
  c.header('x-accel-buffering', 'no')
  return streamSSE(c, async (stream) => {
    try {
      await serve(stream)
    } finally {
      release()
    }
  })

  async function serve(stream: SSEStreamingApi) {
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
  }
})
