// 20261125002900_analytics_events.sql on a database that already holds events in the old single table: every row
// moves into its month's partition with its id, the old 'short-link' spelling becomes 'short_link', and new ids follow.
import { afterAll, describe, expect, it } from 'vitest'
import { emptyTestDb, type TestDb } from '../../tests/helpers/test-db'
import { loadMigrations } from '../db/files.server'
import { migrate } from '../db/migrate'
import { storeEvents } from './store-events'

let t: TestDb | undefined
afterAll(async () => {
  await t?.dispose()
})

const PARTITIONED = '20261125002900_analytics_events.sql'

describe('the partitioned event store migration', () => {
  it('keeps the old rows, renames the short-link event and continues the ids', async () => {
    t = await emptyTestDb()
    const all = await loadMigrations()
    const at = all.findIndex((m) => m.name === PARTITIONED)
    expect(at).toBeGreaterThan(0)
    await migrate(t.db, all.slice(0, at))
    await t.db.query(
      `insert into private.analytics_events (name, props, fingerprint, user_id, created_at) values
         ('short-link', '{"link":"l/v"}', 'fp_1234567890', null, '2026-01-15T10:00:00Z'),
         ('landing_view', '{}', null, '6f1d2c3b-0a4e-4f5a-9b8c-7d6e5f4a3b2c', '2026-02-01T00:00:00Z')`,
    )
    await migrate(t.db, all.slice(at))
    const rows = await t.db.query<{ id: string; name: string; props: unknown; part: string }>(
      `select id::text, name, props, tableoid::regclass::text as part from private.analytics_events order by id`,
    )
    expect(rows).toEqual([
      { id: '1', name: 'short_link', props: { link: 'l/v' }, part: 'private.analytics_events_2026_01' },
      { id: '2', name: 'landing_view', props: {}, part: 'private.analytics_events_2026_02' },
    ])
    expect(await t.db.query(`select to_regclass('private.analytics_events_legacy') as t`)).toEqual([{ t: null }])
    await storeEvents(t.db, [{ name: 'after_move' }])
    const [next] = await t.db.query<{ id: string }>(`select id::text from private.analytics_events where name = 'after_move'`)
    expect(Number(next!.id)).toBeGreaterThan(2)
  }, 120_000)
})
