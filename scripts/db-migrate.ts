// npm run db:migrate – applies pending migrations and the seed to DATABASE_URL or the PGlite in DATA_DIR.
import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import { readSettings } from '../edge/settings'
import { connectDb, DbUnreachableError } from '../edge/db/connect.server'
import { migrate } from '../edge/db/migrate'
import { applySeed, loadMigrations } from '../edge/db/files.server'

const settings = readSettings(process.env)
const dataDir = settings.DATABASE_URL ? undefined : resolve(settings.DATA_DIR, 'pglite')
if (dataDir) await mkdir(dataDir, { recursive: true })
const db = await connectDb({ url: settings.DATABASE_URL, dataDir }).catch((e: unknown) => {
  // A dead DATABASE_URL is one line (host, port, reason), not a driver's stack.
  if (!(e instanceof DbUnreachableError)) throw e
  console.error(e.message)
  process.exit(1)
})
const applied = await migrate(db, await loadMigrations())
await applySeed(db)
console.log(applied.length ? `Применены миграции:\n${applied.join('\n')}` : 'Новых миграций нет')
await db.close()
