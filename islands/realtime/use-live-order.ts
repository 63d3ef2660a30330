// "Follow an order live", once for every product's order page: the order is loaded, its room joined on the page's one
// realtime connection (shared.ts), and every named event in that room re-reads it by ONE rule:
// - events are coalesced: a burst within LIVE_ORDER_DEBOUNCE_MS costs one load, at most one load is on its way, and
//   events that arrive during it cost one trailing load after it;
// - a reconnect (the stream back 'open' after a drop) re-reads it too, since events may have been missed meanwhile;
// - while the order is in a working state (the product says which), a poll every LIVE_ORDER_POLL_MS covers a missed event;
// - an answer that arrives after the page left, or after a newer one (a mutation's answer via replace()), is dropped.
// Rooms are counted here, so two islands following one room (the task page and its AI chat) do not leave it for each
// other, and a room someone else had joined before (the session's personal room) is never left.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { RealtimeEventName } from '../../domain/realtime'
import { ApiError } from '../graphql/api-error'
import type { RealtimeClient, RealtimeEvent } from './client'
import { sharedRealtime } from './shared'

/** Events closer together than this cost one load. */
export const LIVE_ORDER_DEBOUNCE_MS = 250
/** The safety poll while the server works on the order. */
export const LIVE_ORDER_POLL_MS = 4000

type TLiveClient = Pick<RealtimeClient, 'join' | 'leave' | 'on' | 'onStatus' | 'rooms' | 'status'>

export type TLiveFollowOptions<T> = {
  rt: TLiveClient
  /** Reads the order; never called again before its previous call settled. */
  load: () => Promise<T>
  /** A current answer (not one that came after stop() or after a newer answer). */
  onData: (data: T) => void
  onError?: (error: unknown) => void
  events: readonly RealtimeEventName[]
  /** Which events of the room concern this page (the AI chats leave the stream's batch notices to the stream). */
  accept?: (msg: RealtimeEvent) => boolean
  /** Runs at once for every accepted event, before the coalesced load (the orders list patches a badge). */
  onEvent?: (msg: RealtimeEvent) => void
}

export type TLiveFollow = {
  /** Loads now (coalesced with a load on its way); resolves once an answer newer than the call has been handled. */
  refetch: () => Promise<void>
  /** A newer answer came from elsewhere (a mutation): drops the answer of any load on its way. */
  invalidate: () => void
  /** The room to follow, or null; a change leaves the previous one. */
  follow: (room: string | null) => void
  /** Polls while on. */
  poll: (on: boolean) => void
  /** Leaves the room, stops the timers and drops every answer still on its way. */
  stop: () => void
}

// Who holds which room through this module, per client: joined on the first hold, left on the last release, unless the
// room was already joined by someone else (then it is theirs to leave).
const holds = new WeakMap<TLiveClient, Map<string, { count: number; borrowed: boolean }>>()

function hold(rt: TLiveClient, room: string): boolean {
  let rooms = holds.get(rt)
  if (!rooms) holds.set(rt, (rooms = new Map()))
  const held = rooms.get(room)
  if (held) {
    held.count++
    return false
  }
  const borrowed = rt.rooms.includes(room)
  rooms.set(room, { count: 1, borrowed })
  if (!borrowed) rt.join(room)
  return !borrowed
}

function release(rt: TLiveClient, room: string) {
  const rooms = holds.get(rt)
  const held = rooms?.get(room)
  if (!rooms || !held) return
  if (--held.count > 0) return
  rooms.delete(room)
  if (!held.borrowed) rt.leave(room)
}

