// A library category (route library-external__category, guest content, no JavaScript): its works a page at a time,
// sorted by popularity or novelty through plain links; the spec's empty message when there are none.
import { useData } from 'vike-react/useData'
import { libraryListPath, type TLibrarySort } from '../../../domain/library/work-types'
import { Breadcrumbs, EmptyResult, WorkCards } from '../library-ui'
import { categoryCrumbs } from '../library-seo'
import type { TLibraryCategoryData } from './+data'

const SORTS: { sort: TLibrarySort; label: string }[] = [
  { sort: 'popular', label: 'Популярные' },
  { sort: 'new', label: 'Новые' },
]

export default function Page() {
  const { category, works, total, page, pageCount, sort } = useData<TLibraryCategoryData>()
  const base = libraryListPath(category.typeSlug, category.subjectSlug)
  const href = (p: number, s: TLibrarySort = sort) => {
    const q = new URLSearchParams()
    if (s !== 'popular') q.set('sort', s)
    if (p > 1) q.set('page', String(p))
    const qs = q.toString()
    return qs ? `${base}?${qs}` : base
  }
  return (
    <div className="lib" data-route-name="library-external__category">
      <Breadcrumbs items={categoryCrumbs(category)} />
      <header className="lib-head">
        <h1>
          {category.typeTitle} по {category.subjectDative}
        </h1>
        <p className="lib-note">Готовых работ: {total}</p>
      </header>
      {works.length > 0 && (
        <nav className="lib-sort" aria-label="Сортировка">
          {SORTS.map((s) => (
            <a key={s.sort} className={`lib-chip${s.sort === sort ? ' is-active' : ''}`} href={href(1, s.sort)} aria-current={s.sort === sort ? 'true' : undefined}>
              {s.label}
            </a>
          ))}
        </nav>
      )}
      {works.length ? <WorkCards works={works} /> : <EmptyResult />}
      {pageCount > 1 && (
        <nav className="lib-pages" aria-label="Страницы">
          {page > 1 && (
            <a className="btn btn--secondary btn--sm" href={href(page - 1)} rel="prev">
              ← Назад
            </a>
          )}
          <span className="lib-note">
            Страница {page} из {pageCount}
          </span>
          {page < pageCount && (
            <a className="btn btn--secondary btn--sm" href={href(page + 1)} rel="next">
              Дальше →
            </a>
          )}
        </nav>
      )}
    </div>
  )
}
