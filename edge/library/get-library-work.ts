// A library work page (/biblioteka/{typeSlug}/{subjectSlug}/{workSlug}/): the task and the free shortened answer, works
// of the same subject and type with the closest titles, and works of other subjects. The full answer is not read here:
// guests never get it (the column is not granted to them). With a memo of the related works (related-works-memo.ts) a
// page is one statement: its category, the work and the cards the memo names.
import { asCaller, type Db, type Tx } from '../db/port'
import { libraryListPath, libraryWorkPath } from '../../domain/library/work-types'
import { CARD_COLUMNS, CARD_FROM, toCard, type TCardRow } from '../catalog/library-card'
import type { TLibraryCard } from '../../domain/library/card'
import { relatedSubjectGroups } from '../../domain/library/related-subjects'
import type { TLibraryCategory } from './find-library-category'
import type { TRelatedWorksMemo } from './related-works-memo'

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

type PageRow = {
  type_id: number
  type_slug: string
  type_title: string
  type_singular: string
  subject_id: number
  subject_slug: string
  subject_title: string
  subject_dative: string
  subject_group: string
  id: string | number | null
  slug: string
  title: string
  task: string
  short_answer: string
  seo_text: string | null
  level: 'school' | 'university'
  views: string | number
  work_type_slug: string
  work_subject_slug: string
  /** The cards of the remembered related works ($4), in no particular order; null without any. */
  cards: (TCardRow & { id: string | number })[] | null
}

// The category (as find-library-category.ts resolves it), the published work of that slug wherever it is filed, and the
// cards of the remembered related works: one round trip. No category row: the 404 page; no work: maybe a former slug.
const PAGE = `
  select t.id as type_id, t.slug as type_slug, t.title as type_title, t.title_singular as type_singular,
         s.id as subject_id, s.slug as subject_slug, s.title as subject_title, s.title_dative as subject_dative, s.subject_group,
         w.id, w.slug, w.title, w.task, w.short_answer, w.seo_text, w.level, w.views, w.work_type_slug, w.work_subject_slug,
         (select json_agg(json_build_object('id', w.id, 'slug', w.slug, 'title', w.title, 'short_answer', w.short_answer,
                 'views', w.views, 'type_slug', t.slug, 'type_title', t.title, 'subject_slug', s.slug, 'subject_title', s.title))
            from ${CARD_FROM}
           where w.published and w.id = any($4::bigint[])) as cards
    from public.library_work_types t
    join public.subjects s on s.slug = $2 and s.in_library
    left join (select w.id, w.slug, w.title, w.task, w.short_answer, w.seo_text, w.level, w.views,
                      t.slug as work_type_slug, s.slug as work_subject_slug
                 from ${CARD_FROM}
                where w.published and w.slug = $3) w on true
   where t.slug = $1`

const FORMER = `
  select w.slug, t.slug as type_slug, s.slug as subject_slug
    from public.library_work_slug_history h
    join ${CARD_FROM} on w.id = h.work_id
   where h.old_slug = $1 and w.published`

// Same subject and type, closest titles first (trigram similarity), then the most read.
const SIMILAR = `
  select w.id, ${CARD_COLUMNS}
    from ${CARD_FROM}
   where w.published and w.type_id = $1 and w.subject_id = $2 and w.id <> $3
   order by similarity(w.title, $4) desc, w.views desc, w.id desc
   limit $5`

// Other subjects of related groups ($4, nearest first: domain/library/related-subjects.ts): titles close enough to be
// related (the trigram index answers `%`), topped up with the most read of the nearest groups. An unrelated subject is
// never offered, so a page may show fewer cards.
const OTHER_SUBJECTS = `
  (select w.id, ${CARD_COLUMNS}, similarity(w.title, $2) as score, array_position($4::text[], s.subject_group) as near
     from ${CARD_FROM}
    where w.published and w.subject_id <> $1 and s.subject_group = any($4::text[]) and w.title % $2
    order by near, score desc, w.id desc
    limit $3)
  union all
  (select w.id, ${CARD_COLUMNS}, 0 as score, array_position($4::text[], s.subject_group) as near
     from ${CARD_FROM}
    where w.published and w.subject_id <> $1 and s.subject_group = any($4::text[])
    order by near, w.views desc, w.id desc
    limit $3)`

const RELATED = 6

type TIdCardRow = TCardRow & { id: string | number }
type TRelatedCards = { similar: TIdCardRow[]; other: TIdCardRow[] }

export async function getLibraryWork(opts: {
  db: Db
  typeSlug: string
  subjectSlug: string
  workSlug: string
  /** Remembers which works are related, so a render of a known work skips ranking the library's titles. */
  related?: TRelatedWorksMemo
}): Promise<TLibraryWorkLookup> {
  const { db, typeSlug, subjectSlug, workSlug, related } = opts
  const path = libraryWorkPath(typeSlug, subjectSlug, workSlug)
  const remembered = related?.get(path)
  return asCaller(db, { role: 'anon' }, async (tx) => {
    const ids = remembered ? [...remembered.similarIds, ...remembered.otherIds] : []
    const [row] = await tx.query<PageRow>(PAGE, [typeSlug, subjectSlug, workSlug, ids])
    if (!row) return null
    if (row.id === null) {
      // A changed slug (or a work moved to another category) answers 301 to where it is now.
      const [moved] = await tx.query<{ slug: string; type_slug: string; subject_slug: string }>(FORMER, [workSlug])
      return moved ? { kind: 'moved', location: libraryWorkPath(moved.type_slug, moved.subject_slug, moved.slug) } : null
    }
    if (row.work_type_slug !== typeSlug || row.work_subject_slug !== subjectSlug) {
      return { kind: 'moved', location: libraryWorkPath(row.work_type_slug, row.work_subject_slug, row.slug) }
    }
    const id = Number(row.id)
    const category: TLibraryCategory = {
      typeId: row.type_id,
      typeSlug: row.type_slug,
      typeTitle: row.type_title,
      typeSingular: row.type_singular,
      subjectId: row.subject_id,
      subjectSlug: row.subject_slug,
      subjectTitle: row.subject_title,
      subjectDative: row.subject_dative,
    }
    let cards: TRelatedCards
    if (remembered && remembered.workId === id && remembered.title === row.title) {
      const byId = new Map((row.cards ?? []).map((c) => [Number(c.id), c]))
      const pick = (list: number[]) => list.flatMap((i) => byId.get(i) ?? [])
      cards = { similar: pick(remembered.similarIds), other: pick(remembered.otherIds) }
    } else {
      cards = await rankRelated(tx, category, id, row.title, row.subject_group)
      related?.set(path, { workId: id, title: row.title, similarIds: cards.similar.map((c) => Number(c.id)), otherIds: cards.other.map((c) => Number(c.id)) })
    }
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
        similarWorks: cards.similar.map(toCard),
        worksWithAnotherSubject: cards.other.map(toCard),
      },
    }
  })
}

async function rankRelated(tx: Tx, category: TLibraryCategory, id: number, title: string, group: string): Promise<TRelatedCards> {
  const similar = await tx.query<TIdCardRow>(SIMILAR, [category.typeId, category.subjectId, id, title, RELATED])
  const rows = await tx.query<TIdCardRow>(OTHER_SUBJECTS, [category.subjectId, title, RELATED, relatedSubjectGroups(group)])
  const seen = new Set<string>()
  return { similar, other: rows.filter((r) => !seen.has(r.slug) && seen.add(r.slug)).slice(0, RELATED) }
}
