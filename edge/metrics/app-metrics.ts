// The server's metrics: what the request line and the job runner count, and what is read from the database at scrape
// time (jobs waiting, running and dead, the oldest due job's lag, recent payments and sign-in codes). Node only; on
// Workers the request line in Workers Logs is the metric (docs/deployment.md).
import { asService, type Db } from '../db/port'
import { createMetrics, type TMetrics } from './registry'

/** Request duration buckets, seconds: a cached page (a few ms) up to a slow AI-backed mutation. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

export type TJobOutcome = 'done' | 'retry' | 'dead'

export type TAppMetrics = {
  registry: TMetrics
  request(r: { route: string; method: string; status: number; durationMs: number }): void
  job(j: { name: string; outcome: TJobOutcome }): void
  ai(a: { provider: string; task: string; outcome: 'ok' | 'error'; durationMs: number }): void
}

export type TJobStats = { counts: { name: string; status: string; count: number }[]; lagSeconds: number }

/** Jobs queued, running and dead by name, and how long the oldest due queued job has waited past its run_at. */
export async function readJobStats(db: Db): Promise<TJobStats> {
  return asService(db, async (tx) => {
    const counts = await tx.query<{ name: string; status: string; count: number }>(
      `select name, status, count(*)::int as count from private.jobs
       where status in ('queued', 'running', 'dead') group by name, status order by name, status`,
    )
    return { counts, lagSeconds: await jobLagSeconds(tx) }
  })
}

/** Seconds the oldest due queued job has waited past its run_at; 0 when nothing is due. */
export async function jobLagSeconds(tx: { query: Db['query'] }): Promise<number> {
  const [row] = await tx.query<{ lag: number | string | null }>(
    `select extract(epoch from now() - min(run_at))::float8 as lag from private.jobs where status = 'queued' and run_at <= now()`,
  )
  return Math.max(0, Number(row?.lag ?? 0))
}

/** AI call duration buckets, seconds: a short structured answer up to a long streamed section. */
const AI_BUCKETS = [0.5, 1, 2.5, 5, 10, 20, 40, 80, 160, 300]

/** `openStreams`: the realtime and answer streams this process holds open (edge/realtime/stream-slots.ts). */
export function createAppMetrics(db: Db, opts: { openStreams?: () => { guest: number; client: number } } = {}): TAppMetrics {
  const registry = createMetrics()
  const requests = registry.counter('campus_http_requests_total', 'HTTP requests by route pattern, method and status.')
  const duration = registry.histogram('campus_http_request_duration_seconds', 'Time to the answer (headers of a stream), by route pattern and method.', DURATION_BUCKETS)
  const jobsFinished = registry.counter('campus_jobs_finished_total', 'Job runs that ended, by job name and outcome (done, retry, dead).')
  const aiCalls = registry.counter('campus_ai_calls_total', 'AI provider calls by provider (demo, openai), task (prompt id) and outcome (ok, error).')
  const aiDuration = registry.histogram('campus_ai_call_duration_seconds', 'AI provider calls, from the request to the last chunk, by provider and task.', AI_BUCKETS)
  const openStreams = opts.openStreams
  if (openStreams) {
    registry.gauges('campus_streams_open', 'Realtime and answer streams (SSE) this process holds open, by caller (guest, client).', async () => {
      const open = openStreams()
      return [
        { labels: { caller: 'guest' }, value: open.guest },
        { labels: { caller: 'client' }, value: open.client },
      ]
    })
  }

  // Read from private.jobs on each scrape, so they are right whichever process (or a Workers sweep) ran the jobs.
  let stats: Promise<TJobStats> | null = null
  const jobStats = () => (stats ??= readJobStats(db).finally(() => setTimeout(() => (stats = null), 0)))
  registry.gauges('campus_jobs', 'Jobs in private.jobs by name and state (queued, running, dead), read at scrape time.', async () =>
    (await jobStats()).counts.map((c) => ({ labels: { name: c.name, state: c.status }, value: c.count })),
  )
  registry.gauges('campus_jobs_lag_seconds', 'How long the oldest due queued job has waited past its run_at.', async () => [
    { value: (await jobStats()).lagSeconds },
  ])
  registry.gauges('campus_payments_last_hour', 'Payments created in the last hour by provider and status (created, pending, succeeded, canceled, refunded).', () =>
    asService(db, (tx) =>
      tx.query<{ provider: string; status: string; count: number }>(
        `select provider, status, count(*)::int as count from private.payments where created_at > now() - interval '1 hour' group by provider, status`,
      ),
    ).then((rows) => rows.map((r) => ({ labels: { provider: r.provider, status: r.status }, value: r.count }))),
  )
  registry.gauges('campus_sign_in_wrong_codes_last_hour', 'Wrong sign-in codes tried in the last hour by channel (each refused try counts).', () =>
    asService(db, (tx) =>
      tx.query<{ channel: string; count: number }>(
        `select channel, coalesce(sum(attempts), 0)::int as count from private.auth_codes where created_at > now() - interval '1 hour' group by channel`,
      ),
    ).then((rows) => rows.map((r) => ({ labels: { channel: r.channel }, value: r.count }))),
  )
  registry.gauges('campus_sign_in_codes_last_hour', 'Sign-in codes sent in the last hour by channel.', () =>
    asService(db, (tx) =>
      tx.query<{ channel: string; count: number }>(
        `select channel, count(*)::int as count from private.auth_codes where created_at > now() - interval '1 hour' group by channel`,
      ),
    ).then((rows) => rows.map((r) => ({ labels: { channel: r.channel }, value: r.count }))),
  )

  return {
    registry,
    request({ route, method, status, durationMs }) {
      requests.inc({ route, method, status: String(status) })
      duration.observe({ route, method }, durationMs / 1000)
    },
    job({ name, outcome }) {
      jobsFinished.inc({ name, outcome })
    },
    ai({ provider, task, outcome, durationMs }) {
      aiCalls.inc({ provider, task, outcome })
      aiDuration.observe({ provider, task }, durationMs / 1000)
    },
  }
}
