// Job rows: the statements the worker uses to claim, settle, keep alive and reclaim jobs.
import type { Queryable } from '../db/port'

export type ClaimedJob = {
  id: string
  name: string
  payload: unknown
  /** This run's number, 1-based (attempts after the claim). */
  attempt: number
  maxAttempts: number
  /** JOB_PRIORITY's number (edge/jobs/queue.ts). */
  priority: number
  /** The request that enqueued it (private.jobs.request_id); undefined when the claim did not read it. */
  requestId?: string | null
}

type Owner = { workerId: string }

/**
 * Marks up to `limit` due jobs of at least `minPriority` running for `workerId` and returns them, highest priority
 * first, then oldest. One statement, so one short transaction; handlers run after it commits. The materialized CTE
 * makes Postgres evaluate the locked pick exactly once (an `in (select … limit)` may be re-run by some plans and lock
 * more rows than asked).
 */
export async function claimJobs(
  q: Queryable,
  { limit, workerId, defaultMaxAttempts, minPriority = 0 }: Owner & { limit: number; defaultMaxAttempts: number; minPriority?: number },
): Promise<ClaimedJob[]> {
  const claimed = await q.query<ClaimedJob>(
    `with due as materialized (
       select id from private.jobs
       where status = 'queued' and run_at <= now() and priority >= $4::smallint
       order by priority desc, run_at, id
       limit $1
       for update skip locked
     )
     update private.jobs j
     set status = 'running', attempts = j.attempts + 1, locked_at = now(), locked_by = $2, updated_at = now()
     from due
     where j.id = due.id
     returning j.id::text as id, j.name, j.payload, j.attempts as attempt,
       coalesce(j.max_attempts, $3::int) as "maxAttempts", j.priority, j.request_id as "requestId"`,
    [limit, workerId, defaultMaxAttempts, minPriority],
  )
  // UPDATE … RETURNING gives rows in no promised order: the highest priority, oldest first is what callers run first.
  return claimed.sort((a, b) => b.priority - a.priority || Number(a.id) - Number(b.id))
}

// Every settle statement matches the run it was claimed for: if the lease expired and someone else
// claimed the job meanwhile, this late outcome must not overwrite theirs.
const OWNED = `id = $1::bigint and status = 'running' and locked_by = $2 and attempts = $3`

const settle = async (q: Queryable, sql: string, job: ClaimedJob, owner: Owner, extra: unknown[] = []) =>
  (await q.query(`${sql} where ${OWNED} returning id`, [job.id, owner.workerId, job.attempt, ...extra])).length > 0

/** Each returns false when the job was no longer this worker's to settle. */
export const markDone = (q: Queryable, job: ClaimedJob, owner: Owner) =>
  settle(
    q,
    `update private.jobs set status = 'done', locked_at = null, locked_by = null, last_error = null,
       finished_at = now(), updated_at = now()`,
    job,
    owner,
  )

export const markRetry = (q: Queryable, job: ClaimedJob, owner: Owner, error: string, delayMs: number) =>
  settle(
    q,
    `update private.jobs set status = 'queued', locked_at = null, locked_by = null, last_error = $4,
       run_at = now() + $5::double precision * interval '1 millisecond', updated_at = now()`,
    job,
    owner,
    [error, delayMs],
  )

export const markDead = (q: Queryable, job: ClaimedJob, owner: Owner, error: string) =>
  settle(
    q,
    `update private.jobs set status = 'dead', locked_at = null, locked_by = null, last_error = $4,
       finished_at = now(), updated_at = now()`,
    job,
    owner,
    [error],
  )

/** Renews the lease of jobs this worker is still running, so a long handler is not taken for a crash. */
export async function extendLeases(q: Queryable, ids: string[], owner: Owner): Promise<void> {
  if (!ids.length) return
  await q.query(
    `update private.jobs set locked_at = now()
     where status = 'running' and locked_by = $1 and id = any(string_to_array($2::text, ',')::bigint[])`,
    [owner.workerId, ids.join(',')],
  )
}

/**
 * Puts this worker's still-running jobs back in the queue at once, at shutdown: another instance takes them now, not
 * after the lease, and the interrupted run does not count as an attempt. The handler still running here can no longer
 * settle them (every settle checks the owner). Returns the ids handed back.
 */
export async function handBackJobs(q: Queryable, ids: string[], owner: Owner): Promise<string[]> {
  if (!ids.length) return []
  const rows = await q.query<{ id: string }>(
    `update private.jobs
        set status = 'queued', attempts = greatest(attempts - 1, 0), run_at = now(), locked_at = null, locked_by = null,
            last_error = 'handed back at shutdown by ' || locked_by, updated_at = now()
      where status = 'running' and locked_by = $1 and id = any(string_to_array($2::text, ',')::bigint[])
      returning id::text as id`,
    [owner.workerId, ids.join(',')],
  )
  if (rows.length) await q.query(`select pg_notify('jobs', 'handed-back')`)
  return rows.map((r) => r.id)
}

/**
 * Puts back jobs whose lease expired (their process died mid-run). The lost run counted as an
 * attempt, so a job that keeps killing its process ends dead instead of looping forever.
 */
export async function reclaimExpired(
  q: Queryable,
  { leaseMs, defaultMaxAttempts }: { leaseMs: number; defaultMaxAttempts: number },
): Promise<{ id: string; status: 'queued' | 'dead'; name: string; payload: unknown; attempt: number; error: string }[]> {
  return q.query(
    `update private.jobs
     set status = case when attempts >= coalesce(max_attempts, $2::int) then 'dead' else 'queued' end,
       finished_at = case when attempts >= coalesce(max_attempts, $2::int) then now() end,
       last_error = 'lease expired while running on ' || locked_by,
       locked_at = null, locked_by = null, updated_at = now()
     where status = 'running' and locked_at < now() - $1::double precision * interval '1 millisecond'
     returning id::text as id, status, name, payload, attempts as attempt, last_error as error`,
    [leaseMs, defaultMaxAttempts],
  )
}

/**
 * Hands a running job's lease from `from` (the Cron sweep that claimed it and sent it to the Queue) to `to` (the
 * Queue consumer about to run it). Only one taker wins: a duplicate delivery, a job already settled or reclaimed
 * after its lease expired gets null and must not run it.
 */
export async function takeOverJob(
  q: Queryable,
  { id, from, attempt, to, defaultMaxAttempts }: { id: string; from: string; attempt: number; to: string; defaultMaxAttempts: number },
): Promise<ClaimedJob | null> {
  const rows = await q.query<ClaimedJob>(
    `update private.jobs set locked_by = $4, locked_at = now(), updated_at = now()
     where id = $1::bigint and status = 'running' and locked_by = $2 and attempts = $3
     returning id::text as id, name, payload, attempts as attempt, coalesce(max_attempts, $5::int) as "maxAttempts", priority, request_id as "requestId"`,
    [id, from, attempt, to, defaultMaxAttempts],
  )
  return rows[0] ?? null
}
