// The Data API's reach is the allow-list, nothing more: every privilege anon and authenticated hold on a migrated
// database (PGlite, plain Postgres, or — as CI runs it — a database shaped like a hosted Supabase project, whose default
// privileges grant everything in public to the API roles) equals supabase/exposure.json, entry for entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allowedLines, listExposure, readAllowList } from '../helpers/api-exposure'
import { emptyTestDb, migrateAndSeed, onRealPostgres, testDb, testDbShape, type TestDb } from '../helpers/test-db'

let t: TestDb
beforeAll(async () => {
  t = await testDb()
})
afterAll(() => t?.dispose())

const onSupabaseShape = onRealPostgres() && testDbShape() === 'supabase'

describe('API exposure', () => {
  it('is exactly the allow-list: nothing granted that is not listed with a reason, nothing listed that is not granted', async () => {
    const actual = await listExposure(t.db)
    const allowed = allowedLines(readAllowList())
    const unexpected = actual.filter((l) => !allowed.includes(l))
    const stale = allowed.filter((l) => !actual.includes(l))
    // The message names each object, so a migration that grants a new table fails with that table's name.
    expect(unexpected, 'granted to an API role but not on supabase/exposure.json').toEqual([])
    expect(stale, 'on supabase/exposure.json but not granted (remove the entry)').toEqual([])
  })

  it('gives every entry a reason and lists each grant once', () => {
    const entries = readAllowList()
    for (const e of entries) expect(e.why.length, e.grant).toBeGreaterThan(30)
    const lines = allowedLines(entries)
    expect(new Set(lines).size).toBe(lines.length)
  })

  it('offers nothing to call over RPC: no function in public is executable by an API role', async () => {
    const callable = (await listExposure(t.db)).filter((l) => /^\w+ function public\./.test(l))
    expect(callable).toEqual([])
  })

  it('lets an API role run a security definer function only in private, which the Data API does not serve', async () => {
    const definers = (await listExposure(t.db)).filter((l) => l.includes(' security definer:'))
    expect(definers.length).toBeGreaterThan(0)
    for (const l of definers) expect(l).toMatch(/^\w+ function private\./)
    // …and each of those fixes its search_path, so a caller's objects cannot stand in for the ones it means.
    const loose = await t.db.query<{ fn: string }>(
      `select p.oid::regprocedure::text as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where p.prosecdef and n.nspname in ('public', 'private')
          and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search\\_path=%')`,
    )
    expect(loose).toEqual([])
  })

  it('grants nothing to an API role on a table a later migration creates without saying so', async () => {
    // Run as the migrating role: on a Supabase-shaped database its default privileges are what Supabase sets up.
    await t.db.exec(`create table public.exposure_probe (id int primary key, secret text);
                     create function public.exposure_probe_fn() returns int language sql as 'select 1';
                     create sequence public.exposure_probe_seq`)
    try {
      const probe = (await listExposure(t.db)).filter((l) => l.includes('exposure_probe'))
      expect(probe).toEqual([])
      // A grant a migration adds is reported with the table's name until it is on the allow-list.
      await t.db.exec(`grant select on public.exposure_probe to anon`)
      const allowed = allowedLines(readAllowList())
      const unexpected = (await listExposure(t.db)).filter((l) => !allowed.includes(l))
      expect(unexpected).toEqual(['anon table public.exposure_probe: SELECT'])
    } finally {
      await t.db.exec(`drop table public.exposure_probe; drop function public.exposure_probe_fn(); drop sequence public.exposure_probe_seq`)
    }
  })

  it.runIf(onRealPostgres())('is the same on the other shape of Postgres: one migrated by a superuser, one by Supabase’s demoted owner', async () => {
    const other = await emptyTestDb(testDbShape() === 'supabase' ? 'plain' : 'supabase')
    try {
      await migrateAndSeed(other.db)
      expect(await listExposure(other.db)).toEqual(await listExposure(t.db))
    } finally {
      await other.dispose()
    }
    // Every migration from nothing: ~10 s alone, several times that on a loaded 2-core machine.
  }, 180_000)

  it.runIf(onSupabaseShape)('runs on a database shaped like hosted Supabase: a non-superuser owner under default grants to the API roles', async () => {
    const [me] = await t.db.query<{ rolsuper: boolean; rolbypassrls: boolean }>(
      `select rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
    )
    expect(me).toEqual({ rolsuper: false, rolbypassrls: true })
    // Supabase's own default privileges stay in force for objects its admin creates (an extension's, say)…
    const [admin] = await t.db.query<{ grants: string }>(
      `select string_agg(a::text, ' ') as grants from pg_default_acl d, unnest(d.defaclacl) a
        where d.defaclrole = 'supabase_admin'::regrole and d.defaclnamespace = 'public'::regnamespace and d.defaclobjtype = 'r'`,
    )
    expect(admin?.grants).toContain('anon=arwdDxt')
    // …and the bootstrap migration removed the ones for ours.
    const ours = await t.db.query(
      `select 1 from pg_default_acl d, unnest(d.defaclacl) a
        where d.defaclrole = current_user::regrole and a::text ~ '^(anon|authenticated)='`,
    )
    expect(ours).toEqual([])
  })
})
