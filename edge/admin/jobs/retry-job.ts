// «Повторить»: a dead job, or a failed one waiting for its next try, goes back to the queue due now with its attempts
// reset, so it gets all of them again; idle workers are woken at commit. One audited admin action; a running, done or
// never-run job is refused in Russian (and the refusal audited as failed).
import { JOB_STATE_TITLES, canRetryJob } from '../../../domain/admin/jobs'
import type { Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { adminAction, type TAdmin } from '../admin-action'
import { auditedJob, jobId, lockJob } from './job-row'

export async function retryJob(o: { db: Db; admin: TAdmin; defaultMaxAttempts: number; id: string }): Promise<{ id: string; state: 'queued' }> {
  const id = jobId(o.id)
  return adminAction({ db: o.db, admin: o.admin, action: 'job.retry', targetType: 'job', targetId: id }, async (tx) => {
    const job = await lockJob(tx, id, o.defaultMaxAttempts)
    if (job.state === 'running') throw new AppError('CONFLICT', 'Задание выполняется: повторить его можно, только когда оно закончится')
    if (!canRetryJob(job.state)) {
      throw new AppError('CONFLICT', job.state === 'done' ? 'Задание уже выполнено: повторять нечего' : `Задание ещё не запускалось и так ждёт в очереди (${JOB_STATE_TITLES[job.state]})`)
    }
    await tx.query(
      `update private.jobs set status = 'queued', attempts = 0, run_at = now(), locked_at = null, locked_by = null, finished_at = null, updated_at = now()
        where id = $1::bigint`,
      [id],
    )
    // Postgres holds NOTIFY until commit: workers look once the job is really back.
    await tx.query(`select pg_notify('jobs', $1)`, [job.name])
    return { result: { id, state: 'queued' as const }, before: auditedJob(job), after: { state: 'queued', attempts: 0, maxAttempts: Number(job.max_attempts) } }
  })
}
