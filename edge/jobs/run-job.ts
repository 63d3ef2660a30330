// Runs one claimed job to its outcome: validates the payload, calls the handler, then records done, a retry with
// backoff, or dead. Shared by the Node worker (worker.ts) and the Workers Cron/Queue handlers (cloudflare-jobs.ts),
// so a job behaves the same wherever it runs. Bundled into the Worker: it uses no Node built-in beyond the
// AsyncLocalStorage of edge/http/request-context.ts, which workerd provides under nodejs_compat.
import { z } from 'zod'
import type { Db } from '../db/port'
import { withLogFields, type Logger } from '../log'
import { asService } from '../db/port'
import { runInRequest } from '../http/request-context'
import type { TAppMetrics } from '../metrics/app-metrics'
import type { JobHandlers, TJobServices } from './registry'
import type { Backoff } from './backoff'
import { markDead, markDone, markRetry, type ClaimedJob } from './store'
import { alertDeadJob } from './on-job-dead'

export type TJobRunner = {
  db: Db
  handlers: JobHandlers
  log: Logger
  backoff: Backoff
  /** The lease the job was claimed (or taken over) under; outcomes are recorded only while it still holds. */
  owner: { workerId: string }
  services?: TJobServices
  /** Jobs finished, retried and dead by name (GET /metrics); Node only. */
  metrics?: TAppMetrics | null
}

export async function runClaimedJob(r: TJobRunner, job: ClaimedJob): Promise<void> {
  const { db } = r
  // The request that enqueued it (private.jobs.request_id): its lines carry that id, and so do jobs it enqueues.
  const requestId = job.requestId !== undefined ? job.requestId : await jobRequestId(db, job.id).catch(() => null)
  if (requestId) return runInRequest({ requestId }, () => runJob(r, job, requestId))
  return runJob(r, job, null)
}

async function runJob(r: TJobRunner, job: ClaimedJob, requestId: string | null): Promise<void> {
  const { db, owner } = r
  const jobLog = withLogFields(r.log, { job: job.name, jobId: job.id, attempt: job.attempt, ...(requestId && { requestId }) })
  const count = (outcome: 'done' | 'retry' | 'dead') => r.metrics?.job({ name: job.name, outcome })
  const lostLease = () => jobLog.warn('jobs: lease expired before the job finished; its outcome was dropped and it may run again')
  const bury = async (error: string) => {
    jobLog.error('jobs: dead', { error })
    count('dead')
    await r.services?.ports.errors.capture({ error: new Error(error), where: 'job', requestId: requestId ?? undefined, tags: { job: job.name, job_id: job.id, attempt: job.attempt } })
    if (!(await markDead(db, job, owner, error))) return lostLease()
    await settleDeadJob(r, { ...job, error })
  }
  try {
    const def = r.handlers.get(job.name)
    if (!def) return await bury(`unknown job "${job.name}": no handler is registered for this name`)
    const parsed = def.schema.safeParse(job.payload)
    if (!parsed.success) return await bury(`invalid payload for job "${job.name}": ${z.prettifyError(parsed.error)}`)
    try {
      await def.handler(parsed.data, { db, jobId: job.id, attempt: job.attempt, log: jobLog, ...(r.services && { services: r.services }) })
    } catch (e) {
      if (job.attempt >= job.maxAttempts) return await bury(errorText(e))
      const delayMs = r.backoff(job.attempt)
      jobLog.warn('jobs: failed, will retry', { error: errorText(e), delayMs })
      await r.services?.ports.errors.capture({ error: e, where: 'job', level: 'warning', requestId: requestId ?? undefined, tags: { job: job.name, job_id: job.id, attempt: job.attempt } })
      count('retry')
      if (!(await markRetry(db, job, owner, errorText(e), delayMs))) lostLease()
      return
    }
    if (!(await markDone(db, job, owner))) lostLease()
    else count('done')
  } catch (e) {
    // Only the bookkeeping can land here (the database went away); the lease brings the job back.
    jobLog.error('jobs: could not record the outcome', { error: errorText(e) })
  }
}

/**
 * Lets a dead job's definition settle what it owed (JobDefinition.onDead): after its last attempt threw, or after its
 * process died in the last attempt (reclaimExpired). A failure here is logged; the job stays dead either way.
 */
export async function settleDeadJob(
  r: Pick<TJobRunner, 'db' | 'handlers' | 'log' | 'services'>,
  job: { id: string; name: string; payload: unknown; attempt: number; error: string },
): Promise<void> {
  await alertDeadJob(r, job)
  const def = r.handlers.get(job.name)
  const parsed = def?.onDead ? def.schema.safeParse(job.payload) : null
  if (!def?.onDead || !parsed?.success) return
  const log = withLogFields(r.log, { job: job.name, jobId: job.id, attempt: job.attempt })
  try {
    await def.onDead(parsed.data, { db: r.db, jobId: job.id, attempt: job.attempt, log, error: job.error, ...(r.services && { services: r.services }) })
  } catch (e) {
    log.error('jobs: settling a dead job failed', { error: errorText(e) })
  }
}

export function errorText(e: unknown): string {
  const text = e instanceof Error ? e.message || e.name : String(e)
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text
}

/** The id of the request that enqueued a job (private.jobs.request_id), null for one no request started. */
async function jobRequestId(db: Db, jobId: string): Promise<string | null> {
  const [row] = await asService(db, (tx) => tx.query<{ request_id: string | null }>(`select request_id from private.jobs where id = $1::bigint`, [jobId]))
  return row?.request_id ?? null
}
