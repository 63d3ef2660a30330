// Shared parts of the library pages: breadcrumbs, the search form, work cards. No JavaScript.
import type { TLibraryCard } from '../../domain/library/card'
import './library.css'

import type { TCrumb } from '../../domain/seo/json-ld'
import { formulaRuns } from '../../domain/library/formula-runs'

export function Breadcrumbs({ items }: { items: TCrumb[] }) {
  return (
    <nav className="lib-crumbs" aria-label="Навигация">
      <ol>
        {items.map((c, i) => (
          <li key={i}>{c.href ? <a href={c.href}>{c.label}</a> : <span aria-current="page">{c.label}</span>}</li>
        ))}
      </ol>
    </nav>
  )
}

export function SearchForm({ query, autoFocus }: { query: string; autoFocus?: boolean }) {
  return (
    <form className="lib-search" action="/biblioteka/" method="get" role="search">
      <label className="visually-hidden" htmlFor="lib-q">
        Поиск по библиотеке
      </label>
      <input
        id="lib-q"
        className="input lib-search__input"
        type="search"
        name="q"
        defaultValue={query}
        maxLength={200}
        placeholder="Тема или условие задачи"
        autoFocus={autoFocus}
      />
      <button className="btn" type="submit">
        Найти
      </button>
    </form>
  )
}

/** Text whose inline formulas never wrap inside themselves (domain/library/formula-runs.ts). */
export function FormulaText({ text }: { text: string }) {
  return (
    <>
      {formulaRuns(text).map((r, i) =>
        r.formula ? (
          <span key={i} className="formula-run">
            {r.text}
          </span>
        ) : (
          r.text
        ),
      )}
    </>
  )
}

export function WorkCards({ works, showCategory }: { works: TLibraryCard[]; showCategory?: boolean }) {
  return (
    <ul className="lib-cards">
      {works.map((w) => (
        <li key={w.slug} className="card card--link lib-card">
          {showCategory && (
            <span className="lib-card__meta">
              {w.typeTitle} · {w.subjectTitle}
            </span>
          )}
          <a className="lib-card__title" href={w.href}>
            <FormulaText text={w.title} />
          </a>
          <p className="lib-card__preview">{w.preview}</p>
        </li>
      ))}
    </ul>
  )
}

export function EmptyResult() {
  return (
    <div className="empty-state lib-empty">
      <p className="empty-state__title">К сожалению, ничего не найдено 😢</p>
    </div>
  )
}
