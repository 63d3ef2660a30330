// Migration runner: applies supabase/migrations/*.sql in name order, once each, each in its own transaction.
import type { Db } from './port'

export type Migration = { name: string; sql: string }

const LEDGER = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);`

/** Returns the names it applied; concurrent runners serialise on an advisory lock. */
export async function migrate(db: Db, migrations: Migration[]): Promise<string[]> {
  await db.exec(LEDGER)
  const ordered = [...migrations].sort((a, b) => a.name.localeCompare(b.name))
  const applied: string[] = []
  for (const m of ordered) {
    const version = m.name.split('_')[0] ?? m.name
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(7823401)')
      const rows = await tx.query('select 1 from supabase_migrations.schema_migrations where version = $1', [version])
      if (rows.length > 0) return false
      try {
        await tx.exec(m.sql)
      } catch (e) {
        throw new Error(`Миграция ${m.name} не применилась: ${(e as Error).message}`, { cause: e })
      }
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, m.name])
      return true
    })
    if (done) applied.push(m.name)
  }
  return applied
}
