// The one re-fetch rule of a live order page (use-live-order.ts), against a fake realtime client and fake timers:
// a burst of events costs one load, events during a load one trailing load, a reconnect one load, a poll only while
// on, and a page that left joins nothing, leaves its room and ignores a late answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { unifiedOrderRoom, type RealtimeEventName } from '../../domain/realtime'
import type { RealtimeEvent, RealtimeStatus } from './client'
import { followLive, LIVE_ORDER_DEBOUNCE_MS, LIVE_ORDER_POLL_MS, orderLoadStatus } from './use-live-order'
import { ApiError } from '../graphql/api-error'

const ROOM = unifiedOrderRoom('42')
const EVENT = 'unified-order-search-status-changed' satisfies RealtimeEventName

function fakeClient() {
  const rooms = new Set<string>()
  const handlers = new Map<string, Set<(m: RealtimeEvent) => void>>()
  const statusCbs = new Set<(s: RealtimeStatus) => void>()
  const log: string[] = []
  const rt = {
    status: 'closed' as RealtimeStatus,
    get rooms() {
      return [...rooms]
    },
    join: (room: string) => (log.push(`join ${room}`), rooms.add(room), undefined),
    leave: (room: string) => (log.push(`leave ${room}`), rooms.delete(room), undefined),
    on(event: string, handler: (m: RealtimeEvent) => void) {
      let set = handlers.get(event)
      if (!set) handlers.set(event, (set = new Set()))
      set.add(handler)
      return () => void set.delete(handler)
    },
    onStatus(cb: (s: RealtimeStatus) => void) {
      statusCbs.add(cb)
      return () => void statusCbs.delete(cb)
    },
  }
  return {
    rt,
    log,
    emit: (event: RealtimeEventName, room = ROOM, data: unknown = null) => handlers.get(event)?.forEach((h) => h({ event, room, data })),
    setStatus(s: RealtimeStatus) {
      rt.status = s
      statusCbs.forEach((cb) => cb(s))
    },
    handlerCount: () => [...handlers.values()].reduce((n, s) => n + s.size, 0) + statusCbs.size,
  }
}

