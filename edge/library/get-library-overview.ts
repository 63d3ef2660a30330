// The library's main page (/biblioteka/): every type with its subjects and work counts, and the most-filled subjects.
import { asCaller, type Db } from '../db/port'
import { libraryListPath } from '../../domain/library/work-types'

type TLibraryShelf = { subjectSlug: string; subjectTitle: string; count: number; href: string }
export type TLibraryOverview = {
  total: number
  types: { slug: string; title: string; count: number; subjects: TLibraryShelf[] }[]
  /** Subjects the catalogue marks popular first, then by their number of works. */
  popular: TLibraryShelf[]
}

type Row = { type_slug: string; type_title: string; subject_slug: string; subject_title: string; is_popular: boolean; n: string | number }

const SQL = `
  select t.slug as type_slug, t.title as type_title, s.slug as subject_slug, s.title as subject_title, s.is_popular, count(*) as n
    from public.library_works w
    join public.library_work_types t on t.id = w.type_id
    join public.subjects s on s.id = w.subject_id
   where w.published
   group by t.slug, t.title, t.sort_order, s.slug, s.title, s.is_popular, s.sort_order
   order by t.sort_order, count(*) desc, s.sort_order`

const TYPES = `select slug, title from public.library_work_types order by sort_order`

export async function getLibraryOverview({ db, popularCount = 8 }: { db: Db; popularCount?: number }): Promise<TLibraryOverview> {
  const [rows, types] = await asCaller(db, { role: 'anon' }, async (tx) => [
    await tx.query<Row>(SQL),
    await tx.query<{ slug: string; title: string }>(TYPES),
  ])
  const bySubject = new Map<string, TLibraryShelf & { popular: boolean; largest: number }>()
  const overview: TLibraryOverview = {
    total: 0,
    types: types.map((t) => ({ slug: t.slug, title: t.title, count: 0, subjects: [] })),
    popular: [],
  }
  for (const r of rows) {
    const n = Number(r.n)
    const type = overview.types.find((t) => t.slug === r.type_slug)!
    type.count += n
    overview.total += n
    type.subjects.push({ subjectSlug: r.subject_slug, subjectTitle: r.subject_title, count: n, href: libraryListPath(r.type_slug, r.subject_slug) })
    // A subject's link on the main page leads to its largest type.
    const seen = bySubject.get(r.subject_slug)
    const href = libraryListPath(r.type_slug, r.subject_slug)
    if (!seen) bySubject.set(r.subject_slug, { subjectSlug: r.subject_slug, subjectTitle: r.subject_title, count: n, href, popular: r.is_popular, largest: n })
    else {
      if (n > seen.largest) Object.assign(seen, { href, largest: n })
      seen.count += n
    }
  }
  overview.popular = [...bySubject.values()]
    .sort((a, b) => Number(b.popular) - Number(a.popular) || b.count - a.count)
    .slice(0, popularCount)
    .map(({ popular: _p, largest: _l, ...shelf }) => shelf)
  return overview
}
