// npm run content:load – puts the product's own content into DATABASE_URL (or the PGlite in DATA_DIR): every library
// work in LIBRARY_CONTENT_DIR (content/library/*.jsonl, upserted by slug) and the referat catalogue's topic list
// (content/referats/topics.tsv) queued as `referat.generate` jobs, which the server's worker — on Workers the Cron
// sweep and the Queue — then writes. A Node server does this itself on a first start with an empty database; a
// Workers-only deployment has no such start, so its deployment steps run this once. A re-run changes nothing.
import { resolve } from 'node:path'
import { createLogger } from '../edge/log'
import { loadLibraryFiles } from '../edge/library/load-library-content.server'
import { queueStarterReferats } from '../edge/referats/seed-referat-catalogue.server'
import { openScriptDb } from './script-db'

const { db, settings } = await openScriptDb()
const log = createLogger(settings.LOG_LEVEL, false)
try {
  const dir = resolve(settings.LIBRARY_CONTENT_DIR)
  const library = await loadLibraryFiles({ db, dir, log })
  console.log(
    `Библиотека (${dir}): файлов ${library.files}; добавлено ${library.inserted}, обновлено ${library.updated}, без изменений ${library.unchanged}, не принято ${library.refused}.`,
  )
  const referats = await queueStarterReferats({ db, log })
  const count = (k: string) => referats.filter((r) => r.outcome === k).length
  console.log(`Рефераты: в очереди ${count('queued') + count('requeued')}, уже есть ${count('exists')}, нет предмета ${count('unknown-subject')}.`)
  if (library.files === 0) {
    console.error(`В ${dir} нет файлов *.jsonl`)
    process.exitCode = 2
  } else if (library.refused || count('unknown-subject')) process.exitCode = 1
} finally {
  await db.close()
}
