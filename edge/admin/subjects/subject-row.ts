// The SQL and the mapping of one subject as the back-office shows and edits it.
import type { TAdminSubject } from '../../../domain/admin/subjects'

export type TSubjectRowSql = {
  id: number
  title: string
  title_dative: string
  title_genitive: string
  subject_group: string
  slug: string
  is_popular: boolean
  sort_order: number
  in_client: boolean
  in_library: boolean
  in_referat: boolean
  library_works_count: number
  ai_referats_count: number
  version: number
}

export const SUBJECT_COLUMNS = `s.id, s.title, s.title_dative, s.title_genitive, s.subject_group, s.slug, s.is_popular, s.sort_order, s.in_client,
  s.in_library, s.in_referat, s.library_works_count, s.ai_referats_count, s.version`

export const subjectRow = (r: TSubjectRowSql): TAdminSubject => ({
  id: Number(r.id),
  title: r.title,
  titleDative: r.title_dative,
  titleGenitive: r.title_genitive,
  group: r.subject_group,
  slug: r.slug,
  isPopular: r.is_popular,
  sortOrder: Number(r.sort_order),
  inClient: r.in_client,
  inLibrary: r.in_library,
  inReferat: r.in_referat,
  libraryWorksCount: Number(r.library_works_count),
  aiReferatsCount: Number(r.ai_referats_count),
  version: Number(r.version),
})
