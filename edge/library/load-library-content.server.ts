// First start: an empty library loads every content/library/*.jsonl (LIBRARY_CONTENT_DIR), so a fresh install has works.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { asService, type Db } from '../db/port'
import type { Logger } from '../log'
import { importLibraryWorks } from './import-library-works'

export async function loadLibraryContent({ db, dir, log }: { db: Db; dir: string; log: Logger }): Promise<number> {
  const [some] = await asService(db, (tx) => tx.query('select 1 from public.library_works limit 1'))
  if (some) return 0
  const files = await readdir(dir).catch(() => [] as string[])
  let loaded = 0
  for (const name of files.filter((f) => f.endsWith('.jsonl')).sort()) {
    const report = await importLibraryWorks({ db, text: await readFile(join(dir, name), 'utf8') })
    loaded += report.inserted
    if (report.refused.length) log.warn(`library: ${name}: ${report.refused.length} строк не принято`, { refused: report.refused.slice(0, 5) })
  }
  if (loaded) log.info(`library: loaded ${loaded} works from ${dir}`)
  return loaded
}
