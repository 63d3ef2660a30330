// Enqueue: adds a durable job inside the caller's transaction, once per key, and wakes idle workers after commit.
import type { Queryable } from '../db/port'
import { currentRequestId } from '../http/request-context'

/**
 * Who is waiting on a job, highest first (supabase/migrations/20261129000300_job_priority.sql). The worker claims by
 * priority and keeps slots for `client` work, so guests' and background jobs can never make a client wait.
 */
export const JOB_PRIORITY = {
  /** A signed-in client's order step, money and account jobs: the default. */
  client: 30,
  /** Parsing an uploaded file: heavy, runs before guests' jobs but never in the slots kept for clients. */
  upload: 20,
  /** A guest's order step. */
  guest: 10,
  /** Content the site makes for itself (the catalogue's referats) and housekeeping nobody waits on. */
  background: 0,
} as const

export type TJobPriority = keyof typeof JOB_PRIORITY

/** The priority of an order's job: its owner's (a client's or a guest's). */
export const ownerPriority = (owner: { userId: string | null }): TJobPriority => (owner.userId ? 'client' : 'guest')

export type EnqueueJobOptions = {
  name: string
  payload: unknown
  /** Not before this moment; now when omitted. */
  runAt?: Date
  /** Attempts before the job is dead-lettered; the worker's default when omitted. */
  maxAttempts?: number
  /** Dedupe key: enqueueing an existing key does nothing and returns that job's id. */
  key?: string
  /** Who waits on it; `client` when omitted. */
  priority?: TJobPriority
  /**
   * The request that enqueued it, kept in private.jobs.request_id so the job's log lines carry it: the request being
   * handled here (edge/http/request-context.ts) when omitted, or that of the job this one follows from.
   */
  requestId?: string | null
}

/** Returns the job id (text, whatever the driver). Pass the business transaction as `q` so both commit or neither. */
export async function enqueueJob(q: Queryable, opts: EnqueueJobOptions): Promise<string> {
  const { name, payload, runAt, maxAttempts, key, priority = 'client' } = opts
  const requestId = opts.requestId === undefined ? (currentRequestId() ?? null) : opts.requestId
  // `::text::jsonb` because PGlite would JSON-encode a string bound straight to a jsonb parameter a second time.
  const inserted = await q.query<{ id: string }>(
    `insert into private.jobs (name, payload, run_at, max_attempts, key, priority, request_id)
     values ($1, $2::text::jsonb, coalesce($3::timestamptz, now()), $4::int, $5::text, $6::smallint, $7::text)
     on conflict (key) do nothing
     returning id::text as id`,
    [name, JSON.stringify(payload ?? null), runAt?.toISOString() ?? null, maxAttempts ?? null, key ?? null, JOB_PRIORITY[priority], requestId?.slice(0, 200) ?? null],
  )
  const created = inserted[0]
  if (created) {
    // Postgres holds NOTIFY until commit and drops it on rollback, which is exactly when a worker should look.
    await q.query(`select pg_notify('jobs', $1)`, [name])
    return created.id
  }
  // A separate statement: its fresh snapshot sees the row a concurrent transaction committed while we waited on the key.
  const existing = await q.query<{ id: string }>(`select id::text as id from private.jobs where key = $1`, [key])
  if (!existing[0]) throw new Error(`job key "${key}" conflicted but no job holds it; retry the enqueue`)
  return existing[0].id
}
