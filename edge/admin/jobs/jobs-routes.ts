// /api/admin/jobs – durable jobs (private.jobs) for the team: the list, the counts per state, one job, «Повторить» and
// «Удалить». Mounted behind the door and the second factor (edge/admin/admin-routes.ts), like every admin area.
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../context'
import { adminOf } from '../admin-middleware'
import { discardJob } from './discard-job'
import { getJob } from './get-job'
import { jobsSummary, listJobs } from './list-jobs'
import { retryJob } from './retry-job'

export const jobsAdminRoutes = new Hono<AppEnv>()

/** Jobs without their own limit get the worker's (JOBS_MAX_ATTEMPTS). */
const maxAttempts = (c: Context<AppEnv>) => c.get('deps').settings.JOBS_MAX_ATTEMPTS

// GET /api/admin/jobs?page&perPage&sort=id|runAt|createdAt|finishedAt|attempts&dir&q&state=queued|running|failed|dead|done&name
jobsAdminRoutes.get('/', async (c) => {
  adminOf(c)
  return c.json(await listJobs({ db: c.get('deps').db, defaultMaxAttempts: maxAttempts(c), query: c.req.query() }))
})

// GET /api/admin/jobs/summary – { counts: { queued, running, failed, dead, done }, names }
jobsAdminRoutes.get('/summary', async (c) => {
  adminOf(c)
  return c.json(await jobsSummary({ db: c.get('deps').db }))
})

// GET /api/admin/jobs/:id – the job with its masked payload (pretty JSON) and whole last error
jobsAdminRoutes.get('/:id', async (c) => {
  adminOf(c)
  return c.json(await getJob({ db: c.get('deps').db, defaultMaxAttempts: maxAttempts(c), id: c.req.param('id') }))
})

// POST /api/admin/jobs/:id/retry – a dead or failed job back to the queue, due now, attempts reset
jobsAdminRoutes.post('/:id/retry', async (c) =>
  c.json(await retryJob({ db: c.get('deps').db, admin: adminOf(c), defaultMaxAttempts: maxAttempts(c), id: c.req.param('id') })),
)

// POST /api/admin/jobs/:id/discard – removes a queued, failed or dead job
jobsAdminRoutes.post('/:id/discard', async (c) =>
  c.json(await discardJob({ db: c.get('deps').db, admin: adminOf(c), defaultMaxAttempts: maxAttempts(c), id: c.req.param('id') })),
)
