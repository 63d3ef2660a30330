// Picks the driver: postgres.js when a URL is given, else PGlite in the data folder.
import type { Db } from './port'

export async function connectDb(opts: { url?: string; dataDir?: string }): Promise<Db> {
  if (opts.url) {
    const { openPostgres } = await import('./postgres.server')
    return openPostgres(opts.url)
  }
  const { openPglite } = await import('./pglite.server')
  return openPglite(opts.dataDir)
}
