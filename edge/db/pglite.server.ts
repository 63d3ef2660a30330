// PGlite driver: embedded Postgres (WASM) persisted in a folder, or in memory for tests.
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { Db, Tx } from './port'

const wrapTx = (tx: Transaction): Tx => ({
  async query<T>(sql: string, params: unknown[] = []) {
    return (await tx.query<T>(sql, params)).rows
  },
  async exec(sql: string) {
    await tx.exec(sql)
  },
})

export type PgliteDb = Db & {
  /** The whole data folder as an uncompressed tarball: it loads faster than a gzipped one. */
  dumpDataDir: () => Promise<Blob>
}

/**
 * Opens PGlite at `dataDir` (created when missing); `undefined` keeps it in memory. `loadDataDir` starts it from a
 * `dumpDataDir` tarball, which skips initdb: tests clone one migrated database instead of building their own.
 */
export async function openPglite(dataDir?: string, opts: { loadDataDir?: Blob } = {}): Promise<PgliteDb> {
  // PGlite's default shared_buffers makes an idle server hold ~300 MB; 32 MB is plenty for one embedded user.
  const pg = await PGlite.create({
    // pg_trgm: the library search falls back to trigram similarity for typos (supabase/migrations/*_library.sql).
    extensions: { pg_trgm },
    ...(dataDir ? { dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    postgresqlconf: ['shared_buffers=32MB'],
  })
  return {
    driver: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pg.query<T>(sql, params)).rows
    },
    async exec(sql: string) {
      await pg.exec(sql)
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrapTx(tx))),
    async listen(channel, onPayload) {
      const unsub = await pg.listen(channel, onPayload)
      return async () => unsub()
    },
    close: () => pg.close(),
    dumpDataDir: () => pg.dumpDataDir('none'),
  }
}
