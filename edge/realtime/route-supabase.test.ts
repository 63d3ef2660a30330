import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeHeader, verify } from 'hono/utils/jwt/jwt'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { aiEssayOrderRoom, MASS_ALERT_ROOM, userRoom, type TRealtimeSocketJoin } from '../../domain/realtime'
import { createApp } from '../app'
import { issueToken } from '../auth/token'
import { callerFromRequest } from '../auth/caller'
import type { AppDeps } from '../context'
import { createLogger } from '../log'
import { readSettings } from '../settings'
import { createSupabaseBroadcastHub } from './supabase-broadcast'
import { testPorts } from '../../tests/helpers/app-deps'
import { createAppCaches } from '../runtime/app-caches'
import { legacyApiKey, newSigningKey, publicJwks } from '../../tests/fakes/supabase-jwt'

let t: TestDb
let deps: AppDeps
const SUPABASE_SECRET = 'the-supabase-project-jwt-secret-0123456789abcdef'
const anonKey = legacyApiKey('anon')
const serviceKey = legacyApiKey('service_role')
const ids = { alice: '', bob: '', aliceEssay: '', bobEssay: '' }

beforeAll(async () => {
  t = await testDb()
  const settings = readSettings({
    APP_ENV: 'test',
    REALTIME_PROVIDER: 'supabase',
    SUPABASE_URL: 'https://project-ref.supabase.co/',
    SUPABASE_SERVICE_ROLE_KEY: serviceKey,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_JWT_SECRET: SUPABASE_SECRET,
    REALTIME_TOKEN_TTL_SECONDS: '600',
  })
  deps = { settings, db: t.db, realtime: createSupabaseBroadcastHub(), log: createLogger('silent'), ports: testPorts(settings, t.db), caches: createAppCaches() }
  const one = async (sql: string, params: unknown[]) => String((await t.db.query<{ id: unknown }>(sql, params))[0]?.id)
  ids.alice = await one('insert into public.users (name) values ($1) returning id', ['Алиса'])
  ids.bob = await one('insert into public.users (name) values ($1) returning id', ['Боб'])
  const essay = 'with u as (insert into public.unified_orders (user_id, type_id) values ($1, 5) returning id) insert into public.ai_essay_orders (user_id, unified_order_id) select $1, id from u returning id'
  ids.aliceEssay = await one(essay, [ids.alice])
  ids.bobEssay = await one(essay, [ids.bob])
})
afterAll(async () => {
  await t?.dispose()
})

async function join(rooms: string[], headers: Record<string, string> = {}, appDeps = deps) {
  const res = await createApp(appDeps).request('/api/realtime', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ rooms }),
  })
  return { res, body: (await res.json()) as TRealtimeSocketJoin }
}

describe('POST /api/realtime with REALTIME_PROVIDER=supabase', () => {
  it('answers where to open the socket and a token naming only the rooms the caller may join', async () => {
    const { res, body } = await join(
      [MASS_ALERT_ROOM, userRoom(ids.alice), userRoom(ids.bob), aiEssayOrderRoom(ids.aliceEssay), aiEssayOrderRoom(ids.bobEssay)],
      { authorization: `Bearer ${await issueToken({ userId: ids.alice, secret: deps.settings.APP_JWT_SECRET })}` },
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const allowed = [MASS_ALERT_ROOM, userRoom(ids.alice), aiEssayOrderRoom(ids.aliceEssay)]
    expect(body.transport).toBe('supabase')
    expect(body.ready.rooms).toEqual(allowed)
    expect(body.ready.denied.map((d) => d.room)).toEqual([userRoom(ids.bob), aiEssayOrderRoom(ids.bobEssay)])
    expect(body.socketUrl).toBe('wss://project-ref.supabase.co/realtime/v1/websocket')
    expect(body.apikey).toBe(anonKey)
    // The service key never reaches the browser.
    expect(JSON.stringify(body)).not.toContain(serviceKey)

    // Signed for Supabase with the project's secret, and with nothing of the app's.
    const claims = await verify(body.token, SUPABASE_SECRET, 'HS256')
    await expect(verify(body.token, deps.settings.APP_JWT_SECRET, 'HS256')).rejects.toThrow()
    expect(claims.realtime_rooms).toEqual(allowed)
    expect(claims.role).toBe('anon')
    expect(claims.sub).toBeUndefined()
    expect(Number(claims.exp) - Number(claims.iat)).toBe(600)
    expect(body.expiresAt).toBe(claims.exp)
  })

  it('a guest gets a token for the public room only, and the token is no key to the API', async () => {
    const { body } = await join([MASS_ALERT_ROOM, userRoom(ids.alice), aiEssayOrderRoom(ids.aliceEssay)])
    const claims = await verify(body.token, SUPABASE_SECRET, 'HS256')
    expect(claims.realtime_rooms).toEqual([MASS_ALERT_ROOM])
    for (const jwtSecret of [deps.settings.APP_JWT_SECRET, SUPABASE_SECRET]) {
      const caller = await callerFromRequest({ headers: new Headers({ authorization: `Bearer ${body.token}` }), jwtSecret, db: deps.db })
      expect(caller.role).toBe('anon')
    }
  })

  it('settings refuse REALTIME_PROVIDER=supabase without the Supabase URL, keys and what signs room tokens', () => {
    expect(() => readSettings({ REALTIME_PROVIDER: 'supabase' })).toThrow(/SUPABASE_URL.*нужен при REALTIME_PROVIDER=supabase/s)
    const keys = { REALTIME_PROVIDER: 'supabase', SUPABASE_URL: 'https://project-ref.supabase.co', SUPABASE_SERVICE_ROLE_KEY: serviceKey, SUPABASE_ANON_KEY: anonKey }
    expect(() => readSettings(keys)).toThrow(/SUPABASE_JWT_SIGNING_KEY: нужен при REALTIME_PROVIDER=supabase \(или SUPABASE_JWT_SECRET\)/)
  })
})

describe('POST /api/realtime with the project\'s asymmetric signing key and the new API keys', () => {
  for (const alg of ['ES256', 'RS256'] as const) {
    it(`signs the room token with the ${alg} key (alg and kid in the header), checkable with the public key alone`, async () => {
      const key = await newSigningKey(alg)
      const settings = readSettings({
        APP_ENV: 'test',
        REALTIME_PROVIDER: 'supabase',
        SUPABASE_URL: 'https://project-ref.supabase.co',
        SUPABASE_SECRET_KEY: 'sb_secret_route-test',
        SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_route-test',
        // The legacy ones of a project moving over: the new keys and the signing key win.
        SUPABASE_ANON_KEY: anonKey,
        SUPABASE_JWT_SECRET: SUPABASE_SECRET,
        SUPABASE_JWT_SIGNING_KEY: JSON.stringify(key),
      })
      const { res, body } = await join([MASS_ALERT_ROOM], {}, { ...deps, settings, ports: testPorts(settings, t.db) })
      expect(res.status).toBe(200)
      expect(body.apikey).toBe('sb_publishable_route-test')
      expect(JSON.stringify(body)).not.toContain('sb_secret_')
      expect(decodeHeader(body.token)).toMatchObject({ alg, kid: key.kid })
      const [publicKey] = publicJwks({ signingKeys: [key] }).keys
      expect(publicKey).not.toHaveProperty('d')
      const claims = await verify(body.token, publicKey!, alg)
      expect(claims).toMatchObject({ role: 'anon', realtime_rooms: [MASS_ALERT_ROOM] })
      await expect(verify(body.token, SUPABASE_SECRET, 'HS256')).rejects.toThrow()
    })
  }
})
