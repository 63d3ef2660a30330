// Test databases: in-memory PGlite by default; a fresh database on the server named by TEST_DATABASE_URL.
import postgres from 'postgres'
import { openPglite } from '../../edge/db/pglite.server'
import { openPostgres } from '../../edge/db/postgres.server'
import { migrate } from '../../edge/db/migrate'
import { loadMigrations, loadSeed } from '../../edge/db/files.server'
import type { Db } from '../../edge/db/port'

export type TestDb = { db: Db; url?: string; dispose: () => Promise<void> }

export const onRealPostgres = () => Boolean(process.env.TEST_DATABASE_URL)

/** An empty database (no migrations). */
export async function emptyTestDb(): Promise<TestDb> {
  const admin = process.env.TEST_DATABASE_URL
  if (!admin) {
    const db = await openPglite()
    return { db, dispose: () => db.close() }
  }
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const root = postgres(admin, { max: 1, onnotice: () => {} })
  await root.unsafe(`create database ${name}`)
  const url = new URL(admin)
  url.pathname = `/${name}`
  const db = openPostgres(url.toString(), { max: 8 })
  return {
    db,
    url: url.toString(),
    async dispose() {
      await db.close()
      await root.unsafe(`drop database if exists ${name} with (force)`)
      await root.end()
    },
  }
}

/** A migrated and seeded database. */
export async function testDb(): Promise<TestDb> {
  const t = await emptyTestDb()
  await migrate(t.db, await loadMigrations())
  await t.db.exec(await loadSeed())
  return t
}
