// The back-office's subjects: search by title or address, filters by list (forms, library, referats) and popularity,
// server paging and sort (the lists' own order by default). Read as the administrator under RLS: the table is public.
import type { TListPage } from '../../../domain/admin/list-query'
import { parseListQuery } from '../../../domain/admin/list-query'
import type { TAdminSubject } from '../../../domain/admin/subjects'
import { asCaller, type Caller, type Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { listPage } from '../list'
import { whereBuilder } from '../where-builder'
import { SUBJECT_COLUMNS, subjectRow, type TSubjectRowSql } from './subject-row'

const SORTS = ['order', 'title', 'slug', 'works', 'referats'] as const
const LISTS = { client: 's.in_client', library: 's.in_library', referat: 's.in_referat' } as const

export async function listSubjectsAdmin({ db, caller, query }: { db: Db; caller: Caller; query: Record<string, string | undefined> }): Promise<TListPage<TAdminSubject>> {
  const parsed = parseListQuery(query, { sorts: SORTS, defaultSort: 'order', defaultDir: 'asc' })
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message)
  const w = whereBuilder()
  const q = parsed.value.q
  if (q) w.add(`(s.title ilike '%' || replace(replace(?, '%', '\\%'), '_', '\\_') || '%' or s.slug = lower(?))`, q)
  if (query.list) {
    if (!(query.list in LISTS)) throw new AppError('BAD_REQUEST', 'Список бывает: client, library, referat')
    w.add(`${LISTS[query.list as keyof typeof LISTS]} = ?`, true)
  }
  if (query.popular) {
    if (query.popular !== 'yes' && query.popular !== 'no') throw new AppError('BAD_REQUEST', 'Популярность: yes или no')
    w.add('s.is_popular = ?', query.popular === 'yes')
  }
  return asCaller(db, caller, (tx) =>
    listPage<TSubjectRowSql, TAdminSubject, (typeof SORTS)[number]>(tx, {
      select: SUBJECT_COLUMNS,
      from: `from public.subjects s ${w.sql()}`,
      params: w.params,
      sortColumns: { order: 's.sort_order', title: 's.title', slug: 's.slug', works: 's.library_works_count', referats: 's.ai_referats_count' },
      tieBreaker: 's.id',
      query: parsed.value,
      map: subjectRow,
    }),
  )
}
