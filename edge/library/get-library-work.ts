// A library work page (/biblioteka/{typeSlug}/{subjectSlug}/{workSlug}/): the task and the free shortened answer, works
// of the same subject and type with the closest titles, and works of other subjects. The full answer is not read here:
// guests never get it (the column is not granted to them).
import { asCaller, type Db, type Tx } from '../db/port'
import { libraryListPath, libraryWorkPath } from '../../domain/library/work-types'
import { CARD_COLUMNS, CARD_FROM, toCard, type TCardRow } from './library-card'
import type { TLibraryCard } from '../../domain/library/card'
import { findLibraryCategory, type TLibraryCategory } from './find-library-category'

export type TLibraryWork = {
  id: number
  slug: string
  title: string
  task: string
  shortAnswer: string
  seoText: string | null
  level: 'school' | 'university'
  views: number
  category: TLibraryCategory
  listHref: string
  href: string
  similarWorks: TLibraryCard[]
  worksWithAnotherSubject: TLibraryCard[]
}

export type TLibraryWorkLookup = { kind: 'work'; work: TLibraryWork } | { kind: 'moved'; location: string } | null

type WorkRow = { id: string | number; slug: string; title: string; task: string; short_answer: string; seo_text: string | null; level: 'school' | 'university'; views: string | number; type_slug: string; subject_slug: string }

const WORK = `
  select w.id, w.slug, w.title, w.task, w.short_answer, w.seo_text, w.level, w.views, t.slug as type_slug, s.slug as subject_slug
    from ${CARD_FROM}
   where w.published and w.slug = $1`

const FORMER = `
  select w.slug, t.slug as type_slug, s.slug as subject_slug
    from public.library_work_slug_history h
    join ${CARD_FROM} on w.id = h.work_id
   where h.old_slug = $1 and w.published`

// Same subject and type, closest titles first (trigram similarity), then the most read.
const SIMILAR = `
  select ${CARD_COLUMNS}
    from ${CARD_FROM}
   where w.published and w.type_id = $1 and w.subject_id = $2 and w.id <> $3
   order by similarity(w.title, $4) desc, w.views desc, w.id desc
   limit $5`

// Other subjects: titles close enough to be related (the trigram index answers `%`), topped up with the most read.
const OTHER_SUBJECTS = `
  (select ${CARD_COLUMNS}, similarity(w.title, $2) as score
     from ${CARD_FROM}
    where w.published and w.subject_id <> $1 and w.title % $2
    order by score desc, w.id desc
    limit $3)
  union all
  (select ${CARD_COLUMNS}, 0 as score
     from ${CARD_FROM}
    where w.published and w.subject_id <> $1
    order by w.views desc, w.id desc
    limit $3)`

const RELATED = 6

export async function getLibraryWork(opts: { db: Db; typeSlug: string; subjectSlug: string; workSlug: string }): Promise<TLibraryWorkLookup> {
  const { db, typeSlug, subjectSlug, workSlug } = opts
  return asCaller(db, { role: 'anon' }, async (tx) => {
    const category = await findLibraryCategory(tx, typeSlug, subjectSlug)
    if (!category) return null
    const [row] = await tx.query<WorkRow>(WORK, [workSlug])
    if (!row) {
      // A changed slug (or a work moved to another category) answers 301 to where it is now.
      const [moved] = await tx.query<{ slug: string; type_slug: string; subject_slug: string }>(FORMER, [workSlug])
      return moved ? { kind: 'moved', location: libraryWorkPath(moved.type_slug, moved.subject_slug, moved.slug) } : null
    }
    if (row.type_slug !== typeSlug || row.subject_slug !== subjectSlug) {
      return { kind: 'moved', location: libraryWorkPath(row.type_slug, row.subject_slug, row.slug) }
    }
    const id = Number(row.id)
    return {
      kind: 'work',
      work: {
        id,
        slug: row.slug,
        title: row.title,
        task: row.task,
        shortAnswer: row.short_answer,
        seoText: row.seo_text,
        level: row.level,
        views: Number(row.views),
        category,
        listHref: libraryListPath(typeSlug, subjectSlug),
        href: libraryWorkPath(typeSlug, subjectSlug, row.slug),
        similarWorks: (await tx.query<TCardRow>(SIMILAR, [category.typeId, category.subjectId, id, row.title, RELATED])).map(toCard),
        worksWithAnotherSubject: await otherSubjects(tx, category.subjectId, row.title),
      },
    }
  })
}

async function otherSubjects(tx: Tx, subjectId: number, title: string): Promise<TLibraryCard[]> {
  const rows = await tx.query<TCardRow>(OTHER_SUBJECTS, [subjectId, title, RELATED])
  const seen = new Set<string>()
  return rows.filter((r) => !seen.has(r.slug) && seen.add(r.slug)).slice(0, RELATED).map(toCard)
}
