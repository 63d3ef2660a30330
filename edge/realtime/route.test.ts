import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createParser, type EventSourceMessage } from 'eventsource-parser'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { aiEssayOrderRoom, MASS_ALERT_ROOM, unifiedOrderRoom, userRoom, type TRealtimeReady } from '../../domain/realtime'
import { createApp } from '../app'
import { issueToken } from '../auth/token'
import type { AppDeps } from '../context'
import { createLogger } from '../log'
import { readSettings } from '../settings'
import { startRealtimeHub } from './hub'
import { testPorts } from '../../tests/helpers/app-deps'
import { createAppCaches } from '../runtime/app-caches'

const GUEST = 'guest-fingerprint-aaaa'
const OTHER_GUEST = 'guest-fingerprint-bbbb'

let t: TestDb
let deps: AppDeps
let app: ReturnType<typeof createApp>
let activeSubscriptions = 0
const ids = { alice: '', bob: '', aliceEssay: '', bobEssay: '', guestEssay: '', aliceUnified: '', otherGuestUnified: '' }

beforeAll(async () => {
  t = await testDb()
  const log = createLogger('silent')
  const hub = await startRealtimeHub(t.db, log)
  // Counts live subscriptions, so the test can see a closed stream let go of its rooms.
  const realtime: AppDeps['realtime'] = {
    ...hub,
    subscribe(rooms, onMessage, onStop) {
      activeSubscriptions++
      const off = hub.subscribe(rooms, onMessage, onStop)
      return () => {
        activeSubscriptions--
        off()
      }
    },
  }
  const settings = readSettings({ APP_ENV: 'test' })
  deps = { settings, db: t.db, realtime, log, ports: testPorts(settings, t.db), caches: createAppCaches() }
  app = createApp(deps)
  const one = async (sql: string, params: unknown[]) => String((await t.db.query<{ id: unknown }>(sql, params))[0]?.id)
  ids.alice = await one('insert into public.users (name) values ($1) returning id', ['Алиса'])
  ids.bob = await one('insert into public.users (name) values ($1) returning id', ['Боб'])
  ids.aliceEssay = await one('with u as (insert into public.unified_orders (user_id, type_id) values ($1, 5) returning id) insert into public.ai_essay_orders (user_id, unified_order_id) select $1, id from u returning id', [ids.alice])
  ids.bobEssay = await one('with u as (insert into public.unified_orders (user_id, type_id) values ($1, 5) returning id) insert into public.ai_essay_orders (user_id, unified_order_id) select $1, id from u returning id', [ids.bob])
  ids.guestEssay = await one('with u as (insert into public.unified_orders (guest_fingerprint, type_id) values ($1, 5) returning id) insert into public.ai_essay_orders (guest_fingerprint, unified_order_id) select $1, id from u returning id', [GUEST])
  ids.aliceUnified = await one('insert into public.unified_orders (user_id, type_id) values ($1, 1) returning id', [ids.alice])
  ids.otherGuestUnified = await one('insert into public.unified_orders (guest_fingerprint, type_id) values ($1, 1) returning id', [OTHER_GUEST])
})
afterAll(async () => {
  await deps?.realtime.stop()
  await t?.dispose()
})

const tokenFor = (userId: string) => issueToken({ userId, secret: deps.settings.APP_JWT_SECRET })

function post(body: unknown, headers: Record<string, string> = {}) {
  return app.request('/api/realtime', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** Reads SSE events off a response body; `next()` resolves with the next event, `close()` cancels the body. */
function sse(res: Response) {
  const queue: EventSourceMessage[] = []
  const comments: string[] = []
  const parser = createParser({ onEvent: (e) => queue.push(e), onComment: (c) => comments.push(c) })
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  return {
    comments,
    async next(until: () => boolean = () => queue.length > 0): Promise<EventSourceMessage> {
      const deadline = Date.now() + 5000
      while (!until()) {
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no SSE event in time')), deadline - Date.now())),
        ])
        if (chunk.done) throw new Error('stream ended')
        parser.feed(decoder.decode(chunk.value, { stream: true }))
      }
      return queue.shift()!
    },
    /** Reads until a comment line arrives. */
    async nextComment(): Promise<string> {
      const seen = comments.length
      await this.next(() => comments.length > seen).catch(() => {})
      if (comments.length === seen) throw new Error('no comment in time')
      return comments[seen]!
    },
    close: () => reader.cancel(),
  }
}

async function openStream(rooms: string[], headers: Record<string, string> = {}) {
  const res = await post({ rooms }, headers)
  expect(res.status).toBe(200)
  const stream = sse(res)
  const first = await stream.next()
  expect(first.event).toBe('ready')
  return { res, stream, ready: JSON.parse(first.data) as TRealtimeReady }
}

