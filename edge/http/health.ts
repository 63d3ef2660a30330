// GET /api/health – liveness plus a database round trip: 200 when the database answers, 503 (JSON) when it fails or
// takes longer than HEALTH_DB_TIMEOUT_MS, so a load balancer or the e2e start-up never waits on a dead database.
// On Workers it also lists what the deployment lacks (`warnings`, e.g. no OCR provider that runs there).
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { asCaller } from '../db/port'
import { checkWorkerSettings, onWorkers } from '../runtime/worker-settings'

/** How long the round trip may take before the answer is 503; a health check must answer, not hang. */
export const HEALTH_DB_TIMEOUT_MS = 2_000

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db, log, settings } = c.get('deps')
  const warnings = onWorkers() ? checkWorkerSettings(settings).warnings : []
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${HEALTH_DB_TIMEOUT_MS} ms`)), HEALTH_DB_TIMEOUT_MS)
  })
  const roundTrip = asCaller(db, { role: 'anon' }, (tx) => tx.query<{ ok: number }>('select 1 as ok'))
  // A late failure after the timeout has already answered must not become an unhandled rejection.
  roundTrip.catch(() => {})
  try {
    const [row] = await Promise.race([roundTrip, timedOut])
    if (row?.ok === 1) return c.json({ ok: true, driver: db.driver, ...(warnings.length ? { warnings } : {}) })
    throw new Error('select 1 answered no row')
  } catch (e) {
    log.warn('health: database unavailable', { error: e instanceof Error ? e.message : String(e) })
    c.header('cache-control', 'no-store')
    return c.json({ ok: false, driver: db.driver, message: 'База данных недоступна' }, 503)
  } finally {
    clearTimeout(timer)
  }
})
