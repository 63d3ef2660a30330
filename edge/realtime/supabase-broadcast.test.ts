import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { startFakeSupabaseRealtime, type TFakeSupabaseRealtime } from '../../tests/fakes/supabase-realtime'
import { legacyApiKey } from '../../tests/fakes/supabase-jwt'
import { asCaller, asService } from '../db/port'
import { createLogger } from '../log'
import { AppError } from '../http/errors'
import { aiEssayOrderRoom, MASS_ALERT_ROOM } from '../../domain/realtime'
import { broadcastTarget, createSupabaseBroadcastHub, flushRealtimeOutbox, startOutboxRelay, type TBroadcastTarget } from './supabase-broadcast'

const log = createLogger('silent')
const serviceRoleKey = legacyApiKey('service_role')
const secretKey = 'sb_secret_broadcast-tests-0123456789'
let t: TestDb
let fake: TFakeSupabaseRealtime
let target: TBroadcastTarget
// The same project after it moved to the new API keys.
let moved: TFakeSupabaseRealtime
const hub = createSupabaseBroadcastHub()

const outboxSize = async () =>
  Number((await asService(t.db, (tx) => tx.query<{ n: number }>('select count(*)::int as n from private.realtime_outbox')))[0]?.n)

beforeAll(async () => {
  t = await testDb()
  fake = await startFakeSupabaseRealtime({ secretKey: serviceRoleKey, publishableKey: legacyApiKey('anon') })
  moved = await startFakeSupabaseRealtime({ secretKey, publishableKey: 'sb_publishable_broadcast-tests' })
  target = { supabaseUrl: fake.url, secretKey: serviceRoleKey }
})
beforeEach(async () => {
  fake.received.length = 0
  fake.failWith(null)
  await asService(t.db, (tx) => tx.query('delete from private.realtime_outbox'))
})
afterAll(async () => {
  await fake?.close()
  await moved?.close()
  await t?.dispose()
})