describe('POST /api/realtime', () => {
  it('answers an event stream that starts with ready', async () => {
    const { res, stream, ready } = await openStream([MASS_ALERT_ROOM])
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('x-accel-buffering')).toBe('no')
    expect(ready).toEqual({ rooms: [MASS_ALERT_ROOM], denied: [] })
    await stream.close()
  })

  it('joins a client to its own rooms and denies another user’s', async () => {
    const { stream, ready } = await openStream(
      [
        MASS_ALERT_ROOM,
        userRoom(ids.alice),
        userRoom(ids.bob),
        aiEssayOrderRoom(ids.aliceEssay),
        aiEssayOrderRoom(ids.bobEssay),
        aiEssayOrderRoom(ids.guestEssay),
        unifiedOrderRoom(ids.aliceUnified),
        unifiedOrderRoom(ids.otherGuestUnified),
        aiEssayOrderRoom('999999'),
      ],
      { authorization: `Bearer ${await tokenFor(ids.alice)}` },
    )
    expect(ready.rooms).toEqual([MASS_ALERT_ROOM, userRoom(ids.alice), aiEssayOrderRoom(ids.aliceEssay), unifiedOrderRoom(ids.aliceUnified)])
    expect(ready.denied.map((d) => d.room)).toEqual([
      userRoom(ids.bob),
      aiEssayOrderRoom(ids.bobEssay),
      aiEssayOrderRoom(ids.guestEssay),
      unifiedOrderRoom(ids.otherGuestUnified),
      aiEssayOrderRoom('999999'),
    ])
    for (const d of ready.denied) expect(d.reason).toMatch(/[а-я]/)
    await stream.close()
  })

  it('joins a guest to its own order by fingerprint only', async () => {
    const rooms = [aiEssayOrderRoom(ids.guestEssay), unifiedOrderRoom(ids.otherGuestUnified), userRoom(ids.alice)]
    const mine = await openStream(rooms, { 'x-fingerprint': GUEST })
    expect(mine.ready.rooms).toEqual([aiEssayOrderRoom(ids.guestEssay)])
    expect(mine.ready.denied.map((d) => d.room)).toEqual([unifiedOrderRoom(ids.otherGuestUnified), userRoom(ids.alice)])
    await mine.stream.close()
    const other = await openStream(rooms, { 'x-fingerprint': OTHER_GUEST })
    expect(other.ready.rooms).toEqual([unifiedOrderRoom(ids.otherGuestUnified)])
    await other.stream.close()
    const nobody = await openStream(rooms)
    expect(nobody.ready.rooms).toEqual([])
    await nobody.stream.close()
  })

  it('streams events published to a joined room, and only those', async () => {
    const { stream } = await openStream([aiEssayOrderRoom(ids.aliceEssay), aiEssayOrderRoom(ids.bobEssay)], {
      authorization: `Bearer ${await tokenFor(ids.alice)}`,
    })
    await t.db.transaction(async (tx) => {
      await deps.realtime.publish(tx, { room: aiEssayOrderRoom(ids.bobEssay), event: 'ai-essay-order-changed', data: { id: 'bob' } })
      await deps.realtime.publish(tx, { room: aiEssayOrderRoom(ids.aliceEssay), event: 'ai-essay-order-changed', data: { id: 'alice' } })
    })
    const event = await stream.next()
    expect(event.event).toBe('ai-essay-order-changed')
    expect(JSON.parse(event.data)).toEqual({ room: aiEssayOrderRoom(ids.aliceEssay), data: { id: 'alice' } })
    await stream.close()
  })

  it('sends a keep-alive comment every 25 seconds', async () => {
    // Only intervals are faked: the database and the stream keep their real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const { stream } = await openStream([MASS_ALERT_ROOM])
      vi.advanceTimersByTime(24_999)
      expect(stream.comments).toEqual([])
      vi.advanceTimersByTime(1)
      expect(await stream.nextComment()).toBe('keep-alive')
      await stream.close()
    } finally {
      vi.useRealTimers()
    }
  })

  it('lets go of the rooms when the client goes away', async () => {
    const before = activeSubscriptions
    const { stream } = await openStream([MASS_ALERT_ROOM])
    expect(activeSubscriptions).toBe(before + 1)
    await stream.close()
    await expect.poll(() => activeSubscriptions, { timeout: 2000 }).toBe(before)
  })

  it('ends the stream when the hub stops', async () => {
    const log = createLogger('silent')
    const hub = await startRealtimeHub(t.db, log)
    const local = createApp({ ...deps, realtime: hub })
    const res = await local.request('/api/realtime', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rooms: [MASS_ALERT_ROOM] }),
    })
    const stream = sse(res)
    expect((await stream.next()).event).toBe('ready')
    await hub.stop()
    await expect(stream.next()).rejects.toThrow('stream ended')
  })

  it('answers 400 in Russian for malformed JSON, a bad room or too many rooms', async () => {
    const cases: [unknown, RegExp][] = [
      ['{"rooms": [', /Некорректный JSON/],
      [{ rooms: ['App.Models.Lobby'] }, /Неверное имя комнаты «App\.Models\.Lobby»/],
      [{ rooms: [] }, /хотя бы одну комнату/],
      [{ rooms: 'App.Models.MassAlert' }, /rooms должно быть списком/],
      [{ rooms: Array.from({ length: 51 }, (_, i) => aiEssayOrderRoom(i + 1)) }, /Не больше 50 комнат/],
    ]
    for (const [body, message] of cases) {
      const res = await post(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(message)
    }
  })
})

describe('POST /dev/realtime/publish', () => {
  it('pushes an event into open streams', async () => {
    const { stream } = await openStream([MASS_ALERT_ROOM])
    const res = await app.request('/dev/realtime/publish', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ room: MASS_ALERT_ROOM, event: 'mass-alert-changed', data: { text: 'Привет' } }),
    })
    expect(res.status).toBe(200)
    const event = await stream.next()
    expect(event.event).toBe('mass-alert-changed')
    expect(JSON.parse(event.data)).toEqual({ room: MASS_ALERT_ROOM, data: { text: 'Привет' } })
    await stream.close()
  })

  it('answers 400 listing valid names for an unknown event', async () => {
    const res = await app.request('/dev/realtime/publish', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ room: MASS_ALERT_ROOM, event: 'MassAlertChanged' }),
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { message: string; validEvents: string[] } }
    expect(body.error.message).toMatch(/Неизвестное событие «MassAlertChanged».*mass-alert-changed/)
    expect(body.error.validEvents).toContain('ai-presentation-order-changed')
  })
})
