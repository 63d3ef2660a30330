import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { startFakeSupabaseRealtime, type TFakeSupabaseRealtime } from '../../tests/fakes/supabase-realtime'
import { asCaller, asService } from '../db/port'
import { createLogger } from '../log'
import { AppError } from '../http/errors'
import { aiEssayOrderRoom, MASS_ALERT_ROOM } from '../../domain/realtime'
import { broadcastTarget, createSupabaseBroadcastHub, flushRealtimeOutbox, startOutboxRelay, type TBroadcastTarget } from './supabase-broadcast'

const log = createLogger('silent')
const serviceRoleKey = 'service-role-key-for-tests'
let t: TestDb
let fake: TFakeSupabaseRealtime
let target: TBroadcastTarget
const hub = createSupabaseBroadcastHub()

const outboxSize = async () =>
  Number((await asService(t.db, (tx) => tx.query<{ n: number }>('select count(*)::int as n from private.realtime_outbox')))[0]?.n)

beforeAll(async () => {
  t = await testDb()
  fake = await startFakeSupabaseRealtime({ serviceRoleKey, anonKey: 'anon' })
  target = { supabaseUrl: fake.url, serviceRoleKey }
})
beforeEach(async () => {
  fake.received.length = 0
  fake.failWith(null)
  await asService(t.db, (tx) => tx.query('delete from private.realtime_outbox'))
})
afterAll(async () => {
  await fake?.close()
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
    await expect(flushRealtimeOutbox(t.db, { ...target, serviceRoleKey: 'wrong' }, log)).rejects.toThrow(/HTTP 401/)
    expect(await outboxSize()).toBe(1)
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

  it('is chosen by REALTIME_PROVIDER=supabase with a URL and service key', () => {
    expect(broadcastTarget({ REALTIME_PROVIDER: 'postgres', SUPABASE_URL: fake.url, SUPABASE_SERVICE_ROLE_KEY: 'k' })).toBeNull()
    expect(broadcastTarget({ REALTIME_PROVIDER: 'supabase', SUPABASE_URL: fake.url, SUPABASE_SERVICE_ROLE_KEY: 'k' })).toEqual({
      supabaseUrl: fake.url,
      serviceRoleKey: 'k',
    })
  })
})
