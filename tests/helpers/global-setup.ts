// Migrates and seeds one template database per run; testDb() clones it in every test file (see test-db.ts).
// Built from the migrations on disk at the start of the run, and again before a watch-mode rerun if they changed.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import type { TestProject } from 'vitest/node'
import { openPglite } from '../../edge/db/pglite.server'
import { openPostgres } from '../../edge/db/postgres.server'
import { createServerDatabase, dbUrl, migrateAndSeed, schemaFingerprint, testDbShape, uniqueDbName, type TestDbTemplate } from './test-db'

type Built = { template: TestDbTemplate; drop: () => Promise<void> }

async function buildPglite(fingerprint: string): Promise<Built> {
  const dir = await mkdtemp(join(tmpdir(), 'test-db-'))
  const file = join(dir, 'template.tar')
  const db = await openPglite()
  try {
    await migrateAndSeed(db)
    await writeFile(file, new Uint8Array(await (await db.dumpDataDir()).arrayBuffer()))
  } finally {
    await db.close()
  }
  return { template: { driver: 'pglite', file, fingerprint }, drop: () => rm(dir, { recursive: true, force: true }) }
}

async function buildPostgres(admin: string, fingerprint: string): Promise<Built> {
  const name = uniqueDbName('tpl')
  const shape = testDbShape()
  const root = postgres(admin, { max: 1, onnotice: () => {} })
  const drop = async () => {
    await root.unsafe(`drop database if exists ${name} with (force)`)
    await root.end()
  }
  try {
    await createServerDatabase(root, admin, name, shape)
    const db = openPostgres(dbUrl(admin, name, shape), { max: 1 })
    try {
      await migrateAndSeed(db)
    } finally {
      await db.close()
    }
    // Copying needs the template to itself; this also keeps autovacuum and stray clients out of it.
    await root.unsafe(`alter database ${name} allow_connections false`)
  } catch (e) {
    await drop()
    throw e
  }
  return { template: { driver: 'postgres', name, fingerprint, shape }, drop }
}

const build = async (): Promise<Built> => {
  const fingerprint = await schemaFingerprint()
  const admin = process.env.TEST_DATABASE_URL
  return admin ? buildPostgres(admin, fingerprint) : buildPglite(fingerprint)
}

export default async function setup(project: TestProject) {
  let built = await build()
  project.provide('testDbTemplate', built.template)
  project.onTestsRerun(async () => {
    if ((await schemaFingerprint()) === built.template.fingerprint) return
    await built.drop()
    built = await build()
    project.provide('testDbTemplate', built.template)
  })
  return () => built.drop()
}