/** The rule itself, without React (useLiveOrder wraps it; the orders list uses it for the client's room). */
export function followLive<T>(o: TLiveFollowOptions<T>): TLiveFollow {
  let stopped = false
  let seq = 0
  let again = false
  let running: Promise<void> | null = null
  let debounce: ReturnType<typeof setTimeout> | undefined
  let poller: ReturnType<typeof setInterval> | undefined
  let room: string | null = null
  // Transitions to 'open' seen since the room was joined; the second and later ones are reconnects.
  let opens = 0

  async function loadOnce() {
    const mine = ++seq
    try {
      const data = await o.load()
      if (!stopped && mine === seq) o.onData(data)
    } catch (e) {
      if (!stopped && mine === seq) o.onError?.(e)
    }
  }

  function refetch(): Promise<void> {
    if (stopped) return Promise.resolve()
    again = true
    running ??= (async () => {
      try {
        while (again && !stopped) {
          again = false
          await loadOnce()
        }
      } finally {
        running = null
      }
    })()
    return running
  }

  function soon() {
    if (stopped || debounce !== undefined) return
    debounce = setTimeout(() => {
      debounce = undefined
      void refetch()
    }, LIVE_ORDER_DEBOUNCE_MS)
  }

  const offs = o.events.map((event) =>
    o.rt.on(event, (msg) => {
      if (stopped || !room || msg.room !== room || (o.accept && !o.accept(msg))) return
      o.onEvent?.(msg)
      soon()
    }),
  )
  offs.push(
    o.rt.onStatus((status) => {
      if (stopped || !room || status !== 'open') return
      if (++opens > 1) soon()
    }),
  )

  return {
    refetch,
    invalidate: () => void seq++,
    follow(next) {
      if (stopped || next === room) return
      if (room) release(o.rt, room)
      room = next
      if (!room) return
      // A room already on the connection brings no reconnect: its next 'open' is after a drop.
      const joined = hold(o.rt, room)
      opens = !joined && o.rt.status === 'open' ? 1 : 0
    },
    poll(on) {
      if (stopped || on === (poller !== undefined)) return
      if (on) poller = setInterval(() => void refetch(), LIVE_ORDER_POLL_MS)
      else {
        clearInterval(poller)
        poller = undefined
      }
    },
    stop() {
      if (stopped) return
      stopped = true
      clearTimeout(debounce)
      clearInterval(poller)
      offs.forEach((off) => off())
      if (room) release(o.rt, room)
      room = null
    },
  }
}

export type TLiveOrderOptions<T> = {
  /** The order followed; another id starts over. */
  id: string
  load: () => Promise<T>
  /** The room to follow, from what was loaded so far (undefined before the first answer); null: none yet. */
  room: (data: T | undefined) => string | null
  events: readonly RealtimeEventName[]
  accept?: (msg: RealtimeEvent) => boolean
  /** Whether the order is in a working state that wants the safety poll. */
  pollWhile?: (data: T) => boolean
  /** False: nothing is loaded or joined (a signed-out visitor about to be sent to sign in). */
  enabled?: boolean
}

export type TLiveOrder<T> = {
  /** The newest answer; undefined until the first one. */
  data: T | undefined
  /** The last load's failure; null once a load succeeds. */
  error: unknown
  refetch: () => Promise<void>
  /** A mutation's answer is the newest order: shows it and drops any older load still on its way. */
  replace: (data: T) => void
  /** A change made here to what is shown (streamed text), kept until the next load. */
  patch: (change: (data: T) => T) => void
}

export function useLiveOrder<T>(o: TLiveOrderOptions<T>): TLiveOrder<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown }>({ data: undefined, error: null })
  const [live, setLive] = useState<TLiveFollow | null>(null)
  const latest = useRef(o)
  latest.current = o
  const enabled = o.enabled ?? true

  useEffect(() => {
    if (!enabled) return
    const f = followLive({
      rt: sharedRealtime(),
      load: () => latest.current.load(),
      onData: (data) => setState({ data, error: null }),
      onError: (error) => setState((s) => ({ data: s.data, error })),
      events: latest.current.events,
      accept: (msg) => latest.current.accept?.(msg) ?? true,
    })
    setLive(f)
    void f.refetch()
    return () => {
      f.stop()
      setLive((cur) => (cur === f ? null : cur))
    }
  }, [o.id, enabled])

  const room = live ? o.room(state.data) : null
  useEffect(() => live?.follow(room), [live, room])

  const polling = live !== null && state.data !== undefined && Boolean(o.pollWhile?.(state.data))
  useEffect(() => live?.poll(polling), [live, polling])

  const refetch = useCallback(() => live?.refetch() ?? Promise.resolve(), [live])
  const replace = useCallback(
    (data: T) => {
      live?.invalidate()
      setState({ data, error: null })
    },
    [live],
  )
  const patch = useCallback((change: (data: T) => T) => setState((s) => (s.data === undefined ? s : { ...s, data: change(s.data) })), [])

  return { data: state.data, error: state.error, refetch, replace, patch }
}

export type TOrderLoadStatus = 'loading' | 'ready' | 'missing' | 'failed'

/** An address that names no order (not a number, say) is a missing order, not a failed load. */
const namesNoOrder = (e: unknown) => e instanceof ApiError && (e.code === 'BAD_REQUEST' || e.code === 'NOT_FOUND')

/** The page's state for a load answering the order or null (none): an order once shown stays when a later load fails. */
export function orderLoadStatus(live: { data: unknown; error: unknown }): TOrderLoadStatus {
  if (live.data) return 'ready'
  if (live.error) return namesNoOrder(live.error) ? 'missing' : 'failed'
  return live.data === null ? 'missing' : 'loading'
}
