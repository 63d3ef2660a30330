// npm run originality:backfill – queues every existing text that the originality index does not hold yet (library works,
// published referats, finished text works and referat orders, AI answers) as index jobs in DATABASE_URL (or the PGlite in
// DATA_DIR); the server's worker — on Workers the Cron sweep and the Queue — then indexes them. A re-run queues only
// what is still missing.
import { backfillOriginality } from '../edge/originality/backfill-originality'
import { openScriptDb } from './script-db'

const { db } = await openScriptDb()
try {
  const queued = await backfillOriginality(db)
  console.log(`Поставлено в очередь на индексирование: ${Object.entries(queued).map(([k, n]) => `${k} ${n}`).join(', ')}.`)
} finally {
  await db.close()
}
