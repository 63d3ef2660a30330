// Durable jobs on Cloudflare Workers, over the same private.jobs table and handlers as the Node worker. Requests
// enqueue in their own transaction as on Node. A Cron trigger (and, right after a request that may have enqueued,
// the Worker itself) sweeps: reclaims expired leases and claims due jobs with the Node worker's lease SQL, then
// either sends each claimed job to the Queue or, without a Queue binding, runs it at once. The Queue consumer takes
// the lease over by job id and runs the job; a second delivery of the same message finds the lease gone and does
// nothing.
import { z } from 'zod'
import type { Db } from '../db/port'
import type { Logger } from '../log'
import type { JobHandlers, TJobServices } from './registry'
import { exponentialBackoff, type Backoff } from './backoff'
import { claimJobs, extendLeases, reclaimExpired, takeOverJob, type ClaimedJob } from './store'
import { errorText, runClaimedJob, settleDeadJob } from './run-job'
import { pruneDoneJobsHourly } from './prune-done-jobs'

/** The parts of Cloudflare's Queue producer binding used here. */
export type TQueueProducer = { sendBatch(messages: Iterable<{ body: TJobMessage }>): Promise<unknown> }

/** The parts of a Queue consumer batch used here. */
export type TQueueBatch = {
  readonly messages: readonly { readonly id: string; readonly body: unknown; ack(): void; retry(): void }[]
}

const ZJobMessage = z.object({ jobId: z.string().regex(/^\d+$/), lease: z.string().min(1), attempt: z.number().int().min(1) })
/** What the sweep sends: which job, under whose lease, for which attempt. */
export type TJobMessage = z.infer<typeof ZJobMessage>

export type TCloudJobsOptions = {
  db: Db
  handlers: JobHandlers
  log: Logger
  services?: TJobServices
  maxAttempts: number
  /** How many due jobs one sweep claims (a Queue batch holds at most 100 messages). */
  limit?: number
  /** Covers the trip through the Queue as well as the run; renewed while a job runs. */
  leaseMs?: number
  backoff?: Backoff
}

const DEFAULT_LEASE_MS = 120_000
const DEFAULT_LIMIT = 25

const leaseId = (kind: 'cron' | 'queue') => `${kind}:${crypto.randomUUID()}`

/** Runs jobs under `owner`, renewing their leases meanwhile (the Node worker's heartbeat, per batch). */
async function runUnderLease(o: TCloudJobsOptions, owner: { workerId: string }, jobs: ClaimedJob[]): Promise<void> {
  if (!jobs.length) return
  const leaseMs = o.leaseMs ?? DEFAULT_LEASE_MS
  const runner = { db: o.db, handlers: o.handlers, log: o.log, services: o.services, backoff: o.backoff ?? exponentialBackoff(), owner }
  const heartbeat = setInterval(() => {
    extendLeases(o.db, jobs.map((j) => j.id), owner).catch((e) => o.log.warn('jobs: lease renewal failed', { error: errorText(e) }))
  }, Math.max(10, leaseMs / 3))
  try {
    await Promise.all(jobs.map((job) => runClaimedJob(runner, job)))
  } finally {
    clearInterval(heartbeat)
  }
}

export type TSweepResult = { reclaimed: number; claimed: number; sent: number; ran: number }

/** The Cron sweep: reclaim, claim what is due, then send it to `queue` or (no queue) run it here. */
export async function sweepDueJobs(o: TCloudJobsOptions & { queue?: TQueueProducer }): Promise<TSweepResult> {
  const leaseMs = o.leaseMs ?? DEFAULT_LEASE_MS
  const reclaimed = await reclaimExpired(o.db, { leaseMs, defaultMaxAttempts: o.maxAttempts })
  for (const r of reclaimed) {
    o.log.warn('jobs: reclaimed job after an expired lease', { jobId: r.id, status: r.status })
    if (r.status === 'dead') await settleDeadJob(o, r)
  }
  await pruneDoneJobsHourly(o)
  const owner = { workerId: leaseId('cron') }
  const jobs = await claimJobs(o.db, { limit: Math.min(100, o.limit ?? DEFAULT_LIMIT), workerId: owner.workerId, defaultMaxAttempts: o.maxAttempts })
  const result = { reclaimed: reclaimed.length, claimed: jobs.length, sent: 0, ran: 0 }
  if (!jobs.length) return result
  if (o.queue) {
    // A failed send leaves the jobs leased to this sweep; a later sweep reclaims them once the lease runs out.
    await o.queue.sendBatch(jobs.map((j) => ({ body: { jobId: j.id, lease: owner.workerId, attempt: j.attempt } })))
    return { ...result, sent: jobs.length }
  }
  await runUnderLease(o, owner, jobs)
  return { ...result, ran: jobs.length }
}

/** The Queue consumer: one job per message, by id, only while the sweep's lease on it still holds. */
export async function consumeJobBatch(batch: TQueueBatch, o: TCloudJobsOptions): Promise<{ ran: number; skipped: number }> {
  let ran = 0
  let skipped = 0
  await Promise.all(
    batch.messages.map(async (msg) => {
      const parsed = ZJobMessage.safeParse(msg.body)
      if (!parsed.success) {
        o.log.error('jobs: dropped a malformed queue message', { messageId: msg.id })
        skipped++
        return msg.ack()
      }
      const { jobId, lease, attempt } = parsed.data
      const owner = { workerId: leaseId('queue') }
      try {
        const job = await takeOverJob(o.db, { id: jobId, from: lease, attempt, to: owner.workerId, defaultMaxAttempts: o.maxAttempts })
        if (!job) {
          skipped++
          return msg.ack()
        }
        await runUnderLease(o, owner, [job])
        ran++
        msg.ack()
      } catch (e) {
        // The database was unreachable before the takeover: let the Queue deliver it again.
        o.log.error('jobs: queue message failed', { jobId, error: errorText(e) })
        msg.retry()
      }
    }),
  )
  return { ran, skipped }
}
