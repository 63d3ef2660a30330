// First start: an empty library loads every content/library/*.jsonl (LIBRARY_CONTENT_DIR), so a fresh install has works.
// `npm run content:load` (scripts/content-load.ts) loads them whatever the library holds: rows are upserted by slug.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { asService, type Db } from '../db/port'
import type { Logger } from '../log'
import { importLibraryWorks } from './import-library-works'

export type TLibraryLoad = { files: number; inserted: number; updated: number; unchanged: number; refused: number }

export async function loadLibraryContent(o: { db: Db; dir: string; log: Logger }): Promise<number> {
  const [some] = await asService(o.db, (tx) => tx.query('select 1 from public.library_works limit 1'))
  if (some) return 0
  const loaded = (await loadLibraryFiles(o)).inserted
  if (loaded) o.log.info(`library: loaded ${loaded} works from ${o.dir}`)
  return loaded
}

/** Every *.jsonl in `dir`, in name order, upserted by slug (a re-run changes nothing); refused rows are logged. */
export async function loadLibraryFiles({ db, dir, log }: { db: Db; dir: string; log: Logger }): Promise<TLibraryLoad> {
  const files = await readdir(dir).catch(() => [] as string[])
  const sum: TLibraryLoad = { files: 0, inserted: 0, updated: 0, unchanged: 0, refused: 0 }
  for (const name of files.filter((f) => f.endsWith('.jsonl')).sort()) {
    const report = await importLibraryWorks({ db, text: await readFile(join(dir, name), 'utf8') })
    sum.files += 1
    sum.inserted += report.inserted
    sum.updated += report.updated
    sum.unchanged += report.unchanged
    sum.refused += report.refused.length
    if (report.refused.length) log.warn(`library: ${name}: ${report.refused.length} строк не принято`, { refused: report.refused.slice(0, 5) })
  }
  return sum
}
