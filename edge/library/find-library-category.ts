// Resolves /biblioteka/{typeSlug}/{subjectSlug}/ to its type and subject; null when either is unknown (the 404 page).
import type { Tx } from '../db/port'

export type TLibraryCategory = {
  typeId: number
  typeSlug: string
  typeTitle: string
  typeSingular: string
  subjectId: number
  subjectSlug: string
  subjectTitle: string
  /** «по физике» reads «физике»: the subject's dative. */
  subjectDative: string
}

type Row = { type_id: number; type_slug: string; type_title: string; type_singular: string; subject_id: number; subject_slug: string; subject_title: string; subject_dative: string }

const SQL = `
  select t.id as type_id, t.slug as type_slug, t.title as type_title, t.title_singular as type_singular,
         s.id as subject_id, s.slug as subject_slug, s.title as subject_title, s.title_dative as subject_dative
    from public.library_work_types t, public.subjects s
   where t.slug = $1 and s.slug = $2 and s.in_library`

export async function findLibraryCategory(tx: Tx, typeSlug: string, subjectSlug: string): Promise<TLibraryCategory | null> {
  const [r] = await tx.query<Row>(SQL, [typeSlug, subjectSlug])
  if (!r) return null
  return {
    typeId: r.type_id,
    typeSlug: r.type_slug,
    typeTitle: r.type_title,
    typeSingular: r.type_singular,
    subjectId: r.subject_id,
    subjectSlug: r.subject_slug,
    subjectTitle: r.subject_title,
    subjectDative: r.subject_dative,
  }
}
