// GET /api/admin/jobs: private.jobs for the team, newest first, filtered by state and name and searched by name, id or
// error; GET /api/admin/jobs/summary: how many jobs are in each state and which names exist. The table is the
// server's alone (no policy lets a caller read it), so it is read as the server once the door let an administrator in.
import { JOB_STATES, isJobState, type TAdminJob, type TAdminJobSummary, type TJobState } from '../../../domain/admin/jobs'
import { parseListQuery, type TListPage } from '../../../domain/admin/list-query'
import { asService, type Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { listPage } from '../list'
import { whereBuilder } from '../where-builder'
import { JOB_STATE_SQL, JOB_STATE_WHERE, jobColumns, toAdminJob, type TJobRow } from './job-row'

const SORTS = ['id', 'runAt', 'createdAt', 'finishedAt', 'attempts'] as const

export async function listJobs(o: { db: Db; defaultMaxAttempts: number; query: Record<string, string | undefined> }): Promise<TListPage<TAdminJob>> {
  const parsed = parseListQuery(o.query, { sorts: SORTS, defaultSort: 'id' })
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message)
  const { state, name } = o.query
  if (state && !isJobState(state)) throw new AppError('BAD_REQUEST', `Состояние бывает: ${JOB_STATES.join(', ')}`)
  if (name && name.length > 200) throw new AppError('BAD_REQUEST', 'Имя задания — не длиннее 200 символов')
  const w = whereBuilder()
  if (name) w.add('j.name = ?', name)
  const q = parsed.value.q
  // A number is a job's number; anything else is looked for in names and errors.
  if (/^\d{1,18}$/.test(q)) w.add('j.id = ?::bigint', q)
  else if (q) w.add(`(j.name ilike '%' || ? || '%' or coalesce(j.last_error, '') ilike '%' || ? || '%')`, q)
  const where = [w.sql().replace(/^where /, ''), state ? JOB_STATE_WHERE[state as TJobState] : ''].filter(Boolean)
  return asService(o.db, (tx) =>
    listPage<TJobRow, TAdminJob, (typeof SORTS)[number]>(tx, {
      select: jobColumns(o.defaultMaxAttempts),
      from: `from private.jobs j ${where.length ? `where ${where.join(' and ')}` : ''}`,
      params: w.params,
      sortColumns: { id: 'j.id', runAt: 'j.run_at', createdAt: 'j.created_at', finishedAt: 'j.finished_at', attempts: 'j.attempts' },
      tieBreaker: 'j.id',
      query: parsed.value,
      map: (r) => toAdminJob(r),
    }),
  )
}

export async function jobsSummary(o: { db: Db }): Promise<TAdminJobSummary> {
  return asService(o.db, async (tx) => {
    const counts = Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<TJobState, number>
    const rows = await tx.query<{ state: TJobState; n: number }>(`select ${JOB_STATE_SQL} as state, count(*)::int as n from private.jobs j group by 1`)
    for (const r of rows) if (isJobState(r.state)) counts[r.state] = Number(r.n)
    const names = await tx.query<{ name: string }>('select distinct name from private.jobs order by name limit 500')
    return { counts, names: names.map((r) => r.name) }
  })
}
