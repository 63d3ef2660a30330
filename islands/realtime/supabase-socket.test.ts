import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { serve } from '@hono/node-server'
import { sign } from 'hono/utils/jwt/jwt'
import { WebSocket as WsSocket } from 'ws'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { testPorts } from '../../tests/helpers/app-deps'
import { createAppCaches } from '../../edge/runtime/app-caches'
import { startFakeSupabaseRealtime, type TFakeSupabaseRealtime } from '../../tests/fakes/supabase-realtime'
import { legacyApiKey } from '../../tests/fakes/supabase-jwt'
import { createApp } from '../../edge/app'
import { issueToken } from '../../edge/auth/token'
import type { AppDeps } from '../../edge/context'
import { asService } from '../../edge/db/port'
import { createLogger } from '../../edge/log'
import { readSettings } from '../../edge/settings'
import { broadcastTarget, createSupabaseBroadcastHub, flushRealtimeOutbox } from '../../edge/realtime/supabase-broadcast'
import { aiEssayOrderRoom, MASS_ALERT_ROOM, REALTIME_EVENTS, type TRealtimeReady, type TRealtimeSocketJoin } from '../../domain/realtime'
import { createRealtimeClient, type RealtimeClient, type RealtimeEvent, type RealtimeStatus } from './client'
import { runSupabaseSocket, type TWebSocketCtor } from './supabase-socket'

// A project on the legacy keys: anon and service_role JWTs, room tokens signed with its JWT secret (HS256). The new
// keys and asymmetric signing keys: supabase-socket-keys.test.ts.
const serviceRoleKey = legacyApiKey('service_role')
const anonKey = legacyApiKey('anon')
const jwtSecret = 'the-supabase-project-jwt-secret-0123456789abcdef'
const WebSocket = WsSocket as unknown as TWebSocketCtor

let t: TestDb
let fake: TFakeSupabaseRealtime
let deps: AppDeps
let server: Server
let base = ''
const ids = { alice: '', bob: '', aliceEssay: '', bobEssay: '' }
const clients: RealtimeClient[] = []

beforeAll(async () => {
  t = await testDb()
  // The fake admits a join the way the README's policy on realtime.messages does: a token the project's secret signed,
  // whose realtime_rooms names the topic.
  fake = await startFakeSupabaseRealtime({ secretKey: serviceRoleKey, publishableKey: anonKey, jwtSecret })
  const settings = readSettings({
    APP_ENV: 'test',
    REALTIME_PROVIDER: 'supabase',
    SUPABASE_URL: fake.url,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_JWT_SECRET: jwtSecret,
  })
  deps = { settings, db: t.db, realtime: createSupabaseBroadcastHub(), log: createLogger('silent'), ports: testPorts(settings, t.db), caches: createAppCaches() }
  const one = async (sql: string, params: unknown[]) => String((await t.db.query<{ id: unknown }>(sql, params))[0]?.id)
  ids.alice = await one('insert into public.users (name) values ($1) returning id', ['Алиса'])
  ids.bob = await one('insert into public.users (name) values ($1) returning id', ['Боб'])
  const essay = 'with u as (insert into public.unified_orders (user_id, type_id) values ($1, 5) returning id) insert into public.ai_essay_orders (user_id, unified_order_id) select $1, id from u returning id'
  ids.aliceEssay = await one(essay, [ids.alice])
  ids.bobEssay = await one(essay, [ids.bob])
  await new Promise<void>((resolve) => {
    server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      base = `http://127.0.0.1:${info.port}`
      resolve()
    }) as Server
  })
})
afterEach(() => {
  clients.splice(0).forEach((c) => c.close())
  fake.frames.length = 0
})
afterAll(async () => {
  server?.closeAllConnections()
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()))
  await fake?.close()
  await t?.dispose()
})

/** Publishes the way a business step does (in a transaction), then flushes as the Worker does after the request. */
async function publish(room: string, event: string, data: unknown) {
  await asService(t.db, (tx) => deps.realtime.publish(tx, { room, event, data }))
  await flushRealtimeOutbox(t.db, broadcastTarget(deps.settings)!, deps.log)
}

function recordingClient(getToken?: () => string) {
  const client = createRealtimeClient({ url: `${base}/api/realtime`, getToken, WebSocket, heartbeatMs: 300, random: () => 0 })
  clients.push(client)
  const events: RealtimeEvent[] = []
  const readies: TRealtimeReady[] = []
  const statuses: RealtimeStatus[] = []
  for (const name of REALTIME_EVENTS) client.on(name, (e) => events.push(e))
  client.onReady((r) => readies.push(r))
  client.onStatus((s) => statuses.push(s))
  return { client, events, readies, statuses }
}

