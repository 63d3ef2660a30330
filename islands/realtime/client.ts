// Browser realtime client: one fetch-based SSE connection for all joined rooms, reconnecting like the spec's socket.
// When the server answers the join with JSON instead (Workers with Supabase Realtime), the same connection runs over
// Supabase's websocket (supabase-socket.ts); islands see the same rooms, events and statuses either way.
import { createParser, type EventSourceMessage } from 'eventsource-parser'
import {
  assertEventName,
  canonicalRoom,
  CONNECT_TIMEOUT_MS,
  isRealtimeEventName,
  READY_EVENT,
  reconnectDelay,
  ROOM_FORMAT_HINT,
  type RealtimeEventName,
  type TRealtimeEnvelope,
  type TRealtimeReady,
  type TRealtimeSocketJoin,
} from '../../domain/realtime'
import type { TWebSocketCtor } from './supabase-socket'

export type RealtimeStatus = 'connecting' | 'open' | 'closed'
export type RealtimeEvent = { event: RealtimeEventName; room: string; data: unknown }
type RealtimeHandler = (msg: RealtimeEvent) => void
type Maybe<T> = T | null | undefined | Promise<T | null | undefined>

export type RealtimeClientOptions = {
  url?: string
  getToken?: () => Maybe<string>
  getFingerprint?: () => Maybe<string>
  fetch?: typeof globalThis.fetch
  random?: () => number
  /** Spec value by default; tests shorten it. */
  connectTimeoutMs?: number
  /** For the Supabase transport; the browser's own WebSocket by default. */
  WebSocket?: TWebSocketCtor
  /** Supabase transport heartbeat; tests shorten it. */
  heartbeatMs?: number
}

export interface RealtimeClient {
  join(room: string): void
  leave(room: string): void
  /** Unknown event names throw the error listing valid names. Returns unsubscribe. */
  on(event: string, handler: RealtimeHandler): () => void
  onStatus(cb: (status: RealtimeStatus) => void): () => void
  /** Each (re)connection's answer: which rooms were joined and which were denied, with reasons. */
  onReady(cb: (ready: TRealtimeReady) => void): () => void
  /** Reconnects now with the current rooms, e.g. after sign-in or sign-out changed the token. */
  reconnect(): void
  readonly status: RealtimeStatus
  readonly rooms: readonly string[]
  close(): void
}

// Joins and leaves that arrive together (a page mounting several islands) cost one reconnect.
const ROOM_CHANGE_DEBOUNCE_MS = 50

