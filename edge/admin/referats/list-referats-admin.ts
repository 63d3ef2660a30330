// The back-office's list of catalogue referats in every status: search by id, topic or title words (the catalogue's
// own Russian full-text index), filters by status and subject, server paging and sort. Read as the server: the
// status and error columns of an unpublished referat are no API role's to read; the admin door let only an
// administrator in.
import type { TListPage } from '../../../domain/admin/list-query'
import { parseListQuery } from '../../../domain/admin/list-query'
import { REFERAT_STATUSES, type TAdminReferatRow } from '../../../domain/admin/referats'
import { cutReferatQuery } from '../../../domain/referat/referat-slug'
import { asService, type Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { listPage } from '../list'
import { whereBuilder } from '../where-builder'
import { referatRow, REFERAT_ROW_COLUMNS, REFERAT_ROW_FROM, type TReferatRowSql } from './referat-row'

const SORTS = ['updated', 'created', 'title', 'status', 'id'] as const

export async function listReferatsAdmin({ db, query }: { db: Db; query: Record<string, string | undefined> }): Promise<TListPage<TAdminReferatRow>> {
  const parsed = parseListQuery(query, { sorts: SORTS, defaultSort: 'updated' })
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message)
  const w = whereBuilder()
  const q = cutReferatQuery(parsed.value.q)
  if (/^\d{1,18}$/.test(q)) w.add('r.id = ?::bigint', q)
  else if (q) w.add(`(r.search @@ websearch_to_tsquery('russian', ?) or r.topic ilike '%' || replace(replace(?, '%', '\\%'), '_', '\\_') || '%')`, q)
  if (query.status) {
    if (!(query.status in REFERAT_STATUSES)) throw new AppError('BAD_REQUEST', `Статус бывает: ${Object.keys(REFERAT_STATUSES).join(', ')}`)
    w.add('r.status = ?', query.status)
  }
  if (query.subject) w.add('s.slug = ?', query.subject.slice(0, 100))
  return asService(db, (tx) =>
    listPage<TReferatRowSql, TAdminReferatRow, (typeof SORTS)[number]>(tx, {
      select: REFERAT_ROW_COLUMNS,
      from: `from ${REFERAT_ROW_FROM} ${w.sql()}`,
      params: w.params,
      sortColumns: { updated: 'r.updated_at', created: 'r.created_at', title: 'r.title', status: 'r.status', id: 'r.id' },
      tieBreaker: 'r.id',
      query: parsed.value,
      map: referatRow,
    }),
  )
}
