import { afterEach, describe, expect, it } from 'vitest'
import { migrate } from './migrate'
import { loadMigrations, loadSeed } from './files.server'
import { asCaller } from './port'
import { emptyTestDb, testDb, type TestDb } from '../../tests/helpers/test-db'

let t: TestDb | undefined
afterEach(async () => {
  await t?.dispose()
  t = undefined
})

describe('migrate', () => {
  it('applies every migration once, in order, and records it', async () => {
    t = await emptyTestDb()
    const all = await loadMigrations()
    expect(await migrate(t.db, all)).toEqual(all.map((m) => m.name))
    expect(await migrate(t.db, all)).toEqual([])
    const rows = await t.db.query<{ name: string }>('select name from supabase_migrations.schema_migrations order by version')
    expect(rows.map((r) => r.name)).toEqual(all.map((m) => m.name))
    // Every migration from nothing, twice: 24 s once on a loaded 2-core machine, and the list grows.
  }, 120_000)

  it('rolls back a failing migration whole and names it', async () => {
    t = await emptyTestDb()
    const bad = [
      { name: '0001_ok.sql', sql: 'create table a (x int);' },
      { name: '0002_bad.sql', sql: 'create table b (x int); select * from missing_table;' },
    ]
    await expect(migrate(t.db, bad)).rejects.toThrow(/0002_bad\.sql/)
    const tables = await t.db.query<{ t: string | null }>(`select to_regclass('public.b')::text as t`)
    expect(tables[0]?.t).toBeNull()
    const done = await t.db.query<{ name: string }>('select name from supabase_migrations.schema_migrations')
    expect(done.map((r) => r.name)).toEqual(['0001_ok.sql'])
  })

  it('runs the seed again without duplicating rows', async () => {
    t = await testDb() // migrated and seeded once already, like every test database
    const seed = await loadSeed()
    await t.db.exec(seed)
    await t.db.exec(seed)
    const [row] = await t.db.query<{ n: number }>('select count(*)::int as n from public.users')
    expect(row?.n).toBe(1)
  })
})

describe('asCaller and row-level security', () => {
  it('gives auth.uid(), auth.role() and auth.jwt() from the caller claims', async () => {
    t = await testDb()
    const id = '11111111-1111-4111-8111-111111111111'
    const [row] = await asCaller(t.db, { role: 'authenticated', userId: id }, (tx) =>
      tx.query<{ uid: string; role: string; cur: string; sub: string }>(
        `select auth.uid()::text as uid, auth.role() as role, current_user::text as cur, auth.jwt()->>'sub' as sub`,
      ),
    )
    expect(row).toEqual({ uid: id, role: 'authenticated', cur: 'authenticated', sub: id })
  })

  it('shows a user only their own row, a guest only their own orders', async () => {
    t = await testDb()
    const [a, b] = ['a', 'b'].map((x) => `${x.repeat(8)}-0000-4000-8000-000000000000`)
    await t.db.query(`insert into public.users (id, name) values ($1, 'A'), ($2, 'B')`, [a, b])
    await t.db.query(`with u as (insert into public.unified_orders (user_id, type_id) values ($1, 5) returning id) insert into public.ai_essay_orders (user_id, unified_order_id) select $1, id from u`, [a])
    await t.db.query(`with u as (insert into public.unified_orders (guest_fingerprint, type_id) values ($1, 5) returning id) insert into public.ai_essay_orders (guest_fingerprint, unified_order_id) select $1, id from u`, ['fp-guest'])

    const seenByA = await asCaller(t.db, { role: 'authenticated', userId: a! }, (tx) =>
      tx.query<{ name: string }>('select name from public.users'),
    )
    expect(seenByA.map((r) => r.name)).toEqual(['A'])

    const ordersOfB = await asCaller(t.db, { role: 'authenticated', userId: b! }, (tx) =>
      tx.query('select id from public.ai_essay_orders'),
    )
    expect(ordersOfB).toHaveLength(0)

    const guest = await asCaller(t.db, { role: 'anon', fingerprint: 'fp-guest' }, (tx) =>
      tx.query<{ guest_fingerprint: string }>('select guest_fingerprint from public.ai_essay_orders'),
    )
    expect(guest.map((r) => r.guest_fingerprint)).toEqual(['fp-guest'])

    const otherGuest = await asCaller(t.db, { role: 'anon', fingerprint: 'fp-other' }, (tx) =>
      tx.query('select id from public.ai_essay_orders'),
    )
    expect(otherGuest).toHaveLength(0)

    await expect(
      asCaller(t.db, { role: 'anon', fingerprint: 'fp-guest' }, (tx) => tx.query('select id from public.users')),
    ).rejects.toThrow(/permission denied/)
  })
})
