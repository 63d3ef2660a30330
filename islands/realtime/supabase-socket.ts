// Supabase Realtime over its Phoenix websocket, for a server that answered POST /api/realtime with a socket join
// (Workers): joins each allowed room as a private channel `realtime:<room>` with the server's token, sends
// heartbeats, hands `broadcast` frames on. Resolves when the socket ends, so the client's reconnect loop takes over
// (and fetches a fresh token); it also ends shortly before the token expires.
import type { TRealtimeEnvelope, TRealtimeReady, TRealtimeSocketJoin } from '../../domain/realtime'

type TSocketLike = {
  onopen: ((e: unknown) => void) | null
  onmessage: ((e: { data: unknown }) => void) | null
  onclose: ((e: unknown) => void) | null
  onerror: ((e: unknown) => void) | null
  send(data: string): void
  close(): void
}
export type TWebSocketCtor = new (url: string) => TSocketLike

export type TSocketHandlers = {
  /** Once every join got its answer; rooms Supabase refused are moved to `denied`. */
  onReady(ready: TRealtimeReady): void
  onEvent(event: string, envelope: TRealtimeEnvelope): void
}

export type TSocketOptions = { WebSocket?: TWebSocketCtor; heartbeatMs?: number; now?: () => number }

type TFrame = { topic?: string; event?: string; payload?: Record<string, unknown>; ref?: string | null }

const HEARTBEAT_MS = 25_000
/** Reconnect this long before the token expires, so the channel is never closed under us for an old token. */
const RENEW_BEFORE_EXPIRY_MS = 30_000
const REFUSED = 'Сервер событий не пустил в эту комнату'

export function runSupabaseSocket(join: TRealtimeSocketJoin, signal: AbortSignal, h: TSocketHandlers, opts: TSocketOptions = {}): Promise<void> {
  const Ctor = opts.WebSocket ?? (globalThis.WebSocket as unknown as TWebSocketCtor)
  const now = opts.now ?? Date.now
  return new Promise<void>((resolve) => {
    const url = `${join.socketUrl}?apikey=${encodeURIComponent(join.apikey)}&vsn=1.0.0`
    const ws = new Ctor(url)
    let ref = 0
    const nextRef = () => String(++ref)
    const pending = new Map<string, string>()
    const joined = new Set<string>()
    const refused: TRealtimeReady['denied'] = []
    let heartbeatRef: string | null = null
    let heartbeat: ReturnType<typeof setInterval> | undefined
    let ended = false

    const end = () => {
      if (ended) return
      ended = true
      clearInterval(heartbeat)
      clearTimeout(renew)
      signal.removeEventListener('abort', end)
      // No-ops rather than null: closing a socket still connecting reports an error event, which must find a listener.
      const ignore = () => {}
      ws.onopen = ws.onmessage = ws.onclose = ws.onerror = ignore
      try {
        ws.close()
      } catch {
        // already closed
      }
      resolve()
    }
    const send = (frame: Required<Omit<TFrame, 'ref'>> & { ref: string; join_ref?: string }) => ws.send(JSON.stringify(frame))

    const renew = setTimeout(end, Math.max(1000, join.expiresAt * 1000 - now() - RENEW_BEFORE_EXPIRY_MS))
    if (signal.aborted) return end()
    signal.addEventListener('abort', end, { once: true })

    const answered = () => {
      if (pending.size) return
      h.onReady({ rooms: join.ready.rooms.filter((r) => joined.has(r)), denied: [...join.ready.denied, ...refused] })
    }

    ws.onopen = () => {
      // Started once open: a socket still connecting cannot send, and its slowness is the connect timeout's business.
      heartbeat = setInterval(() => {
        // The last heartbeat was never answered: the connection is dead even if the socket has not noticed.
        if (heartbeatRef !== null) return end()
        heartbeatRef = nextRef()
        send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: heartbeatRef })
      }, opts.heartbeatMs ?? HEARTBEAT_MS)
      for (const room of join.ready.rooms) {
        const r = nextRef()
        pending.set(r, room)
        send({
          topic: `realtime:${room}`,
          event: 'phx_join',
          payload: {
            config: { broadcast: { self: false, ack: false }, presence: { key: '', enabled: false }, postgres_changes: [], private: true },
            access_token: join.token,
          },
          ref: r,
          join_ref: r,
        })
      }
      answered()
    }
    ws.onmessage = (e) => {
      let frame: TFrame
      try {
        frame = JSON.parse(String(e.data)) as TFrame
      } catch {
        return
      }
      const room = frame.topic?.startsWith('realtime:') ? frame.topic.slice('realtime:'.length) : null
      if (frame.event === 'phx_reply') {
        if (frame.ref && frame.ref === heartbeatRef) heartbeatRef = null
        const asked = frame.ref ? pending.get(frame.ref) : undefined
        if (asked === undefined) return
        pending.delete(frame.ref!)
        if (frame.payload?.status === 'ok') joined.add(asked)
        else refused.push({ room: asked, reason: REFUSED })
        return answered()
      }
      if (room === null || !joined.has(room)) return
      if (frame.event === 'broadcast') {
        const b = frame.payload as { event?: unknown; payload?: unknown } | undefined
        if (typeof b?.event === 'string') h.onEvent(b.event, b.payload as TRealtimeEnvelope)
        return
      }
      // The server closed or crashed a channel (e.g. the token expired): start over with a fresh join.
      if (frame.event === 'phx_close' || frame.event === 'phx_error') end()
    }
    ws.onclose = end
    ws.onerror = end
  })
}
