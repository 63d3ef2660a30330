// The subject lists of platform.md §7 (/storage/subjects.{type}.json), read as a guest under RLS.
import { z } from 'zod'
import { asCaller, type Db } from '../db/port'

export const SUBJECT_LIST_TYPES = ['all', 'client', 'library', 'referat'] as const
export const ZSubjectListType = z.enum(SUBJECT_LIST_TYPES)
export type TSubjectListType = z.infer<typeof ZSubjectListType>

/** orders.md §3 Subject. */
export type TSubject = {
  id: number
  title: string
  titleDative: string
  titleGenitive: string
  group: string
  sortOrder: number
  slug: string
  isPopular: boolean
  aiReferatsCount: number
  libraryWorksCount: number
}

type Row = {
  id: number
  title: string
  title_dative: string
  title_genitive: string
  subject_group: string
  sort_order: number
  slug: string
  is_popular: boolean
  ai_referats_count: number
  library_works_count: number
}

// One statement for every type, so the list's name only ever travels as a parameter.
const SQL = `
  select id, title, title_dative, title_genitive, subject_group, sort_order, slug, is_popular, ai_referats_count, library_works_count
    from public.subjects
   where $1 = 'all'
      or ($1 = 'client' and in_client)
      or ($1 = 'library' and in_library)
      or ($1 = 'referat' and in_referat)
   order by sort_order, title`

export async function listSubjects({ db, type }: { db: Db; type: TSubjectListType }): Promise<TSubject[]> {
  const rows = await asCaller(db, { role: 'anon' }, (tx) => tx.query<Row>(SQL, [type]))
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    titleDative: r.title_dative,
    titleGenitive: r.title_genitive,
    group: r.subject_group,
    sortOrder: r.sort_order,
    slug: r.slug,
    isPopular: r.is_popular,
    aiReferatsCount: r.ai_referats_count,
    libraryWorksCount: r.library_works_count,
  }))
}
