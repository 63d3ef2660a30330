// The SQL behind a library card (domain/library/card.ts) and its mapping from a row.
import { libraryWorkPath } from '../../domain/library/work-types'
import type { TLibraryCard } from '../../domain/library/card'

export type TCardRow = {
  slug: string
  title: string
  short_answer: string
  views: string | number
  type_slug: string
  type_title: string
  subject_slug: string
  subject_title: string
}

/** Columns every card query selects; `w`, `t` and `s` are the work, its type and its subject. Only guest-readable columns. */
export const CARD_COLUMNS = `w.slug, w.title, w.short_answer, w.views, t.slug as type_slug, t.title as type_title, s.slug as subject_slug, s.title as subject_title`
export const CARD_FROM = `public.library_works w join public.library_work_types t on t.id = w.type_id join public.subjects s on s.id = w.subject_id`

const PREVIEW = 160

export const toCard = (r: TCardRow): TLibraryCard => ({
  slug: r.slug,
  title: r.title,
  preview: r.short_answer.length > PREVIEW ? `${r.short_answer.slice(0, PREVIEW).replace(/\s+\S*$/, '')}…` : r.short_answer,
  views: Number(r.views),
  typeSlug: r.type_slug,
  typeTitle: r.type_title,
  subjectSlug: r.subject_slug,
  subjectTitle: r.subject_title,
  href: libraryWorkPath(r.type_slug, r.subject_slug, r.slug),
})
