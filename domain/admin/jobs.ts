// The back-office's «Задания» (/admin/jobs): the rows of private.jobs as the team reads them. A job's state is its
// status, except that a queued job whose earlier run threw (attempts > 0 and a last error) is «failed»: it waits for
// its next try. «Повторить» takes a dead or failed job; «Удалить» a queued, failed or dead one; a running job neither.
export const JOB_STATES = ['queued', 'running', 'failed', 'dead', 'done'] as const
export type TJobState = (typeof JOB_STATES)[number]

export const JOB_STATE_TITLES: Record<TJobState, string> = {
  queued: 'В очереди',
  running: 'Выполняется',
  failed: 'Ждёт повтора',
  dead: 'Не выполнено',
  done: 'Выполнено',
}

export const isJobState = (v: unknown): v is TJobState => typeof v === 'string' && (JOB_STATES as readonly string[]).includes(v)

export const canRetryJob = (state: TJobState) => state === 'dead' || state === 'failed'
export const canDiscardJob = (state: TJobState) => state === 'queued' || state === 'failed' || state === 'dead'

/** How long a last error is in the list; the opened job shows all of it. */
const JOB_ERROR_SHORT = 140

export const shortJobError = (text: string | null) => (text && text.length > JOB_ERROR_SHORT ? `${text.slice(0, JOB_ERROR_SHORT)}…` : text)

export type TAdminJob = {
  id: string
  name: string
  state: TJobState
  attempts: number
  /** The job's own limit, or the worker's default (JOBS_MAX_ATTEMPTS) when it has none. */
  maxAttempts: number
  runAt: string
  /** The lease of a running job: which worker and since when; null otherwise. */
  lockedBy: string | null
  lockedAt: string | null
  /** Shortened in the list (JOB_ERROR_SHORT), whole in the opened job; phones, e-mails and tokens masked. */
  lastError: string | null
  createdAt: string
  finishedAt: string | null
}

export type TAdminJobDetail = TAdminJob & {
  key: string | null
  priority: number
  /** The payload as pretty JSON, masked by the logs' rule (edge/log.ts redact). */
  payload: string
}

export type TAdminJobSummary = {
  counts: Record<TJobState, number>
  /** Every job name there is a row of, for the name filter. */
  names: string[]
}
