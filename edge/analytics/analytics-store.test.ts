// The event store: month partitions made on the insert path, append-only even for service_role, the forwarding
// outbox, and the funnel function over seeded events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { ANALYTICS_OFF_SETTING, asCaller, asService } from '../db/port'
import { storeEvents } from './store-events'

let t: TestDb
beforeAll(async () => {
  t = await testDb()
})
afterAll(async () => {
  await t.dispose()
})

const uuid = () => crypto.randomUUID()

describe('analytics event store', () => {
  it('creates the partitions of an event month and the month after on insert', async () => {
    await storeEvents(t.db, [{ name: 'old_one', createdAt: new Date('2031-03-15T12:00:00Z') }])
    const parts = await t.db.query<{ name: string }>(
      `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'private.analytics_events'::regclass and c.relname like 'analytics_events_2031_%' order by 1`,
    )
    expect(parts.map((p) => p.name)).toEqual(['analytics_events_2031_03', 'analytics_events_2031_04'])
    const [row] = await t.db.query<{ part: string }>(`select tableoid::regclass::text as part from private.analytics_events where name = 'old_one'`)
    expect(row!.part).toBe('private.analytics_events_2031_03')
  })

  it('refuses UPDATE and DELETE, even for service_role', async () => {
    await storeEvents(t.db, [{ name: 'kept_event' }])
    for (const sql of [`update private.analytics_events set name = 'changed' where name = 'kept_event'`, `delete from private.analytics_events where name = 'kept_event'`]) {
      await expect(asService(t.db, (tx) => tx.query(sql))).rejects.toThrow(/append-only|permission denied/)
      // The table owner is stopped by the trigger too.
      await expect(t.db.query(sql)).rejects.toThrow(/append-only/)
    }
    expect(await t.db.query(`select 1 from private.analytics_events where name = 'kept_event'`)).toHaveLength(1)
  })

  it('gives every new event an outbox row and books a forwarding job', async () => {
    await storeEvents(t.db, [{ name: 'outboxed_event' }])
    const [row] = await t.db.query<{ sent_at: Date | null; attempts: number }>(
      `select o.sent_at, o.attempts from private.analytics_outbox o join private.analytics_events e on e.id = o.event_id where e.name = 'outboxed_event'`,
    )
    expect(row).toEqual({ sent_at: null, attempts: 0 })
    expect(await t.db.query(`select 1 from private.jobs where name = 'analytics-events-forward' and status = 'queued'`)).not.toHaveLength(0)
  })

  it('is closed to the API roles', async () => {
    for (const role of ['anon', 'authenticated']) {
      for (const table of ['private.analytics_events', 'private.analytics_outbox']) {
        await expect(
          t.db.transaction(async (tx) => {
            await tx.query(`select set_config('role', $1, true)`, [role])
            await tx.query(`select count(*) from ${table}`)
          }),
          `${role} ${table}`,
        ).rejects.toThrow(/permission denied/)
      }
    }
  })

  it('counts the funnel by visitor, in order, stitching a guest fingerprint to the account it signed in as', async () => {
    const at = (min: number) => new Date(Date.parse('2031-06-10T10:00:00Z') + min * 60_000)
    const [u1, u2] = [uuid(), uuid()]
    await storeEvents(t.db, [
      // Visitor 1: guest landing and start, then signed in: order and payment.
      { name: 'landing_view', fingerprint: 'fp_visitor_one', createdAt: at(0) },
      { name: 'order_start', fingerprint: 'fp_visitor_one', createdAt: at(1) },
      { name: 'order_start', fingerprint: 'fp_visitor_one', userId: u1, createdAt: at(2) },
      { name: 'order_created', userId: u1, createdAt: at(3) },
      { name: 'payment_succeeded', userId: u1, createdAt: at(4) },
      // Visitor 2: landing twice, start, order, no payment.
      { name: 'landing_view', userId: u2, createdAt: at(0) },
      { name: 'landing_view', userId: u2, createdAt: at(5) },
      { name: 'order_start', userId: u2, createdAt: at(6) },
      { name: 'order_created', userId: u2, createdAt: at(7) },
      // Visitor 3: landing only. Visitor 4: a start without a landing does not count.
      { name: 'landing_view', fingerprint: 'fp_visitor_three', createdAt: at(1) },
      { name: 'order_start', fingerprint: 'fp_visitor_four', createdAt: at(1) },
      // Visitor 5: ordered before landing: only the landing counts.
      { name: 'order_start', fingerprint: 'fp_visitor_five', createdAt: at(0) },
      { name: 'landing_view', fingerprint: 'fp_visitor_five', createdAt: at(3) },
      // Outside the period.
      { name: 'landing_view', fingerprint: 'fp_visitor_six', createdAt: at(60 * 24 * 40) },
    ])
    const rows = await asService(t.db, (tx) =>
      tx.query<{ step: number; name: string; subjects: string }>('select step, name, subjects::text from private.analytics_funnel($1, $2)', [at(-60), at(60)]),
    )
    expect(rows).toEqual([
      { step: 1, name: 'landing_view', subjects: '4' },
      { step: 2, name: 'order_start', subjects: '2' },
      { step: 3, name: 'order_created', subjects: '2' },
      { step: 4, name: 'payment_succeeded', subjects: '1' },
    ])
  })
})

