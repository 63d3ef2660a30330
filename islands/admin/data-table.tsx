// The back-office's table: paging, sorting and filtering done on the server (domain/admin/list-query.ts), the state kept
// in the address so a reload or a shared link shows the same page. Sort by the column header buttons (aria-sort),
// search with the form, page with «Назад» / «Вперёд»; all of it works from the keyboard.
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { ADMIN_PAGE_SIZES, type TListPage } from '../../domain/admin/list-query'
import { adminFetch, queryString } from './api'

export type TColumn<T> = { key: string; title: string; sortable?: boolean; render: (row: T) => ReactNode; className?: string }
export type TFilter = { name: string; label: string; options: { value: string; label: string }[] }

/** A filter's options from a record of Russian names: `{ open: 'Открыта' }` → `[{ value: 'open', label: 'Открыта' }]`. */
export const filterOptions = (names: Record<string, string>) => Object.entries(names).map(([value, label]) => ({ value, label }))

/** A yes/no filter's two options (`yes`, `no`) in the list's own words. */
export const yesNo = (yes: string, no: string) => [
  { value: 'yes', label: yes },
  { value: 'no', label: no },
]

type TQuery = Record<string, string>

const NUMBER = new Intl.NumberFormat('ru-RU')

function readQuery(names: string[], prefix: string): TQuery {
  const q = new URLSearchParams(location.search)
  return Object.fromEntries(['page', 'perPage', 'sort', 'dir', 'q', ...names].flatMap((k) => (q.get(prefix + k) ? [[k, q.get(prefix + k)!]] : [])))
}

/** The address with this table's state; a prefixed table keeps the other tables' keys beside its own. */
function addressWith(q: TQuery, prefix: string): string {
  const url = new URL(location.href)
  if (!prefix) url.search = queryString(q)
  else {
    for (const k of [...url.searchParams.keys()]) if (k.startsWith(prefix)) url.searchParams.delete(k)
    for (const [k, v] of Object.entries(q)) if (v) url.searchParams.set(prefix + k, v)
  }
  return url.pathname + url.search
}

export function DataTable<T>(props: {
  endpoint: string
  caption: string
  columns: TColumn<T>[]
  /** The row's `id` unless said otherwise. */
  rowKey?: (row: T) => string | number
  filters?: TFilter[]
  searchLabel?: string
  /** Bumped by the page after a change, to load the page again. */
  reloadKey?: number
  empty?: string
  /** Several tables on one page keep their state in the address under their own prefix (`pay.page`). */
  prefix?: string
  /** False for a list the server does not search (only its filters show). */
  search?: boolean
}) {
  const prefix = props.prefix ?? ''
  const rowKey = props.rowKey ?? ((row: T) => (row as { id: string | number }).id)
  const filterNames = (props.filters ?? []).map((f) => f.name)
  const [query, setQuery] = useState<TQuery | null>(null)
  const [page, setPage] = useState<TListPage<T> | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [search, setSearch] = useState('')

  useEffect(() => {
    const q = readQuery(filterNames, prefix)
    setQuery(q)
    setSearch(q.q ?? '')
  }, [])

  const load = useCallback(
    async (q: TQuery) => {
      const res = await adminFetch<TListPage<T>>(`${props.endpoint}?${queryString(q)}`)
      if (!res.ok) {
        setError(res.error.message)
        return
      }
      setError(null)
      setPage(res.data)
      history.replaceState(history.state, '', addressWith(q, prefix))
    },
    [props.endpoint, prefix],
  )

  useEffect(() => {
    if (query) void load(query)
  }, [query, load, props.reloadKey])

  const change = (patch: TQuery) => setQuery((q) => ({ ...(q ?? {}), page: '1', ...patch }))

  function sortBy(key: string) {
    const same = page?.sort === key
    change({ sort: key, dir: same && page?.dir === 'desc' ? 'asc' : 'desc' })
  }

  function submit(e: FormEvent) {
    e.preventDefault()
    change({ q: search.trim() })
  }

  const pages = page ? Math.max(1, Math.ceil(page.total / page.perPage)) : 1

  return (
    <div className="data-table">
      <form className="data-table__tools" onSubmit={submit} role="search">
        {props.search !== false && (
          <label className="field data-table__search">
            <span className="field__label">{props.searchLabel ?? 'Поиск'}</span>
            <input className="input" type="search" name="q" value={search} onChange={(e) => setSearch(e.target.value)} />
          </label>
        )}
        {(props.filters ?? []).map((f) => (
          <label className="field" key={f.name}>
            <span className="field__label">{f.label}</span>
            <select className="input" name={f.name} value={query?.[f.name] ?? ''} onChange={(e) => change({ [f.name]: e.target.value })}>
              <option value="">Все</option>
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        {props.search !== false && (
          <button className="btn btn--secondary" type="submit">
            Найти
          </button>
        )}
      </form>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="data-table__wrap">
        <table>
          <caption>
            {props.caption}
            {page ? ` · ${NUMBER.format(page.total)}` : ''}
          </caption>
          <thead>
            <tr>
              {props.columns.map((c) => (
                <th key={c.key} scope="col" className={c.className} aria-sort={page?.sort === c.key ? (page.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
                  {c.sortable ? (
                    <button type="button" className="data-table__sort" onClick={() => sortBy(c.key)}>
                      {c.title}
                      <span aria-hidden="true">{page?.sort === c.key ? (page.dir === 'asc' ? ' ↑' : ' ↓') : ' ↕'}</span>
                    </button>
                  ) : (
                    c.title
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody aria-busy={page === null}>
            {page?.items.map((row) => (
              <tr key={rowKey(row)}>
                {props.columns.map((c) => (
                  <td key={c.key} className={c.className}>
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))}
            {page && page.items.length === 0 && (
              <tr>
                <td colSpan={props.columns.length} className="data-table__empty">
                  {props.empty ?? 'Ничего не найдено'}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {page && (
        <nav className="data-table__pages" aria-label={`Страницы: ${props.caption}`}>
          <button className="btn btn--secondary btn--sm" type="button" disabled={page.page <= 1} onClick={() => change({ page: String(page.page - 1) })}>
            Назад
          </button>
          <span>
            Стр. {page.page} из {pages}
          </span>
          <button className="btn btn--secondary btn--sm" type="button" disabled={page.page >= pages} onClick={() => change({ page: String(page.page + 1) })}>
            Вперёд
          </button>
          <label className="data-table__size">
            <span>Строк</span>
            <select className="input" value={String(page.perPage)} onChange={(e) => change({ perPage: e.target.value })}>
              {ADMIN_PAGE_SIZES.map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          </label>
        </nav>
      )}
    </div>
  )
}

const DATE_TIME = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Moscow' })

/** 2026-11-28T10:00:00Z → 28.11.2026, 13:00:00 (Moscow). */
export const formatAdminTime = (iso: string | null) => (iso ? DATE_TIME.format(new Date(iso)) : '—')

/** A moment as the tables show it: `<time>` with the Moscow time. */
export const AdminTime = ({ at }: { at: string }) => <time dateTime={at}>{formatAdminTime(at)}</time>

/** A sortable column of a moment. */
export const timeColumn = <T,>(key: string, title: string, at: (row: T) => string, className?: string): TColumn<T> => ({
  key,
  title,
  sortable: true,
  className,
  render: (row) => <AdminTime at={at(row)} />,
})
