// «Удалить»: a queued, failed or dead job is removed for good (the panel asks first). One audited admin action whose
// entry keeps what was removed (name, state, attempts, the masked payload and error); a running job is refused, and a
// done one is left to the hourly pruning (edge/jobs/prune-done-jobs.ts).
import { canDiscardJob } from '../../../domain/admin/jobs'
import type { Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { redact } from '../../log'
import { adminAction, type TAdmin } from '../admin-action'
import { auditedJob, jobId, lockJob } from './job-row'

/** A payload larger than this is not copied into the audit entry. */
const AUDIT_PAYLOAD_MAX = 4000

export async function discardJob(o: { db: Db; admin: TAdmin; defaultMaxAttempts: number; id: string }): Promise<{ id: string; discarded: true }> {
  const id = jobId(o.id)
  return adminAction({ db: o.db, admin: o.admin, action: 'job.discard', targetType: 'job', targetId: id }, async (tx) => {
    const job = await lockJob(tx, id, o.defaultMaxAttempts)
    if (job.state === 'running') throw new AppError('CONFLICT', 'Задание выполняется: удалить его можно, только когда оно закончится')
    if (!canDiscardJob(job.state)) throw new AppError('CONFLICT', 'Выполненное задание удалять не нужно: такие записи удаляются сами')
    await tx.query('delete from private.jobs where id = $1::bigint', [id])
    const payload = redact(job.payload)
    const small = JSON.stringify(payload ?? null).length <= AUDIT_PAYLOAD_MAX
    return { result: { id, discarded: true as const }, before: { ...auditedJob(job), payload: small ? payload : '[слишком большой]' }, after: null }
  })
}