describe('server-side funnel events', () => {
  it('records order_created for a new unified order, in its transaction', async () => {
    const fp = `fp_${crypto.randomUUID().replace(/-/g, '')}`
    const [order] = await t.db.query<{ id: string }>(`insert into public.unified_orders (guest_fingerprint, type_id, text) values ($1, 5, 'Тема') returning id::text as id`, [fp])
    const rows = await t.db.query<{ name: string; props: { unified_order_id: number; type_id: number } }>(`select name, props from private.analytics_events where fingerprint = $1`, [fp])
    expect(rows).toEqual([{ name: 'order_created', props: { unified_order_id: Number(order!.id), type_id: 5 } }])
    // Rolled back with its order.
    const fp2 = `fp_${crypto.randomUUID().replace(/-/g, '')}`
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`insert into public.unified_orders (guest_fingerprint, type_id, text) values ($1, 5, 'Тема')`, [fp2])
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await t.db.query(`select 1 from private.analytics_events where fingerprint = $1`, [fp2])).toEqual([])
  })

  it('records no fact in a transaction whose visitor switched analytics off (analytics.off), and asCaller sets it from the caller', async () => {
    const fp = `fp_${crypto.randomUUID().replace(/-/g, '')}`
    await t.db.transaction(async (tx) => {
      await tx.query(`select set_config($1, 'on', true)`, [ANALYTICS_OFF_SETTING])
      await tx.query(`insert into public.unified_orders (guest_fingerprint, type_id, text) values ($1, 5, 'Тема')`, [fp])
    })
    expect(await t.db.query(`select 1 from private.analytics_events where fingerprint = $1`, [fp])).toEqual([])
    // Transaction-local: the next order of the same visitor, with consent, is recorded.
    await t.db.query(`insert into public.unified_orders (guest_fingerprint, type_id, text) values ($1, 5, 'Тема')`, [fp])
    expect(await t.db.query(`select name from private.analytics_events where fingerprint = $1`, [fp])).toEqual([{ name: 'order_created' }])
    const setting = (caller: Parameters<typeof asCaller>[1]) => asCaller(t.db, caller, async (tx) => (await tx.query<{ v: string }>(`select current_setting($1, true) as v`, [ANALYTICS_OFF_SETTING]))[0]!.v)
    expect(await setting({ role: 'anon', fingerprint: fp, noAnalytics: true })).toBe('on')
    expect(await setting({ role: 'anon', fingerprint: fp })).toBe('')
  })
})
