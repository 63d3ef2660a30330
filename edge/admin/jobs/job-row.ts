// A private.jobs row as the back-office shows it: the state the team reads (a queued job whose earlier run threw is
// «failed»), the lease of a running one, the last error masked by the logs' rule (no phone, e-mail or token reaches
// the panel) and shortened in lists.
import { shortJobError, type TAdminJob, type TJobState } from '../../../domain/admin/jobs'
import { redactText } from '../../log'
import type { Queryable } from '../../db/port'
import { AppError } from '../../http/errors'

/** SQL of a job's state; `j` is private.jobs. */
export const JOB_STATE_SQL = `case when j.status = 'queued' and j.attempts > 0 and j.last_error is not null then 'failed' else j.status end`

/** The WHERE fragment of one state (constants only, no input). */
export const JOB_STATE_WHERE: Record<TJobState, string> = {
  queued: `(j.status = 'queued' and not (j.attempts > 0 and j.last_error is not null))`,
  failed: `(j.status = 'queued' and j.attempts > 0 and j.last_error is not null)`,
  running: `j.status = 'running'`,
  dead: `j.status = 'dead'`,
  done: `j.status = 'done'`,
}

/** Columns of TJobRow; `defaultMaxAttempts` is the worker's setting (a number, never input). */
export const jobColumns = (defaultMaxAttempts: number) =>
  `j.id::text as id, j.name, ${JOB_STATE_SQL} as state, j.attempts, coalesce(j.max_attempts, ${Math.trunc(Number(defaultMaxAttempts)) || 5}) as max_attempts,
   j.run_at::text as run_at, j.locked_by, j.locked_at::text as locked_at, j.last_error, j.created_at::text as created_at,
   j.finished_at::text as finished_at, j.key, j.priority, j.payload`

export type TJobRow = {
  id: string
  name: string
  state: TJobState
  attempts: number
  max_attempts: number
  run_at: string
  locked_by: string | null
  locked_at: string | null
  last_error: string | null
  created_at: string
  finished_at: string | null
  key: string | null
  priority: number
  payload: unknown
}

const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString())

export function toAdminJob(r: TJobRow, { full = false } = {}): TAdminJob {
  const error = r.last_error === null ? null : redactText(r.last_error)
  const running = r.state === 'running'
  return {
    id: String(r.id),
    name: r.name,
    state: r.state,
    attempts: Number(r.attempts),
    maxAttempts: Number(r.max_attempts),
    runAt: iso(r.run_at)!,
    lockedBy: running ? r.locked_by : null,
    lockedAt: running ? iso(r.locked_at) : null,
    lastError: full ? error : shortJobError(error),
    createdAt: iso(r.created_at)!,
    finishedAt: iso(r.finished_at),
  }
}

/** `:id` of a job route: digits, or the job is simply not there. */
export function jobId(raw: string): string {
  if (!/^\d{1,18}$/.test(raw)) throw new AppError('NOT_FOUND', 'Задание не найдено')
  return raw
}

/** Locks the job for an action (waits for a worker's claim in flight) and returns it, or NOT_FOUND. */
export async function lockJob(tx: Queryable, id: string, defaultMaxAttempts: number): Promise<TJobRow> {
  const [row] = await tx.query<TJobRow>(`select ${jobColumns(defaultMaxAttempts)} from private.jobs j where j.id = $1::bigint for update`, [id])
  if (!row) throw new AppError('NOT_FOUND', 'Задание не найдено: возможно, его уже удалили')
  return row
}

/** What the audit keeps of a job before an action. */
export const auditedJob = (r: TJobRow) => ({
  name: r.name,
  state: r.state,
  attempts: Number(r.attempts),
  maxAttempts: Number(r.max_attempts),
  runAt: iso(r.run_at),
  lastError: shortJobError(r.last_error === null ? null : redactText(r.last_error)),
})
