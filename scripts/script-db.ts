// The database a command-line script works on: DATABASE_URL, or the PGlite in DATA_DIR (made if missing), migrated (and
// seeded unless told not to); a dead DATABASE_URL is one line (host, port, reason) and exit code 1, not a stack.
import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import { readSettings, type TSettings } from '../edge/settings'
import { connectDb, DbUnreachableError } from '../edge/db/connect.server'
import { migrate } from '../edge/db/migrate'
import { applySeed, loadMigrations } from '../edge/db/files.server'
import type { Db } from '../edge/db/port'

export async function openScriptDb(opts: { seed?: boolean } = {}): Promise<{ db: Db; settings: TSettings; applied: string[] }> {
  const settings = readSettings(process.env)
  const dataDir = settings.DATABASE_URL ? undefined : resolve(settings.DATA_DIR, 'pglite')
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const db = await connectDb({ url: settings.DATABASE_URL, dataDir }).catch((e: unknown) => {
    if (!(e instanceof DbUnreachableError)) throw e
    console.error(e.message)
    process.exit(1)
  })
  const applied = await migrate(db, await loadMigrations())
  if (opts.seed !== false) await applySeed(db)
  return { db, settings, applied }
}
