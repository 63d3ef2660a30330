// Test databases: in-memory PGlite by default; a fresh database on the server named by TEST_DATABASE_URL, shaped like a
// hosted Supabase project (supabase-shape.ts: non-superuser owner, Supabase's default privileges) unless
// TEST_DATABASE_SHAPE=plain asks for a plain database owned by the server's superuser.
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
import { createSupabaseShapedDatabase, dbUrlAs, SUPABASE_OWNER } from './supabase-shape'

export type TestDb = { db: Db; url?: string; dispose: () => Promise<void> }

/** What global-setup.ts hands to the test files: a PGlite tarball, or a database on the TEST_DATABASE_URL server. */
export type TestDbTemplate =
  | { driver: 'pglite'; file: string; fingerprint: string }
  | { driver: 'postgres'; name: string; fingerprint: string; shape: TDbShape }

/** `supabase`: the migrating and connecting role is Supabase's demoted owner; `plain`: the server's superuser. */
export type TDbShape = 'supabase' | 'plain'

declare module 'vitest' {
  export interface ProvidedContext {
    testDbTemplate?: TestDbTemplate
  }
}

export const onRealPostgres = () => Boolean(process.env.TEST_DATABASE_URL)

/** The shape of the databases this run makes on TEST_DATABASE_URL's server. */
export const testDbShape = (): TDbShape => (process.env.TEST_DATABASE_SHAPE === 'plain' ? 'plain' : 'supabase')

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

/** Where the app connects to database `name`: as Supabase's owner role on a Supabase-shaped one. */
export const dbUrl = (admin: string, name: string, shape: TDbShape = 'plain'): string =>
  dbUrlAs(admin, name, shape === 'supabase' ? SUPABASE_OWNER : undefined)

/** CREATE DATABASE … TEMPLATE refuses while anyone else is connected to the template (55006); that passes quickly. */
async function createDatabase(root: postgres.Sql, name: string, template: string, shape: TDbShape): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await root.unsafe(`create database ${name} template ${template}${shape === 'supabase' ? ` owner ${SUPABASE_OWNER}` : ''}`)
      return
    } catch (e) {
      if ((e as { code?: string }).code !== '55006' || attempt >= 20) throw e
      await new Promise((r) => setTimeout(r, 50 * attempt))
    }
  }
}

/** A new empty database of `shape` on the admin's server (what global-setup migrates into its template). */
export async function createServerDatabase(root: postgres.Sql, admin: string, name: string, shape: TDbShape): Promise<void> {
  if (shape === 'supabase') await createSupabaseShapedDatabase(root, admin, name)
  else await root.unsafe(`create database ${name}`)
}

async function serverTestDb(admin: string, shape: TDbShape, template?: string): Promise<TestDb> {
  const name = uniqueDbName('t')
  const root = postgres(admin, { max: 1, onnotice: () => {} })
  if (template) await createDatabase(root, name, template, shape)
  else await createServerDatabase(root, admin, name, shape)
  const url = dbUrl(admin, name, shape)
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

/** An empty database (no migrations), of the run's shape unless `shape` names one. */
export async function emptyTestDb(shape: TDbShape = testDbShape()): Promise<TestDb> {
  const admin = process.env.TEST_DATABASE_URL
  if (admin) return serverTestDb(admin, shape)
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
  if (template.driver === 'postgres' && template.shape !== testDbShape()) return undefined
  return template.fingerprint === (await schemaFingerprint()) ? template : undefined
}

/** A migrated and seeded database. */
export async function testDb(): Promise<TestDb> {
  const template = await currentTemplate()
  if (template?.driver === 'postgres') return serverTestDb(process.env.TEST_DATABASE_URL!, template.shape, template.name)
  if (template?.driver === 'pglite') {
    const db = await openPglite(undefined, { loadDataDir: new Blob([await readFile(template.file)]) })
    return { db, dispose: () => db.close() }
  }
  const t = await emptyTestDb()
  await migrateAndSeed(t.db)
  return t
}
