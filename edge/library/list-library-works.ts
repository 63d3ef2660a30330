// A library category page (/biblioteka/{typeSlug}/{subjectSlug}/): its works a page at a time, most viewed or newest first.
import { asCaller, type Db } from '../db/port'
import { LIBRARY_PAGE_SIZE, type TLibrarySort } from '../../domain/library/work-types'
import { CARD_COLUMNS, CARD_FROM, toCard, type TCardRow } from '../catalog/library-card'
import type { TLibraryCard } from '../../domain/library/card'
import { findLibraryCategory, type TLibraryCategory } from './find-library-category'

export type TLibraryList = { category: TLibraryCategory; works: TLibraryCard[]; total: number; page: number; pageCount: number; sort: TLibrarySort }

// Two fixed statements rather than an interpolated ORDER BY: the sort never reaches the SQL text.
const ORDER: Record<TLibrarySort, string> = {
  popular: 'w.views desc, w.id desc',
  new: 'w.created_at desc, w.id desc',
}
const listSql = (sort: TLibrarySort) => `
  select ${CARD_COLUMNS}
    from ${CARD_FROM}
   where w.published and w.type_id = $1 and w.subject_id = $2
   order by ${ORDER[sort]}
   limit $3 offset $4`

const COUNT = `select count(*) as n from public.library_works w where w.published and w.type_id = $1 and w.subject_id = $2`

/** null when the type or the subject is unknown. */
export async function listLibraryWorks(opts: { db: Db; typeSlug: string; subjectSlug: string; page: number; sort: TLibrarySort }): Promise<TLibraryList | null> {
  const { db, typeSlug, subjectSlug, page, sort } = opts
  return asCaller(db, { role: 'anon' }, async (tx) => {
    const category = await findLibraryCategory(tx, typeSlug, subjectSlug)
    if (!category) return null
    const [count] = await tx.query<{ n: string | number }>(COUNT, [category.typeId, category.subjectId])
    const total = Number(count?.n ?? 0)
    const rows = await tx.query<TCardRow>(listSql(sort), [category.typeId, category.subjectId, LIBRARY_PAGE_SIZE, (page - 1) * LIBRARY_PAGE_SIZE])
    return { category, works: rows.map(toCard), total, page, pageCount: Math.max(1, Math.ceil(total / LIBRARY_PAGE_SIZE)), sort }
  })
}
