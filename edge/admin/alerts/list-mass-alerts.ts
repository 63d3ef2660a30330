// The mass alerts ever posted, newest first, read AS the administrator (the policy "Administrators read every mass
// alert" shows the history; a client sees only the active one).
import type { TAdminMassAlert } from '../../../domain/admin/alerts'
import { parseListQuery, type TListPage } from '../../../domain/admin/list-query'
import { asCaller, type Caller, type Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { listPage } from '../list'
import { whereBuilder } from '../where-builder'

const SORTS = ['createdAt', 'text'] as const

export async function listMassAlerts(o: { db: Db; caller: Caller; query: Record<string, string | undefined> }): Promise<TListPage<TAdminMassAlert>> {
  const parsed = parseListQuery(o.query, { sorts: SORTS, defaultSort: 'createdAt' })
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message)
  const w = whereBuilder()
  if (parsed.value.q) w.add(`m.text ilike '%' || ? || '%'`, parsed.value.q)
  if (o.query.active === 'yes' || o.query.active === 'no') w.add('m.is_active = ?', o.query.active === 'yes')
  return asCaller(o.db, o.caller, (tx) =>
    listPage<Record<string, unknown>, TAdminMassAlert, (typeof SORTS)[number]>(tx, {
      select: 'm.id, m.text, m.is_active, m.created_at::text as created_at, m.updated_at::text as updated_at',
      from: `from public.mass_alerts m ${w.sql()}`,
      params: w.params,
      sortColumns: { createdAt: 'm.created_at', text: 'm.text' },
      tieBreaker: 'm.id',
      query: parsed.value,
      map: (r) => ({
        id: Number(r.id),
        text: String(r.text),
        isActive: Boolean(r.is_active),
        createdAt: new Date(String(r.created_at)).toISOString(),
        updatedAt: new Date(String(r.updated_at)).toISOString(),
      }),
    }),
  )
}
