// GET /api/admin/jobs/:id: one job opened from the list — its payload as pretty JSON and its whole last error, both
// masked by the rule every log line passes (edge/log.ts: phones, e-mails, codes and tokens never reach the panel).
import type { TAdminJobDetail } from '../../../domain/admin/jobs'
import { asService, type Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { redact, redactText } from '../../log'
import { jobColumns, jobId, toAdminJob, type TJobRow } from './job-row'

export async function getJob(o: { db: Db; defaultMaxAttempts: number; id: string }): Promise<TAdminJobDetail> {
  const id = jobId(o.id)
  const [row] = await asService(o.db, (tx) => tx.query<TJobRow>(`select ${jobColumns(o.defaultMaxAttempts)} from private.jobs j where j.id = $1::bigint`, [id]))
  if (!row) throw new AppError('NOT_FOUND', 'Задание не найдено: возможно, его уже удалили')
  return {
    ...toAdminJob(row, { full: true }),
    key: row.key === null ? null : redactText(row.key),
    priority: Number(row.priority),
    payload: JSON.stringify(redact(row.payload), null, 2),
  }
}