describe('realtime client over Supabase Realtime (server with REALTIME_PROVIDER=supabase)', () => {
  it('joins only the allowed rooms as private channels with the server’s token and receives broadcasts', async () => {
    const token = await issueToken({ userId: ids.alice, secret: deps.settings.APP_JWT_SECRET })
    const rec = recordingClient(() => token)
    rec.client.join(aiEssayOrderRoom(ids.aliceEssay))
    rec.client.join(aiEssayOrderRoom(ids.bobEssay))
    rec.client.join(MASS_ALERT_ROOM)
    await vi.waitFor(() => expect(rec.readies).toHaveLength(1), { timeout: 8000 })
    expect(rec.readies[0]!.rooms.sort()).toEqual([MASS_ALERT_ROOM, aiEssayOrderRoom(ids.aliceEssay)].sort())
    expect(rec.readies[0]!.denied.map((d) => d.room)).toEqual([aiEssayOrderRoom(ids.bobEssay)])
    expect(rec.client.status).toBe('open')

    const joins = fake.frames.filter((f) => f.event === 'phx_join')
    expect(joins.map((f) => f.topic).sort()).toEqual([`realtime:${MASS_ALERT_ROOM}`, `realtime:${aiEssayOrderRoom(ids.aliceEssay)}`].sort())
    for (const j of joins) {
      expect(j.payload.config).toMatchObject({ private: true, broadcast: { self: false } })
      expect(j.payload.access_token).toEqual(expect.any(String))
      expect(j.payload.access_token).not.toBe(token)
    }

    await publish(aiEssayOrderRoom(ids.aliceEssay), 'ai-essay-order-changed', { id: ids.aliceEssay, status: 3 })
    await publish(aiEssayOrderRoom(ids.bobEssay), 'ai-essay-order-changed', { id: ids.bobEssay, status: 3 })
    await publish(MASS_ALERT_ROOM, 'mass-alert-changed', { text: 'Работы на сервере' })
    await vi.waitFor(() => expect(rec.events).toHaveLength(2), { timeout: 5000 })
    expect(rec.events).toEqual([
      { event: 'ai-essay-order-changed', room: aiEssayOrderRoom(ids.aliceEssay), data: { id: ids.aliceEssay, status: 3 } },
      { event: 'mass-alert-changed', room: MASS_ALERT_ROOM, data: { text: 'Работы на сервере' } },
    ])
    // Heartbeats keep the socket alive.
    await vi.waitFor(() => expect(fake.frames.filter((f) => f.topic === 'phoenix' && f.event === 'heartbeat').length).toBeGreaterThan(1))
    expect(rec.client.status).toBe('open')
  })

  it('a tampered client cannot enter another user’s room: the token names only the rooms the server allowed', async () => {
    const res = await fetch(`${base}/api/realtime`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rooms: [MASS_ALERT_ROOM, aiEssayOrderRoom(ids.bobEssay)] }),
    })
    const join = (await res.json()) as TRealtimeSocketJoin
    expect(join.ready.rooms).toEqual([MASS_ALERT_ROOM])
    // Asks Supabase for Bob's room anyway, with the guest's token.
    const forged: TRealtimeSocketJoin = { ...join, ready: { rooms: [MASS_ALERT_ROOM, aiEssayOrderRoom(ids.bobEssay)], denied: [] } }
    const abort = new AbortController()
    const ready = await new Promise<TRealtimeReady>((resolve) => {
      void runSupabaseSocket(forged, abort.signal, { onReady: resolve, onEvent: () => {} }, { WebSocket })
    })
    expect(ready.rooms).toEqual([MASS_ALERT_ROOM])
    expect(ready.denied).toEqual([{ room: aiEssayOrderRoom(ids.bobEssay), reason: expect.stringMatching(/[а-я]/) }])
    abort.abort()
  })

  it('Supabase admits no room with a token the project did not sign: one signed with the app\'s own secret is refused', async () => {
    const join = (await (await fetch(`${base}/api/realtime`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rooms: [MASS_ALERT_ROOM] }) })).json()) as TRealtimeSocketJoin
    const claims = { role: 'anon', realtime_rooms: [MASS_ALERT_ROOM], exp: join.expiresAt }
    const tryWith = async (token: string) => {
      const abort = new AbortController()
      const ready = await new Promise<TRealtimeReady>((resolve) => void runSupabaseSocket({ ...join, token }, abort.signal, { onReady: resolve, onEvent: () => {} }, { WebSocket }))
      abort.abort()
      return ready
    }
    expect((await tryWith(join.token)).rooms).toEqual([MASS_ALERT_ROOM])
    for (const secret of [deps.settings.APP_JWT_SECRET, 'some-other-secret-0123456789abcdef0123456789']) {
      const ready = await tryWith(await sign(claims, secret, 'HS256'))
      expect(ready.rooms).toEqual([])
      expect(ready.denied.map((d) => d.room)).toEqual([MASS_ALERT_ROOM])
    }
  })

  it('reconnects with a fresh join after the socket drops and keeps receiving', async () => {
    const rec = recordingClient()
    rec.client.join(MASS_ALERT_ROOM)
    await vi.waitFor(() => expect(rec.readies).toHaveLength(1), { timeout: 8000 })
    fake.dropSockets()
    await vi.waitFor(() => expect(rec.readies).toHaveLength(2), { timeout: 8000 })
    expect(rec.statuses).toEqual(['connecting', 'open', 'closed', 'connecting', 'open'])
    await publish(MASS_ALERT_ROOM, 'mass-alert-changed', { text: 'после обрыва' })
    await vi.waitFor(() => expect(rec.events.map((e) => e.data)).toEqual([{ text: 'после обрыва' }]), { timeout: 5000 })
  })

  it('treats an unanswered heartbeat as a dead connection and reconnects', async () => {
    const rec = recordingClient()
    rec.client.join(MASS_ALERT_ROOM)
    await vi.waitFor(() => expect(rec.readies).toHaveLength(1), { timeout: 8000 })
    fake.ignoreHeartbeats = true
    try {
      await vi.waitFor(() => expect(rec.statuses).toContain('closed'), { timeout: 3000 })
    } finally {
      fake.ignoreHeartbeats = false
    }
    await vi.waitFor(() => expect(rec.readies).toHaveLength(2), { timeout: 8000 })
    expect(rec.client.status).toBe('open')
  })
})