export function createRealtimeClient(opts: RealtimeClientOptions = {}): RealtimeClient {
  const url = opts.url ?? '/api/realtime'
  // Through a closure: browsers throw "Illegal invocation" when window.fetch is called with another `this`.
  const doFetch = opts.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
  const random = opts.random ?? Math.random
  const timeoutMs = opts.connectTimeoutMs ?? CONNECT_TIMEOUT_MS

  const rooms = new Set<string>()
  const handlers = new Map<string, Set<RealtimeHandler>>()
  const statusListeners = new Set<(s: RealtimeStatus) => void>()
  const readyListeners = new Set<(r: TRealtimeReady) => void>()
  let status: RealtimeStatus = 'closed'
  let closed = false
  let attempt = 0
  // Bumped whenever a connection is abandoned, so its late callbacks are ignored.
  let generation = 0
  let current: { abort: AbortController; roomsKey: string } | null = null
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let debounceTimer: ReturnType<typeof setTimeout> | undefined

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return
    status = next
    for (const cb of [...statusListeners]) cb(next)
  }

  const dropConnection = () => {
    generation++
    current?.abort.abort()
    current = null
  }

  function handleReady(ready: TRealtimeReady, markReady: () => void) {
    markReady()
    attempt = 0
    setStatus('open')
    for (const cb of [...readyListeners]) cb(ready)
  }

  function handleEvent(event: string, envelope: TRealtimeEnvelope) {
    // A newer server may send events this bundle does not know yet; they are not errors here.
    if (!event || !isRealtimeEventName(event)) return
    const { room, data } = envelope ?? ({} as TRealtimeEnvelope)
    for (const handler of [...(handlers.get(event) ?? [])]) {
      try {
        handler({ event, room, data })
      } catch (e) {
        console.error(`realtime: handler for ${event} failed`, e)
      }
    }
  }

  function dispatch(msg: EventSourceMessage, markReady: () => void) {
    let payload: unknown
    try {
      payload = JSON.parse(msg.data)
    } catch {
      return
    }
    if (msg.event === READY_EVENT) return handleReady(payload as TRealtimeReady, markReady)
    if (msg.event) handleEvent(msg.event, payload as TRealtimeEnvelope)
  }

  async function stream(gen: number, signal: AbortSignal, roomList: string[], markReady: () => void) {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' }
    const token = await opts.getToken?.()
    if (token) headers.authorization = `Bearer ${token}`
    const fingerprint = await opts.getFingerprint?.()
    if (fingerprint) headers['x-fingerprint'] = fingerprint
    const res = await doFetch(url, { method: 'POST', headers, body: JSON.stringify({ rooms: roomList }), signal })
    if (!res.ok || !res.body) {
      res.body?.cancel().catch(() => {})
      throw new Error(`realtime: HTTP ${res.status}`)
    }
    if (res.headers.get('content-type')?.startsWith('application/json')) {
      const join = (await res.json()) as TRealtimeSocketJoin
      if (join.transport !== 'supabase') throw new Error('realtime: unknown transport')
      const live = () => gen === generation
      // Loaded only where the server runs on Supabase Realtime, so SSE pages do not carry it.
      const { runSupabaseSocket } = await import('./supabase-socket')
      return runSupabaseSocket(
        join,
        signal,
        { onReady: (ready) => live() && handleReady(ready, markReady), onEvent: (event, envelope) => live() && handleEvent(event, envelope) },
        { WebSocket: opts.WebSocket, heartbeatMs: opts.heartbeatMs },
      )
    }
    const parser = createParser({ onEvent: (msg) => gen === generation && dispatch(msg, markReady) })
    const reader = res.body.getReader()
    const decoder = new TextDecoder()
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        parser.feed(decoder.decode(value, { stream: true }))
      }
    } finally {
      reader.cancel().catch(() => {})
    }
  }

  function connect() {
    clearTimeout(retryTimer)
    retryTimer = undefined
    const roomList = [...rooms].sort()
    const roomsKey = roomList.join('\n')
    if (current && current.roomsKey === roomsKey && !closed) return
    dropConnection()
    if (closed || roomList.length === 0) return setStatus('closed')
    const gen = generation
    const abort = new AbortController()
    current = { abort, roomsKey }
    setStatus('connecting')
    const timeout = setTimeout(() => abort.abort(new Error('realtime: no ready event in time')), timeoutMs)
    stream(gen, abort.signal, roomList, () => clearTimeout(timeout))
      .catch(() => {})
      .finally(() => {
        clearTimeout(timeout)
        if (gen !== generation) return
        current = null
        setStatus('closed')
        retryTimer = setTimeout(connect, reconnectDelay(attempt++, random()))
      })
  }

  function roomsChanged() {
    // A pending retry already reconnects with the full, updated room list, and keeps its backoff.
    if (retryTimer !== undefined || closed) return
    clearTimeout(debounceTimer)
    debounceTimer = setTimeout(() => {
      debounceTimer = undefined
      if (retryTimer === undefined) connect()
    }, ROOM_CHANGE_DEBOUNCE_MS)
  }

  const canonical = (room: string) => {
    const name = canonicalRoom(room)
    if (!name) throw new Error(`Неверное имя комнаты «${room}». Ожидается: ${ROOM_FORMAT_HINT}`)
    return name
  }

  return {
    join(room) {
      const name = canonical(room)
      if (rooms.has(name)) return
      rooms.add(name)
      roomsChanged()
    },
    leave(room) {
      if (rooms.delete(canonical(room))) roomsChanged()
    },
    on(event, handler) {
      assertEventName(event)
      let set = handlers.get(event)
      if (!set) handlers.set(event, (set = new Set()))
      set.add(handler)
      return () => void set.delete(handler)
    },
    onStatus(cb) {
      statusListeners.add(cb)
      return () => void statusListeners.delete(cb)
    },
    onReady(cb) {
      readyListeners.add(cb)
      return () => void readyListeners.delete(cb)
    },
    reconnect() {
      if (closed) return
      dropConnection()
      connect()
    },
    get status() {
      return status
    },
    get rooms() {
      return [...rooms]
    },
    close() {
      closed = true
      clearTimeout(retryTimer)
      clearTimeout(debounceTimer)
      retryTimer = debounceTimer = undefined
      dropConnection()
      setStatus('closed')
    },
  }
}
