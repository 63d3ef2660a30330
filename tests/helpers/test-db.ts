// Test databases: in-memory PGlite by default; a fresh database on the server named by TEST_DATABASE_URL.
// Migrating costs seconds per file, so testDb() clones the template that global-setup.ts migrates once per run;
// emptyTestDb() stays empty for the migration tests.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import postgres from 'postgres'
import { openPglite } from '../../edge/db/pglite.server'
import { openPostgres } from '../../edge/db/postgres.server'
import { migrate } from '../../edge/db/migrate'
import { applySeed, loadMigrations, loadSeed } from '../../edge/db/files.server'
import type { Db } from '../../edge/db/port'

export type TestDb = { db: Db; url?: string; dispose: () => Promise<void> }

/** What global-setup.ts hands to the test files: a PGlite tarball, or a database on the TEST_DATABASE_URL server. */
export type TestDbTemplate =
  | { driver: 'pglite'; file: string; fingerprint: string }
  | { driver: 'postgres'; name: string; fingerprint: string }

declare module 'vitest' {
  export interface ProvidedContext {
    testDbTemplate?: TestDbTemplate
  }
}

export const onRealPostgres = () => Boolean(process.env.TEST_DATABASE_URL)

/** Migrations and seed as they are on disk now, so a template built from older files is never used. */
export async function schemaFingerprint(): Promise<string> {
  const hash = createHash('sha256')
  for (const m of await loadMigrations()) hash.update(`${m.name}\0${m.sql}\0`)
  return hash.update(await loadSeed()).digest('hex')
}

/** What testDb() promises on top of an empty database. */
export async function migrateAndSeed(db: Db): Promise<void> {
  await migrate(db, await loadMigrations())
  await applySeed(db)
}

export const uniqueDbName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`

export function dbUrl(admin: string, name: string): string {
  const url = new URL(admin)
  url.pathname = `/${name}`
  return url.toString()
}

/** CREATE DATABASE … TEMPLATE refuses while anyone else is connected to the template (55006); that passes quickly. */
async function createDatabase(root: postgres.Sql, name: string, template?: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await root.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`)
      return
    } catch (e) {
      if ((e as { code?: string }).code !== '55006' || attempt >= 20) throw e
      await new Promise((r) => setTimeout(r, 50 * attempt))
    }
  }
}

async function serverTestDb(admin: string, template?: string): Promise<TestDb> {
  const name = uniqueDbName('t')
  const root = postgres(admin, { max: 1, onnotice: () => {} })
  await createDatabase(root, name, template)
  const url = dbUrl(admin, name)
  const db = openPostgres(url, { max: 8 })
  return {
    db,
    url,
    async dispose() {
      await db.close()
      await root.unsafe(`drop database if exists ${name} with (force)`)
      await root.end()
    },
  }
}

/** An empty database (no migrations). */
export async function emptyTestDb(): Promise<TestDb> {
  const admin = process.env.TEST_DATABASE_URL
  if (admin) return serverTestDb(admin)
  const db = await openPglite()
  return { db, dispose: () => db.close() }
}

/** The run's template, unless there is none (outside vitest, another config) or the migrations changed since. */
async function currentTemplate(): Promise<TestDbTemplate | undefined> {
  // Outside vitest (the bench scripts) importing vitest itself throws, so it is loaded only under it.
  if (!process.env.VITEST) return undefined
  let template: TestDbTemplate | undefined
  try {
    template = (await import('vitest')).inject('testDbTemplate')
  } catch {
    return undefined
  }
  if (!template || template.driver !== (onRealPostgres() ? 'postgres' : 'pglite')) return undefined
  return template.fingerprint === (await schemaFingerprint()) ? template : undefined
}

/** A migrated and seeded database. */
export async function testDb(): Promise<TestDb> {
  const template = await currentTemplate()
  if (template?.driver === 'postgres') return serverTestDb(process.env.TEST_DATABASE_URL!, template.name)
  if (template?.driver === 'pglite') {
    const db = await openPglite(undefined, { loadDataDir: new Blob([await readFile(template.file)]) })
    return { db, dispose: () => db.close() }
  }
  const t = await emptyTestDb()
  await migrateAndSeed(t.db)
  return t
}
