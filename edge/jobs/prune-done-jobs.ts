// Done jobs are evidence for a while, then clutter: rows of private.jobs done more than JOBS_DONE_RETENTION_DAYS ago
// are deleted in bounded batches, at most once an hour across every instance (private.job_housekeeping remembers the
// last run; migration 20261201000300_jobs_admin.sql). Dead rows stay until an administrator discards them
// (/admin/jobs). The Node worker's poll loop (worker.ts) and the Workers Cron sweep (cloudflare-jobs.ts) call
// pruneDoneJobsHourly; each process asks the database at most every few minutes. Uses no Node built-ins (the Worker
// bundles it) and never throws into the loop.
import { asService, type Db } from '../db/port'
import type { Logger } from '../log'
import type { TJobServices } from './registry'

const TASK = 'prune-done-jobs'
/** A process asks whether the hourly run is due at most this often. */
const CHECK_EVERY_MS = 5 * 60_000
const DEFAULT_RETENTION_DAYS = 14

/** Per database (tests run many in one process): when this process may ask again. */
const nextCheck = new WeakMap<Db, number>()

type TPruneOptions = { db: Db; log: Logger; services?: TJobServices }

/** Deletes done jobs finished before `retentionDays` ago, `batch` rows per statement, at most `maxBatches` statements. */
export async function pruneDoneJobs(o: { db: Db; retentionDays: number; batch?: number; maxBatches?: number }): Promise<number> {
  const batch = o.batch ?? 1000
  const days = Math.max(1, Math.trunc(o.retentionDays))
  let deleted = 0
  for (let i = 0; i < (o.maxBatches ?? 20); i++) {
    const rows = await asService(o.db, (tx) =>
      tx.query<{ id: string }>(
        `delete from private.jobs where id in (
           select id from private.jobs
            where status = 'done' and finished_at < now() - make_interval(days => $1::int)
            order by finished_at, id limit $2::int
         ) and status = 'done'
         returning id::text as id`,
        [days, batch],
      ),
    )
    deleted += rows.length
    if (rows.length < batch) break
  }
  return deleted
}

/** Claims this hour's run for the whole deployment: true for exactly one caller an hour. */
async function claimHourlyRun(db: Db): Promise<boolean> {
  const rows = await asService(db, (tx) =>
    tx.query(
      `insert into private.job_housekeeping as h (task, last_run_at) values ($1, now())
       on conflict (task) do update set last_run_at = now() where h.last_run_at <= now() - interval '1 hour'
       returning task`,
      [TASK],
    ),
  )
  return rows.length > 0
}

/** The loop's call: prunes when this hour's run is still due; returns how many rows went (null: not due here). */
export async function pruneDoneJobsHourly(o: TPruneOptions, now = Date.now()): Promise<number | null> {
  if ((nextCheck.get(o.db) ?? 0) > now) return null
  nextCheck.set(o.db, now + CHECK_EVERY_MS)
  try {
    if (!(await claimHourlyRun(o.db))) return null
    const deleted = await pruneDoneJobs({ db: o.db, retentionDays: o.services?.settings.JOBS_DONE_RETENTION_DAYS ?? DEFAULT_RETENTION_DAYS })
    if (deleted) o.log.info('jobs: pruned done jobs', { deleted })
    return deleted
  } catch (e) {
    o.log.warn('jobs: pruning done jobs failed', { error: e instanceof Error ? e.message : String(e) })
    return null
  }
}
