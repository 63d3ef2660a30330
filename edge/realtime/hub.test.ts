import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { aiEssayOrderRoom, MASS_ALERT_ROOM, REALTIME_EVENTS } from '../../domain/realtime'
import { createLogger } from '../log'
import { AppError } from '../http/errors'
import { startRealtimeHub, type RealtimeHub, type RealtimeMessage } from './hub'

let t: TestDb
let hub: RealtimeHub

beforeAll(async () => {
  t = await testDb()
  hub = await startRealtimeHub(t.db, createLogger('silent'))
})
afterAll(async () => {
  await hub?.stop()
  await t?.dispose()
})

/** Collects messages for `rooms`; `until(n)` waits for the n-th one. */
function collect(rooms: string[]) {
  const got: RealtimeMessage[] = []
  const waiters: (() => void)[] = []
  const off = hub.subscribe(rooms, (m) => {
    got.push(m)
    waiters.splice(0).forEach((w) => w())
  })
  const until = async (n: number) => {
    const deadline = Date.now() + 5000
    while (got.length < n) {
      if (Date.now() > deadline) throw new Error(`expected ${n} messages, got ${JSON.stringify(got)}`)
      await new Promise<void>((r) => {
        waiters.push(r)
        setTimeout(r, 100)
      })
    }
    return got
  }
  return { got, until, off }
}

describe('realtime hub', () => {
  it('delivers an event published inside a transaction once it commits', async () => {
    const sub = collect([MASS_ALERT_ROOM])
    await t.db.transaction(async (tx) => {
      await hub.publish(tx, { room: MASS_ALERT_ROOM, event: 'mass-alert-changed', data: { text: 'Работы на сайте' } })
      await tx.query('select 1')
      await new Promise((r) => setTimeout(r, 30))
      expect(sub.got).toEqual([])
    })
    expect(await sub.until(1)).toEqual([{ room: MASS_ALERT_ROOM, event: 'mass-alert-changed', data: { text: 'Работы на сайте' } }])
    sub.off()
  })

  it('never delivers an event from a rolled-back transaction', async () => {
    const sub = collect([MASS_ALERT_ROOM])
    await expect(
      t.db.transaction(async (tx) => {
        await hub.publish(tx, { room: MASS_ALERT_ROOM, event: 'mass-alert-changed', data: 'rolled back' })
        throw new Error('rollback')
      }),
    ).rejects.toThrow('rollback')
    // NOTIFY keeps commit order, so once the later marker is in, the rolled-back one would have been too.
    await hub.publish(t.db, { room: MASS_ALERT_ROOM, event: 'mass-alert-changed', data: 'marker' })
    await sub.until(1)
    await new Promise((r) => setTimeout(r, 50))
    expect(sub.got.map((m) => m.data)).toEqual(['marker'])
    sub.off()
  })

  it('gives each subscriber only its own rooms', async () => {
    const a = collect([aiEssayOrderRoom(1)])
    const b = collect([aiEssayOrderRoom(2), MASS_ALERT_ROOM])
    await hub.publish(t.db, { room: aiEssayOrderRoom(1), event: 'ai-essay-order-changed', data: 1 })
    await hub.publish(t.db, { room: aiEssayOrderRoom(2), event: 'ai-essay-order-changed', data: 2 })
    await hub.publish(t.db, { room: aiEssayOrderRoom(3), event: 'ai-essay-order-changed', data: 3 })
    await hub.publish(t.db, { room: MASS_ALERT_ROOM, event: 'mass-alert-changed', data: 4 })
    await b.until(2)
    await new Promise((r) => setTimeout(r, 50))
    expect(a.got.map((m) => m.data)).toEqual([1])
    expect(b.got.map((m) => m.data)).toEqual([2, 4])
    a.off()
    b.off()
  })

  it('stops delivering after unsubscribe', async () => {
    const gone = collect([MASS_ALERT_ROOM])
    gone.off()
    const witness = collect([MASS_ALERT_ROOM])
    await hub.publish(t.db, { room: MASS_ALERT_ROOM, event: 'mass-alert-changed', data: 'after' })
    await witness.until(1)
    expect(gone.got).toEqual([])
    witness.off()
  })

  it('rejects an unknown event with the list of valid names', async () => {
    const err = await hub.publish(t.db, { room: MASS_ALERT_ROOM, event: 'MassAlertChanged' }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(AppError)
    expect((err as AppError).code).toBe('BAD_REQUEST')
    for (const name of REALTIME_EVENTS) expect((err as Error).message).toContain(name)
  })

  it('rejects a room that is not a room', async () => {
    await expect(hub.publish(t.db, { room: 'App.Models.Lobby', event: 'mass-alert-changed' })).rejects.toThrow(/Неверное имя комнаты/)
  })

  it('rejects a payload too big for NOTIFY, naming the limit', async () => {
    const err = await hub
      .publish(t.db, { room: MASS_ALERT_ROOM, event: 'mass-alert-changed', data: 'я'.repeat(4000) })
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(AppError)
    expect((err as AppError).code).toBe('PAYLOAD_TOO_LARGE')
    expect((err as Error).message).toMatch(/7999/)
    // Just under the limit still goes through Postgres.
    await hub.publish(t.db, { room: MASS_ALERT_ROOM, event: 'mass-alert-changed', data: 'x'.repeat(7900) })
  })

  it('tells subscribers when it stops', async () => {
    const local = await startRealtimeHub(t.db, createLogger('silent'))
    let stopped = 0
    local.subscribe([MASS_ALERT_ROOM], () => {}, () => stopped++)
    await local.stop()
    await local.stop()
    expect(stopped).toBe(1)
  })
})
