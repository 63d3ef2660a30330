// GET /api/health – liveness plus a database round trip: 200 when the database answers, 503 (JSON) when it fails or
// takes longer than HEALTH_DB_TIMEOUT_MS, so a load balancer or the e2e start-up never waits on a dead database.
// On Workers it also lists what the deployment lacks (`warnings`, e.g. no OCR provider that runs there).
// Readiness: the oldest due job's lag is read too; above READY_MAX_JOB_LAG_SECONDS the answer is 503 with `reason:
// 'jobs-lag'` (the workers are stuck or too few). The Node server adds `jobs.lagSeconds` and `listening` (whether its
// LISTEN connection still hears NOTIFY; when not, jobs wait for the next poll) to the body; a deaf LISTEN alone is
// reported, not refused, since polling still runs every job.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { asCaller, asService } from '../db/port'
import { jobLagSeconds } from '../metrics/app-metrics'
import { checkWorkerSettings } from '../runtime/worker-settings'

/** How long the round trip may take before the answer is 503; a health check must answer, not hang. */
export const HEALTH_DB_TIMEOUT_MS = 2_000

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db, log, settings, runtime } = c.get('deps')
  const warnings = runtime === 'workers' ? checkWorkerSettings(settings).warnings : []
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${HEALTH_DB_TIMEOUT_MS} ms`)), HEALTH_DB_TIMEOUT_MS)
  })
  const roundTrip = asCaller(db, { role: 'anon' }, (tx) => tx.query<{ ok: number }>('select 1 as ok')).then(async (rows) => {
    const lagSeconds = await asService(db, (tx) => jobLagSeconds(tx))
    return { rows, lagSeconds: Math.round(lagSeconds) }
  })
  // A late failure after the timeout has already answered must not become an unhandled rejection.
  roundTrip.catch(() => {})
  try {
    const { rows, lagSeconds } = await Promise.race([roundTrip, timedOut])
    if (rows[0]?.ok !== 1) throw new Error('select 1 answered no row')
    const probe = c.get('deps').listenProbe
    const ready = probe ? { jobs: { lagSeconds }, listening: await probe.listening() } : {}
    if (lagSeconds > settings.READY_MAX_JOB_LAG_SECONDS) {
      log.warn('health: jobs are late', { lagSeconds, limit: settings.READY_MAX_JOB_LAG_SECONDS })
      c.header('cache-control', 'no-store')
      const message = `Задания ждут в очереди ${lagSeconds} с — дольше допустимых ${settings.READY_MAX_JOB_LAG_SECONDS} с`
      return c.json({ ok: false, driver: db.driver, reason: 'jobs-lag', message, jobs: { lagSeconds }, ...ready }, 503)
    }
    return c.json({ ok: true, driver: db.driver, ...ready, ...(warnings.length ? { warnings } : {}) })
  } catch (e) {
    log.warn('health: database unavailable', { error: e instanceof Error ? e.message : String(e) })
    c.header('cache-control', 'no-store')
    return c.json({ ok: false, driver: db.driver, message: 'База данных недоступна' }, 503)
  } finally {
    clearTimeout(timer)
  }
})