describe('Supabase Realtime broadcast hub', () => {
  it('sends nothing inside the transaction; after commit the flush posts room, event and envelope to the broadcast endpoint', async () => {
    const room = aiEssayOrderRoom(42)
    await asService(t.db, async (tx) => {
      await hub.publish(tx, { room, event: 'ai-essay-order-changed', data: { id: '42', status: 3 } })
      expect(fake.received).toHaveLength(0)
    })
    expect(fake.received).toHaveLength(0)
    expect(await flushRealtimeOutbox(t.db, target, log)).toBe(1)
    expect(fake.received).toEqual([
      { topic: room, event: 'ai-essay-order-changed', payload: { room, data: { id: '42', status: 3 } }, private: true },
    ])
    expect(await outboxSize()).toBe(0)
    // Sent once: a second flush has nothing left.
    expect(await flushRealtimeOutbox(t.db, target, log)).toBe(0)
    expect(fake.received).toHaveLength(1)
  })

  it('a rolled-back transaction broadcasts nothing', async () => {
    await expect(
      asService(t.db, async (tx) => {
        await hub.publish(tx, { room: MASS_ALERT_ROOM, event: 'mass-alert-changed', data: null })
        throw new Error('business step failed')
      }),
    ).rejects.toThrow('business step failed')
    expect(await flushRealtimeOutbox(t.db, target, log)).toBe(0)
    expect(fake.received).toHaveLength(0)
  })

  it('publishes from a transaction running as a signed-in user (the outbox is written through a definer function)', async () => {
    const userId = '6f1c2c4e-0000-4000-8000-000000000001'
    await asCaller(t.db, { role: 'authenticated', userId }, (tx) =>
      hub.publish(tx, { room: `App.Models.User.${userId.toUpperCase()}`, event: 'user-changed', data: { id: userId } }),
    )
    // The user cannot read the outbox back, only the server can.
    await expect(asCaller(t.db, { role: 'authenticated', userId }, (tx) => tx.query('select * from private.realtime_outbox'))).rejects.toThrow()
    await flushRealtimeOutbox(t.db, target, log)
    expect(fake.received.map((m) => m.topic)).toEqual([`App.Models.User.${userId}`])
  })

  it('keeps events when the endpoint fails and delivers them, in order, on the next flush', async () => {
    await asService(t.db, async (tx) => {
      for (const id of [1, 2, 3]) await hub.publish(tx, { room: aiEssayOrderRoom(id), event: 'ai-essay-order-changed', data: { id } })
    })
    fake.failWith(503)
    await expect(flushRealtimeOutbox(t.db, target, log)).rejects.toThrow(/HTTP 503/)
    expect(await outboxSize()).toBe(3)
    fake.failWith(null)
    expect(await flushRealtimeOutbox(t.db, target, log)).toBe(3)
    expect(fake.received.map((m) => m.topic)).toEqual([1, 2, 3].map((id) => aiEssayOrderRoom(id)))
  })

  it('a wrong service key is refused by the endpoint and the events stay', async () => {
    await asService(t.db, (tx) => hub.publish(tx, { room: MASS_ALERT_ROOM, event: 'mass-alert-changed' }))
    await expect(flushRealtimeOutbox(t.db, { ...target, secretKey: legacyApiKey('anon') }, log)).rejects.toThrow(/HTTP 401/)
    expect(await outboxSize()).toBe(1)
  })

  it('sends a new sb_secret_ key as apikey only, which Supabase accepts; the legacy JWT key also as the bearer', async () => {
    const realFetch = globalThis.fetch
    const seen: Headers[] = []
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      seen.push(new Headers(init?.headers))
      return realFetch(input, init)
    })
    try {
      await asService(t.db, (tx) => hub.publish(tx, { room: MASS_ALERT_ROOM, event: 'mass-alert-changed', data: 'new keys' }))
      expect(await flushRealtimeOutbox(t.db, { supabaseUrl: moved.url, secretKey }, log)).toBe(1)
      await asService(t.db, (tx) => hub.publish(tx, { room: MASS_ALERT_ROOM, event: 'mass-alert-changed', data: 'legacy keys' }))
      expect(await flushRealtimeOutbox(t.db, target, log)).toBe(1)
    } finally {
      spy.mockRestore()
    }
    expect(moved.received.map((m) => (m.payload as { data: unknown }).data)).toEqual(['new keys'])
    expect(fake.received.map((m) => (m.payload as { data: unknown }).data)).toEqual(['legacy keys'])
    expect([seen[0]!.get('apikey'), seen[0]!.get('authorization')]).toEqual([secretKey, null])
    expect([seen[1]!.get('apikey'), seen[1]!.get('authorization')]).toEqual([serviceRoleKey, `Bearer ${serviceRoleKey}`])
  })

  it('the fake refuses an sb_ key sent as a bearer token, as Supabase does', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${moved.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ messages: [{ topic: MASS_ALERT_ROOM, event: 'mass-alert-changed', payload: {}, private: true }] }),
      })
    expect((await post({ apikey: secretKey, authorization: `Bearer ${secretKey}` })).status).toBe(401)
    expect((await post({ apikey: 'sb_secret_someone-else' })).status).toBe(401)
    expect((await post({ apikey: secretKey })).status).toBe(202)
  })

  it('validates like the NOTIFY hub: unknown events and bad rooms fail the publish', async () => {
    await expect(asService(t.db, (tx) => hub.publish(tx, { room: MASS_ALERT_ROOM, event: 'no-such-event' }))).rejects.toBeInstanceOf(AppError)
    await expect(asService(t.db, (tx) => hub.publish(tx, { room: 'lobby', event: 'mass-alert-changed' }))).rejects.toThrow(/Неверное имя комнаты/)
    expect(await outboxSize()).toBe(0)
  })

  it('on Node the relay sends committed events by itself (NOTIFY on commit), and nothing for a rollback', async () => {
    const relay = await startOutboxRelay(t.db, target, log, 60_000)
    try {
      await expect(
        asService(t.db, async (tx) => {
          await relay.publish(tx, { room: MASS_ALERT_ROOM, event: 'mass-alert-changed', data: 'rolled back' })
          throw new Error('no')
        }),
      ).rejects.toThrow('no')
      await asService(t.db, (tx) => relay.publish(tx, { room: MASS_ALERT_ROOM, event: 'mass-alert-changed', data: 'committed' }))
      await vi.waitFor(() => expect(fake.received.map((m) => (m.payload as { data: unknown }).data)).toEqual(['committed']))
    } finally {
      await relay.stop()
    }
  })

  it('is chosen by REALTIME_PROVIDER=supabase with a URL and a secret key, the new one before the legacy one', () => {
    expect(broadcastTarget({ REALTIME_PROVIDER: 'postgres', SUPABASE_URL: fake.url, SUPABASE_SERVICE_ROLE_KEY: 'k' })).toBeNull()
    expect(broadcastTarget({ REALTIME_PROVIDER: 'supabase', SUPABASE_URL: fake.url, SUPABASE_SERVICE_ROLE_KEY: 'k' })).toEqual({ supabaseUrl: fake.url, secretKey: 'k' })
    expect(broadcastTarget({ REALTIME_PROVIDER: 'supabase', SUPABASE_URL: fake.url, SUPABASE_SERVICE_ROLE_KEY: 'k', SUPABASE_SECRET_KEY: secretKey })).toEqual({
      supabaseUrl: fake.url,
      secretKey,
    })
  })
})
