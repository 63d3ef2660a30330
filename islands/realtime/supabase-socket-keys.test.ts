// The browser's Supabase socket against a project on Supabase's current keys: API keys sb_publishable_… (the socket's
// apikey) and sb_secret_… (the broadcasts, apikey header only), room tokens signed with the project's asymmetric
// signing key (ES256 or RS256) and checked by Supabase against its JWKS, the legacy JWT secret switched off.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { decodeHeader, sign } from 'hono/utils/jwt/jwt'
import { WebSocket as WsSocket } from 'ws'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { testPorts } from '../../tests/helpers/app-deps'
import { createAppCaches } from '../../edge/runtime/app-caches'
import { startFakeSupabaseRealtime, type TFakeSupabaseRealtime } from '../../tests/fakes/supabase-realtime'
import { newSigningKey } from '../../tests/fakes/supabase-jwt'
import { createApp } from '../../edge/app'
import { issueToken } from '../../edge/auth/token'
import type { AppDeps } from '../../edge/context'
import { asService } from '../../edge/db/port'
import { createLogger } from '../../edge/log'
import { readSettings } from '../../edge/settings'
import { broadcastTarget, createSupabaseBroadcastHub, flushRealtimeOutbox } from '../../edge/realtime/supabase-broadcast'
import { aiEssayOrderRoom, MASS_ALERT_ROOM, type TRealtimeEnvelope, type TRealtimeReady, type TRealtimeSocketJoin } from '../../domain/realtime'
import { runSupabaseSocket, type TWebSocketCtor } from './supabase-socket'

const secretKey = 'sb_secret_socket-keys-test-0123456789'
const publishableKey = 'sb_publishable_socket-keys-test-0123456789'
const WebSocket = WsSocket as unknown as TWebSocketCtor

let t: TestDb
let fake: TFakeSupabaseRealtime
const keys = { ES256: {} as JsonWebKey & { kid: string }, RS256: {} as JsonWebKey & { kid: string } }
const ids = { alice: '', aliceEssay: '' }
const aborts: AbortController[] = []

beforeAll(async () => {
  t = await testDb()
  keys.ES256 = await newSigningKey('ES256')
  keys.RS256 = await newSigningKey('RS256')
  fake = await startFakeSupabaseRealtime({ secretKey, publishableKey, signingKeys: [keys.ES256, keys.RS256] })
  const one = async (sql: string, params: unknown[]) => String((await t.db.query<{ id: unknown }>(sql, params))[0]?.id)
  ids.alice = await one('insert into public.users (name) values ($1) returning id', ['Алиса'])
  const essay = 'with u as (insert into public.unified_orders (user_id, type_id) values ($1, 5) returning id) insert into public.ai_essay_orders (user_id, unified_order_id) select $1, id from u returning id'
  ids.aliceEssay = await one(essay, [ids.alice])
})
afterEach(() => {
  aborts.splice(0).forEach((a) => a.abort())
  fake.frames.length = 0
})
afterAll(async () => {
  await fake?.close()
  await t?.dispose()
})

function depsSigningWith(key: JsonWebKey): AppDeps {
  const settings = readSettings({
    APP_ENV: 'test',
    REALTIME_PROVIDER: 'supabase',
    SUPABASE_URL: fake.url,
    SUPABASE_SECRET_KEY: secretKey,
    SUPABASE_PUBLISHABLE_KEY: publishableKey,
    SUPABASE_JWT_SIGNING_KEY: JSON.stringify(key),
  })
  return { settings, db: t.db, realtime: createSupabaseBroadcastHub(), log: createLogger('silent'), ports: testPorts(settings, t.db), caches: createAppCaches() }
}

async function joinAnswer(deps: AppDeps, rooms: string[], headers: Record<string, string> = {}) {
  const res = await createApp(deps).request('/api/realtime', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ rooms }) })
  return (await res.json()) as TRealtimeSocketJoin
}

/** Opens the socket with this answer; resolves with what Supabase admitted, and hands on the events. */
function open(join: TRealtimeSocketJoin, events: { event: string; envelope: TRealtimeEnvelope }[] = []) {
  const abort = new AbortController()
  aborts.push(abort)
  return new Promise<TRealtimeReady>((resolve) => {
    void runSupabaseSocket(join, abort.signal, { onReady: resolve, onEvent: (event, envelope) => events.push({ event, envelope }) }, { WebSocket })
  })
}

describe('Supabase socket with the new API keys and asymmetric signing keys', () => {
  for (const alg of ['ES256', 'RS256'] as const) {
    it(`joins with the publishable key and an ${alg} room token, and receives what the secret key broadcast`, async () => {
      const deps = depsSigningWith(keys[alg])
      const bearer = `Bearer ${await issueToken({ userId: ids.alice, secret: deps.settings.APP_JWT_SECRET })}`
      const join = await joinAnswer(deps, [aiEssayOrderRoom(ids.aliceEssay)], { authorization: bearer })
      expect(join.apikey).toBe(publishableKey)
      expect(decodeHeader(join.token)).toMatchObject({ alg, kid: keys[alg].kid })

      const events: { event: string; envelope: TRealtimeEnvelope }[] = []
      // The fake opens the socket only for the publishable key and admits a join only with a token its JWKS verifies.
      expect((await open(join, events)).rooms).toEqual([aiEssayOrderRoom(ids.aliceEssay)])
      const joins = fake.frames.filter((f) => f.event === 'phx_join')
      expect(joins.map((f) => f.payload.access_token)).toEqual([join.token])

      const room = aiEssayOrderRoom(ids.aliceEssay)
      await asService(t.db, (tx) => deps.realtime.publish(tx, { room, event: 'ai-essay-order-changed', data: { id: ids.aliceEssay, status: 3 } }))
      expect(await flushRealtimeOutbox(t.db, broadcastTarget(deps.settings)!, deps.log)).toBe(1)
      await expect.poll(() => events).toEqual([{ event: 'ai-essay-order-changed', envelope: { room, data: { id: ids.aliceEssay, status: 3 } } }])
    })
  }

  it('publishes the public keys only', async () => {
    const jwks = (await (await fetch(`${fake.url}/auth/v1/.well-known/jwks.json`)).json()) as { keys: Record<string, unknown>[] }
    expect(jwks.keys.map((k) => k.kid)).toEqual([keys.ES256.kid, keys.RS256.kid])
    for (const k of jwks.keys) for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(k).not.toHaveProperty(member)
  })

  it('refuses a room token signed with a key the project does not have, or with the app\'s own secret', async () => {
    const deps = depsSigningWith(keys.ES256)
    const join = await joinAnswer(deps, [MASS_ALERT_ROOM])
    expect((await open(join)).rooms).toEqual([MASS_ALERT_ROOM])
    const claims = { role: 'anon', realtime_rooms: [MASS_ALERT_ROOM], exp: join.expiresAt }
    const stranger = await newSigningKey('ES256')
    const forged = [
      // Someone else's key, under the project's kid and under a kid of its own.
      await sign(claims, { ...stranger, kid: keys.ES256.kid }, 'ES256'),
      await sign(claims, stranger, 'ES256'),
      // HS256 with the app's secret: the app's tokens are nothing to Supabase (and its legacy secret is off here).
      await sign(claims, deps.settings.APP_JWT_SECRET, 'HS256'),
    ]
    for (const token of forged) {
      const ready = await open({ ...join, token })
      expect(ready.rooms).toEqual([])
      expect(ready.denied.map((d) => d.room)).toEqual([MASS_ALERT_ROOM])
    }
  })
})
