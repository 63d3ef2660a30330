// Runs one claimed job to its outcome: validates the payload, calls the handler, then records done, a retry with
// backoff, or dead. Shared by the Node worker (worker.ts) and the Workers Cron/Queue handlers (cloudflare-jobs.ts),
// so a job behaves the same wherever it runs. Uses no Node built-ins: it is bundled into the Worker.
import { z } from 'zod'
import type { Db } from '../db/port'
import type { Logger } from '../log'
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
}

export async function runClaimedJob(r: TJobRunner, job: ClaimedJob): Promise<void> {
  const { db, owner } = r
  const jobLog = withFields(r.log, { job: job.name, jobId: job.id, attempt: job.attempt })
  const lostLease = () => jobLog.warn('jobs: lease expired before the job finished; its outcome was dropped and it may run again')
  const bury = async (error: string) => {
    jobLog.error('jobs: dead', { error })
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
      if (!(await markRetry(db, job, owner, errorText(e), delayMs))) lostLease()
      return
    }
    if (!(await markDone(db, job, owner))) lostLease()
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
  const log = withFields(r.log, { job: job.name, jobId: job.id, attempt: job.attempt })
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

function withFields(log: Logger, fields: Record<string, unknown>): Logger {
  const at = (lvl: keyof Logger) => (msg: string, more?: Record<string, unknown>) => log[lvl](msg, { ...fields, ...more })
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
}
