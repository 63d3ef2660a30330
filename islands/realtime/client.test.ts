import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { serve } from '@hono/node-server'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { createApp } from '../../edge/app'
import { issueToken } from '../../edge/auth/token'
import type { AppDeps } from '../../edge/context'
import { createLogger } from '../../edge/log'
import { startRealtimeHub } from '../../edge/realtime/hub'
import { readSettings } from '../../edge/settings'
import { aiEssayOrderRoom, MASS_ALERT_ROOM, REALTIME_EVENTS, unifiedOrderRoom, type TRealtimeReady } from '../../domain/realtime'
import { createRealtimeClient, type RealtimeClient, type RealtimeEvent, type RealtimeStatus } from './client'
import { testPorts } from '../../tests/helpers/app-deps'
import { createAppCaches } from '../../edge/runtime/app-caches'

let t: TestDb
let deps: AppDeps
let server: Server | undefined
let port = 0
let aliceId = ''
let aliceEssay = ''
const clients: RealtimeClient[] = []

function listen(onPort = 0) {
  return new Promise<void>((resolve) => {
    server = serve({ fetch: createApp(deps).fetch, port: onPort, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      port = info.port
      resolve()
    }) as Server
  })
}

function dropServer() {
  const s = server
  server = undefined
  if (!s) return Promise.resolve()
  s.closeAllConnections()
  return new Promise<void>((resolve) => s.close(() => resolve()))
}

beforeAll(async () => {
  t = await testDb()
  const log = createLogger('silent')
  const settings = readSettings({ APP_ENV: 'test' })
  deps = { settings, db: t.db, realtime: await startRealtimeHub(t.db, log), log, ports: testPorts(settings, t.db), caches: createAppCaches() }
  aliceId = String((await t.db.query<{ id: string }>(`insert into public.users (name) values ('Алиса') returning id`))[0]?.id)
  aliceEssay = String((await t.db.query<{ id: string }>('with u as (insert into public.unified_orders (user_id, type_id) values ($1, 5) returning id) insert into public.ai_essay_orders (user_id, unified_order_id) select $1, id from u returning id', [aliceId]))[0]?.id)
  await listen()
})
afterEach(() => {
  clients.splice(0).forEach((c) => c.close())
})
afterAll(async () => {
  await dropServer()
  await deps?.realtime.stop()
  await t?.dispose()
})

/** A client against the running server that records what it sees. */
function recordingClient(opts: Parameters<typeof createRealtimeClient>[0] = {}) {
  const client = createRealtimeClient({ url: `http://127.0.0.1:${port}/api/realtime`, ...opts })
  clients.push(client)
  const events: RealtimeEvent[] = []
  const readies: TRealtimeReady[] = []
  const statuses: RealtimeStatus[] = []
  for (const name of REALTIME_EVENTS) client.on(name, (e) => events.push(e))
  client.onReady((r) => readies.push(r))
  client.onStatus((s) => statuses.push(s))
  return { client, events, readies, statuses }
}

async function publishOverHttp(room: string, event: string, data: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}/dev/realtime/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ room, event, data }),
  })
  expect(res.status).toBe(200)
}

describe('realtime client against the real server', () => {
  it('joins rooms with its token and receives a published event', async () => {
    const token = await issueToken({ userId: aliceId, secret: deps.settings.APP_JWT_SECRET })
    const rec = recordingClient({ getToken: () => token, getFingerprint: () => 'browser-fingerprint-1' })
    rec.client.join(MASS_ALERT_ROOM)
    rec.client.join(aiEssayOrderRoom(aliceEssay))
    await vi.waitFor(() => expect(rec.readies).toHaveLength(1))
    // Both joins in one tick cost a single connection.
    expect(rec.readies[0]).toEqual({ rooms: [MASS_ALERT_ROOM, aiEssayOrderRoom(aliceEssay)].sort(), denied: [] })
    expect(rec.client.status).toBe('open')

    await publishOverHttp(aiEssayOrderRoom(aliceEssay), 'ai-essay-order-changed', { status: 'DONE' })
    await vi.waitFor(() => expect(rec.events).toHaveLength(1))
    expect(rec.events[0]).toEqual({ event: 'ai-essay-order-changed', room: aiEssayOrderRoom(aliceEssay), data: { status: 'DONE' } })
    expect(rec.statuses).toEqual(['connecting', 'open'])
  })

  it('reconnects after the server goes away and rejoins all its rooms', async () => {
    const rec = recordingClient({ getFingerprint: () => 'browser-fingerprint-2' })
    rec.client.join(MASS_ALERT_ROOM)
    rec.client.join(unifiedOrderRoom(77))
    await vi.waitFor(() => expect(rec.readies).toHaveLength(1))

    const samePort = port
    await dropServer()
    await vi.waitFor(() => expect(rec.client.status).not.toBe('open'))
    await listen(samePort)
    await vi.waitFor(() => expect(rec.readies).toHaveLength(2), { timeout: 8000 })
    expect(rec.readies[1]).toEqual(rec.readies[0])

    await publishOverHttp(MASS_ALERT_ROOM, 'mass-alert-changed', { text: 'после перезапуска' })
    await vi.waitFor(() => expect(rec.events.map((e) => e.data)).toEqual([{ text: 'после перезапуска' }]))
    expect(rec.statuses.slice(0, 3)).toEqual(['connecting', 'open', 'closed'])
    expect(rec.statuses.at(-1)).toBe('open')
  })

  it('reconnects with the full room list when a room is joined while open, and closes when none is left', async () => {
    const rec = recordingClient()
    rec.client.join(MASS_ALERT_ROOM)
    await vi.waitFor(() => expect(rec.readies).toHaveLength(1))
    rec.client.join(unifiedOrderRoom(5))
    await vi.waitFor(() => expect(rec.readies).toHaveLength(2))
    // A guest without that order is told so instead of silently missing its events.
    expect(rec.readies[1]?.rooms).toEqual([MASS_ALERT_ROOM])
    expect(rec.readies[1]?.denied.map((d) => d.room)).toEqual([unifiedOrderRoom(5)])

    rec.client.leave(MASS_ALERT_ROOM)
    rec.client.leave(unifiedOrderRoom(5))
    await vi.waitFor(() => expect(rec.client.status).toBe('closed'))
    await publishOverHttp(MASS_ALERT_ROOM, 'mass-alert-changed', 'no one listens')
    await new Promise((r) => setTimeout(r, 100))
    expect(rec.events).toEqual([])
    expect(rec.readies).toHaveLength(2)
  })

  it('throws the listing error for an unknown event name', () => {
    const client = createRealtimeClient()
    clients.push(client)
    expect(() => client.on('AiEssayOrderChanged', () => {})).toThrow(/Неизвестное событие «AiEssayOrderChanged».*ai-presentation-order-changed/)
    expect(() => client.join('Lobby')).toThrow(/Неверное имя комнаты/)
  })
})

