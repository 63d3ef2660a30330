// The SQL and the mapping of one referat as the back-office's list shows it.
import type { TAdminReferatRow } from '../../../domain/admin/referats'
import { referatPath } from '../../../domain/referat/referat-slug'

export type TReferatRowSql = {
  id: string | number
  slug: string
  title: string
  topic: string
  subject_slug: string
  subject_title: string
  status: TAdminReferatRow['status']
  is_demo: boolean
  characters_count: number
  updated_at: string
  version: number
}

export const REFERAT_ROW_COLUMNS = `r.id, r.slug, r.title, r.topic, s.slug as subject_slug, s.title as subject_title, r.status, r.is_demo,
  r.characters_count, r.updated_at::text as updated_at, r.version`
export const REFERAT_ROW_FROM = `public.referats r join public.subjects s on s.id = r.subject_id`

export const referatRow = (r: TReferatRowSql): TAdminReferatRow => ({
  id: Number(r.id),
  title: r.title,
  topic: r.topic,
  subjectSlug: r.subject_slug,
  subjectTitle: r.subject_title,
  status: r.status,
  isDemo: r.is_demo,
  charactersCount: Number(r.characters_count),
  updatedAt: new Date(r.updated_at).toISOString(),
  href: referatPath({ slug: r.slug, id: r.id }),
  version: Number(r.version),
})
