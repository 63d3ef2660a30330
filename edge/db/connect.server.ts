// Picks the driver: postgres.js when a URL is given, else PGlite in the data folder.
import type { Db } from './port'
import { describeDbConnectError } from './connect-error'

/** The database at DATABASE_URL does not answer; the message is one Russian line with its host and port. */
export class DbUnreachableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DbUnreachableError'
  }
}

/** Opens the database; a URL is tried at once, so a dead server fails here with DbUnreachableError, not mid-migration. */
export async function connectDb(opts: { url?: string; dataDir?: string }): Promise<Db> {
  if (opts.url) {
    const { openPostgres } = await import('./postgres.server')
    const db = openPostgres(opts.url)
    try {
      await db.query('select 1')
    } catch (e) {
      await db.close().catch(() => {})
      throw new DbUnreachableError(describeDbConnectError(opts.url, e))
    }
    return db
  }
  const { openPglite } = await import('./pglite.server')
  return openPglite(opts.dataDir)
}