describe('realtime client timing (fake fetch, fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  const readyStream = () =>
    new Response(`event: ready\ndata: ${JSON.stringify({ rooms: [MASS_ALERT_ROOM], denied: [] })}\n\n`, {
      headers: { 'content-type': 'text/event-stream' },
    })

  it('backs off 1 s, 2 s, 4 s, 5 s between failures and starts over after a ready', async () => {
    vi.useFakeTimers()
    const calls: number[] = []
    let up = false
    const fakeFetch = vi.fn(async () => {
      calls.push(Date.now())
      if (!up) throw new TypeError('fetch failed')
      return readyStream()
    })
    const client = createRealtimeClient({ fetch: fakeFetch as typeof fetch, random: () => 0.5 })
    clients.push(client)
    client.join(MASS_ALERT_ROOM)
    await vi.advanceTimersByTimeAsync(50 + 1000 + 2000 + 4000 + 5000 + 5000)
    const gaps = calls.slice(1).map((at, i) => at - calls[i]!)
    expect(gaps).toEqual([1000, 2000, 4000, 5000, 5000])

    up = true
    await vi.advanceTimersByTimeAsync(5000)
    expect(client.status).not.toBe('connecting')
    // The stream answered ready and then ended: the next try waits the minimum again.
    const before = calls.length
    await vi.advanceTimersByTimeAsync(999)
    expect(calls.length).toBe(before)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.length).toBe(before + 1)
  })

  it('aborts a connection that sends no ready within the timeout and tries again', async () => {
    vi.useFakeTimers()
    const signals: AbortSignal[] = []
    const fakeFetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      signals.push(init!.signal!)
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          init!.signal!.addEventListener('abort', () => controller.error(init!.signal!.reason))
        },
      })
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } })
    })
    const client = createRealtimeClient({ fetch: fakeFetch as typeof fetch, random: () => 0 })
    clients.push(client)
    client.join(MASS_ALERT_ROOM)
    await vi.advanceTimersByTimeAsync(50 + 20000 - 1)
    expect(signals).toHaveLength(1)
    expect(signals[0]!.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(signals[0]!.aborted).toBe(true)
    expect(client.status).toBe('closed')
    await vi.advanceTimersByTimeAsync(1000)
    expect(signals).toHaveLength(2)
    expect(client.status).toBe('connecting')
  })

  it('sends the bearer token and fingerprint, and posts its rooms', async () => {
    vi.useFakeTimers()
    const fakeFetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => readyStream())
    const client = createRealtimeClient({ url: '/rt', fetch: fakeFetch as typeof fetch, getToken: async () => 'tkn', getFingerprint: () => 'fp-12345678' })
    clients.push(client)
    client.join(unifiedOrderRoom(9))
    await vi.advanceTimersByTimeAsync(60)
    const [url, init] = fakeFetch.mock.calls[0]!
    expect(url).toBe('/rt')
    expect(init?.method).toBe('POST')
    expect(init?.headers).toMatchObject({ authorization: 'Bearer tkn', 'x-fingerprint': 'fp-12345678' })
    expect(JSON.parse(String(init?.body))).toEqual({ rooms: [unifiedOrderRoom(9)] })
  })
})
