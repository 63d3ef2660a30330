// The back-office's list of library works, published or not: search by id, address, title words or the full-text
// index the public search uses (Russian, weighted title → task → answer), filters by type, subject and publication,
// server paging and sort. Read as the server: the index spans the full answer, which no API role may read; the admin
// door has already let only a verified administrator in.
import type { TListPage } from '../../../domain/admin/list-query'
import { parseListQuery } from '../../../domain/admin/list-query'
import type { TAdminLibraryRow } from '../../../domain/admin/library'
import { LIBRARY_TYPE_SLUGS, libraryWorkPath, normalizeLibraryQuery } from '../../../domain/library/work-types'
import { asService, type Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { listPage } from '../list'
import { whereBuilder } from '../where-builder'

const SORTS = ['updated', 'created', 'title', 'views', 'id'] as const

type Row = {
  id: string | number
  slug: string
  title: string
  type_slug: string
  type_title: string
  subject_slug: string
  subject_title: string
  level: 'school' | 'university'
  published: boolean
  views: string | number
  updated_at: string
  version: number
}

export async function listLibraryWorksAdmin({ db, query }: { db: Db; query: Record<string, string | undefined> }): Promise<TListPage<TAdminLibraryRow>> {
  const parsed = parseListQuery(query, { sorts: SORTS, defaultSort: 'updated' })
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message)
  const w = whereBuilder()
  const q = normalizeLibraryQuery(parsed.value.q)
  if (/^\d{1,18}$/.test(q)) w.add('w.id = ?::bigint', q)
  else if (q) {
    w.add(`(w.russian @@ websearch_to_tsquery('russian', ?) or w.slug = lower(?) or w.title ilike '%' || replace(replace(?, '%', '\\%'), '_', '\\_') || '%')`, q)
  }
  if (query.type) {
    if (!(LIBRARY_TYPE_SLUGS as readonly string[]).includes(query.type)) throw new AppError('BAD_REQUEST', `Тип работы бывает: ${LIBRARY_TYPE_SLUGS.join(', ')}`)
    w.add('t.slug = ?', query.type)
  }
  if (query.subject) w.add('s.slug = ?', query.subject.slice(0, 100))
  if (query.published) {
    if (query.published !== 'yes' && query.published !== 'no') throw new AppError('BAD_REQUEST', 'Публикация: yes или no')
    w.add('w.published = ?', query.published === 'yes')
  }
  return asService(db, (tx) =>
    listPage<Row, TAdminLibraryRow, (typeof SORTS)[number]>(tx, {
      select: `w.id, w.slug, w.title, t.slug as type_slug, t.title as type_title, s.slug as subject_slug, s.title as subject_title,
               w.level, w.published, w.views, w.updated_at::text as updated_at, w.version`,
      from: `from public.library_works w join public.library_work_types t on t.id = w.type_id join public.subjects s on s.id = w.subject_id ${w.sql()}`,
      params: w.params,
      sortColumns: { updated: 'w.updated_at', created: 'w.created_at', title: 'w.title', views: 'w.views', id: 'w.id' },
      tieBreaker: 'w.id',
      query: parsed.value,
      map: (r) => ({
        id: Number(r.id),
        slug: r.slug,
        title: r.title,
        typeSlug: r.type_slug,
        typeTitle: r.type_title,
        subjectSlug: r.subject_slug,
        subjectTitle: r.subject_title,
        level: r.level,
        published: r.published,
        views: Number(r.views),
        updatedAt: new Date(r.updated_at).toISOString(),
        href: libraryWorkPath(r.type_slug, r.subject_slug, r.slug),
        version: Number(r.version),
      }),
    }),
  )
}
