// The audit log for administrators, read AS the administrator: the table's policy lets only role 4 see a row, so the
// server's own check and row-level security both stand between a client and the log.
import type { TListPage } from '../../domain/admin/list-query'
import { parseListQuery } from '../../domain/admin/list-query'
import { asCaller, asService, type Caller, type Db } from '../db/port'
import { AppError } from '../http/errors'
import { listPage } from './list'
import { whereBuilder } from './where-builder'
import type { TAuditRow } from '../../domain/admin/audit'

const SORTS = ['at', 'action', 'outcome'] as const

export async function listAudit({ db, caller, query }: { db: Db; caller: Caller; query: Record<string, string | undefined> }): Promise<TListPage<TAuditRow>> {
  const parsed = parseListQuery(query, { sorts: SORTS, defaultSort: 'at' })
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message)
  const w = whereBuilder()
  if (parsed.value.q) w.add(`(a.action ilike '%' || ? || '%' or a.target_id = ? or coalesce(a.note, '') ilike '%' || ? || '%')`, parsed.value.q)
  if (query.outcome && ['ok', 'denied', 'failed'].includes(query.outcome)) w.add('a.outcome = ?', query.outcome)
  if (query.targetType) w.add('a.target_type = ?', query.targetType.slice(0, 60))
  if (query.targetId) w.add('a.target_id = ?', query.targetId.slice(0, 200))
  if (query.actorId && /^[0-9a-f-]{36}$/i.test(query.actorId)) w.add('a.actor_id = ?::uuid', query.actorId)
  const page = await asCaller(db, caller, (tx) =>
    listPage<Record<string, unknown>, TAuditRow, (typeof SORTS)[number]>(tx, {
      select: `a.id, a.at::text as at, a.actor_id, a.outcome, a.action, a.target_type, a.target_id, a.before, a.after, a.note, a.ip`,
      from: `from public.admin_audit_log a ${w.sql()}`,
      params: w.params,
      sortColumns: { at: 'a.at', action: 'a.action', outcome: 'a.outcome' },
      tieBreaker: 'a.id',
      query: parsed.value,
      map: (r) => ({
        id: Number(r.id),
        at: new Date(String(r.at)).toISOString(),
        actorId: (r.actor_id as string | null) ?? null,
        actorName: null,
        outcome: r.outcome as TAuditRow['outcome'],
        action: String(r.action),
        targetType: (r.target_type as string | null) ?? null,
        targetId: (r.target_id as string | null) ?? null,
        before: r.before ?? null,
        after: r.after ?? null,
        note: (r.note as string | null) ?? null,
        ip: (r.ip as string | null) ?? null,
      }),
    }),
  )
  // Account rows are visible to their owner only (RLS), so the actors' names are read as the server, for this page's
  // ids alone, after the log itself was read as the administrator.
  const ids = [...new Set(page.items.flatMap((i) => (i.actorId ? [i.actorId] : [])))]
  if (ids.length === 0) return page
  const names = await asService(db, (tx) => tx.query<{ id: string; name: string | null }>('select id::text, name from public.users where id = any($1::uuid[])', [ids]))
  const byId = new Map(names.map((n) => [n.id, n.name]))
  return { ...page, items: page.items.map((i) => ({ ...i, actorName: i.actorId ? (byId.get(i.actorId) ?? null) : null })) }
}
