// A list of referat cards and the search form, shared by the referat pages (server-rendered, no JavaScript).
import type { TReferatCard } from '../../domain/referat/referat-types'
import { referatPath, REFERAT_SEARCH_MAX, DEMO_REFERAT_LABEL } from '../../domain/referat/referat-slug'
import { CHARACTERS_FORMS, plural, SOURCES_FORMS } from '../../domain/text/plural'
import { formatNumber } from '../../domain/money/format'

export function ReferatList({ referats, showSubject = true }: { referats: TReferatCard[]; showSubject?: boolean }) {
  return (
    <ul className="referat-list">
      {referats.map((r) => (
        <li key={r.id} className="card card--link referat-card">
          <a className="referat-card__title" href={referatPath(r)}>
            {r.title}
          </a>
          <p className="referat-card__facts muted">
            {showSubject && <span>{r.subjectTitle}</span>}
            <span>
              {formatNumber(r.charactersCount)} {plural(r.charactersCount, CHARACTERS_FORMS)}
            </span>
            {r.sourcesCount > 0 && (
              <span>
                {r.sourcesCount} {plural(r.sourcesCount, SOURCES_FORMS)}
              </span>
            )}
            {r.isDemo && <span className="badge badge--warning">{DEMO_REFERAT_LABEL}</span>}
          </p>
        </li>
      ))}
    </ul>
  )
}

export function ReferatSearchForm({ query = '' }: { query?: string }) {
  return (
    <form className="referat-search" action="/referat/search/" method="get" role="search">
      <label className="visually-hidden" htmlFor="referat-q">
        Тема реферата
      </label>
      <input id="referat-q" className="input" type="search" name="q" defaultValue={query} maxLength={REFERAT_SEARCH_MAX} placeholder="Тема реферата" />
      <button className="btn" type="submit">
        Найти
      </button>
    </form>
  )
}

export function Breadcrumbs({ items }: { items: { href?: string; label: string }[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Навигация">
      <ol>
        {items.map((i) => (
          <li key={i.label}>{i.href ? <a href={i.href}>{i.label}</a> : <span aria-current="page">{i.label}</span>}</li>
        ))}
      </ol>
    </nav>
  )
}