/** A load whose answers the test hands out one by one. */
function controlledLoad() {
  const pending: ((v: string) => void)[] = []
  let calls = 0
  const load = vi.fn(() => {
    calls++
    return new Promise<string>((resolve) => pending.push(resolve))
  })
  return { load, answer: (v: string) => pending.shift()?.(v), calls: () => calls, waiting: () => pending.length }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('followLive', () => {
  it('turns a burst of five events into one load', async () => {
    const c = fakeClient()
    const l = controlledLoad()
    const f = followLive({ rt: c.rt, load: l.load, onData: () => {}, events: [EVENT] })
    f.follow(ROOM)
    for (let i = 0; i < 5; i++) {
      c.emit(EVENT)
      await vi.advanceTimersByTimeAsync(LIVE_ORDER_DEBOUNCE_MS / 5)
    }
    await vi.advanceTimersByTimeAsync(LIVE_ORDER_DEBOUNCE_MS)
    expect(l.calls()).toBe(1)
    f.stop()
  })

  it('keeps one load on its way: five events during it cost one trailing load, whose answer is shown', async () => {
    const c = fakeClient()
    const l = controlledLoad()
    const shown: string[] = []
    const f = followLive({ rt: c.rt, load: l.load, onData: (d) => shown.push(d), events: [EVENT] })
    f.follow(ROOM)
    const first = f.refetch()
    expect(l.calls()).toBe(1)
    for (let i = 0; i < 5; i++) {
      c.emit(EVENT)
      await vi.advanceTimersByTimeAsync(LIVE_ORDER_DEBOUNCE_MS * 2)
    }
    // Still the one load: nothing overlaps it.
    expect(l.calls()).toBe(1)
    l.answer('v1')
    await flush()
    expect(l.calls()).toBe(2)
    l.answer('v2')
    await first
    await vi.advanceTimersByTimeAsync(LIVE_ORDER_DEBOUNCE_MS * 2)
    expect(l.calls()).toBe(2)
    expect(shown).toEqual(['v1', 'v2'])
    f.stop()
  })

  it('ignores events of other rooms and events the page does not accept', async () => {
    const c = fakeClient()
    const l = controlledLoad()
    const f = followLive({ rt: c.rt, load: l.load, onData: () => {}, events: [EVENT], accept: (m) => !(m.data as { messageId?: string } | null)?.messageId })
    f.follow(ROOM)
    c.emit(EVENT, unifiedOrderRoom('43'))
    c.emit(EVENT, ROOM, { messageId: '7' })
    await vi.advanceTimersByTimeAsync(LIVE_ORDER_DEBOUNCE_MS * 2)
    expect(l.calls()).toBe(0)
    c.emit(EVENT, ROOM, { messageId: null })
    await vi.advanceTimersByTimeAsync(LIVE_ORDER_DEBOUNCE_MS * 2)
    expect(l.calls()).toBe(1)
    f.stop()
  })

  it('loads once after a reconnect, not on the first open', async () => {
    const c = fakeClient()
    const l = controlledLoad()
    const f = followLive({ rt: c.rt, load: l.load, onData: () => {}, events: [EVENT] })
    f.follow(ROOM)
    c.setStatus('connecting')
    c.setStatus('open')
    await vi.advanceTimersByTimeAsync(LIVE_ORDER_DEBOUNCE_MS * 2)
    expect(l.calls()).toBe(0)
    c.setStatus('closed')
    c.setStatus('connecting')
    c.setStatus('open')
    await vi.advanceTimersByTimeAsync(LIVE_ORDER_DEBOUNCE_MS * 2)
    expect(l.calls()).toBe(1)
    f.stop()
  })

  it('counts a drop of a connection that was already open when the room was borrowed', async () => {
    const c = fakeClient()
    c.rt.join(ROOM)
    c.setStatus('open')
    const l = controlledLoad()
    const f = followLive({ rt: c.rt, load: l.load, onData: () => {}, events: [EVENT] })
    f.follow(ROOM)
    c.setStatus('closed')
    c.setStatus('open')
    await vi.advanceTimersByTimeAsync(LIVE_ORDER_DEBOUNCE_MS * 2)
    expect(l.calls()).toBe(1)
    f.stop()
    // Someone else had joined it: theirs to leave.
    expect(c.rt.rooms).toEqual([ROOM])
  })

  it('polls only while asked to', async () => {
    const c = fakeClient()
    const load = vi.fn(async () => 'x')
    const f = followLive({ rt: c.rt, load, onData: () => {}, events: [EVENT] })
    f.poll(true)
    await vi.advanceTimersByTimeAsync(LIVE_ORDER_POLL_MS * 3)
    expect(load).toHaveBeenCalledTimes(3)
    f.poll(false)
    await vi.advanceTimersByTimeAsync(LIVE_ORDER_POLL_MS * 3)
    expect(load).toHaveBeenCalledTimes(3)
    f.stop()
  })

  it('on stop leaves the room, unsubscribes, and ignores the answer still on its way', async () => {
    const c = fakeClient()
    const l = controlledLoad()
    const shown: string[] = []
    const errors: unknown[] = []
    const f = followLive({ rt: c.rt, load: l.load, onData: (d) => shown.push(d), onError: (e) => errors.push(e), events: [EVENT] })
    f.follow(ROOM)
    f.poll(true)
    void f.refetch()
    f.stop()
    expect(c.log).toEqual([`join ${ROOM}`, `leave ${ROOM}`])
    expect(c.handlerCount()).toBe(0)
    l.answer('late')
    await flush()
    c.emit(EVENT)
    await vi.advanceTimersByTimeAsync(LIVE_ORDER_POLL_MS * 2)
    expect(shown).toEqual([])
    expect(errors).toEqual([])
    expect(l.calls()).toBe(1)
  })

  it('drops an answer older than a replace(), and a failure of it too', async () => {
    const c = fakeClient()
    const l = controlledLoad()
    const shown: string[] = []
    const f = followLive({ rt: c.rt, load: l.load, onData: (d) => shown.push(d), events: [EVENT] })
    void f.refetch()
    f.invalidate()
    l.answer('stale')
    await flush()
    expect(shown).toEqual([])
    void f.refetch()
    l.answer('fresh')
    await flush()
    expect(shown).toEqual(['fresh'])
    f.stop()
  })

  it('keeps a room two pages follow until both have left, and moves to a new room', () => {
    const c = fakeClient()
    const a = followLive({ rt: c.rt, load: async () => 1, onData: () => {}, events: [EVENT] })
    const b = followLive({ rt: c.rt, load: async () => 1, onData: () => {}, events: [EVENT] })
    a.follow(ROOM)
    b.follow(ROOM)
    a.stop()
    expect(c.rt.rooms).toEqual([ROOM])
    const other = unifiedOrderRoom('43')
    b.follow(other)
    expect(c.rt.rooms).toEqual([other])
    b.stop()
    expect(c.log).toEqual([`join ${ROOM}`, `leave ${ROOM}`, `join ${other}`, `leave ${other}`])
  })
})

describe('orderLoadStatus', () => {
  it('is loading, ready, missing (null or a bad address) or failed, and keeps an order shown when a later load fails', () => {
    expect(orderLoadStatus({ data: undefined, error: null })).toBe('loading')
    expect(orderLoadStatus({ data: { id: 1 }, error: null })).toBe('ready')
    expect(orderLoadStatus({ data: null, error: null })).toBe('missing')
    expect(orderLoadStatus({ data: undefined, error: new ApiError('NOT_FOUND', 'нет') })).toBe('missing')
    expect(orderLoadStatus({ data: undefined, error: new ApiError('NETWORK', 'нет сети') })).toBe('failed')
    expect(orderLoadStatus({ data: { id: 1 }, error: new ApiError('NETWORK', 'нет сети') })).toBe('ready')
  })
})
