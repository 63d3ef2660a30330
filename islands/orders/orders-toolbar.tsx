// Filters of «Мои задания»: search by the order's text (sent 300 ms after typing stops), product type, and a date range.
import { useEffect, useState } from 'react'
import { ORDER_TYPE_FILTER } from '../../domain/orders/unified'
import { DEFAULT_FILTERS, isFiltered, type TOrderFilters } from './order-filters'

const SEARCH_DEBOUNCE_MS = 300

// Only this field draws a magnifier, so it stays here rather than in the shared icon set.
const SearchIcon = () => (
  <svg className="icon orders-toolbar__search-icon" viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true" focusable="false">
    <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14m9 2-4-4" />
  </svg>
)

type Props = { filters: TOrderFilters; onChange: (patch: Partial<TOrderFilters>) => void }

export function OrdersToolbar({ filters, onChange }: Props) {
  const [draft, setDraft] = useState(filters.search)
  // Back/forward changes the search under the field.
  useEffect(() => setDraft(filters.search), [filters.search])
  useEffect(() => {
    if (draft.trim() === filters.search.trim()) return
    const t = setTimeout(() => onChange({ search: draft }), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(t)
  }, [draft, filters.search, onChange])

  return (
    <form className="orders-toolbar" role="search" onSubmit={(e) => e.preventDefault()}>
      <label className="field orders-toolbar__search">
        <span className="visually-hidden">Поиск по заданиям</span>
        <SearchIcon />
        <input
          className="input"
          type="search"
          name="search"
          value={draft}
          maxLength={255}
          placeholder="Поиск по заданиям"
          autoComplete="off"
          onChange={(e) => setDraft(e.target.value)}
        />
      </label>
      <label className="field orders-toolbar__type">
        <span className="field__label">Тип</span>
        <select
          className="input"
          name="type"
          value={filters.type ?? ''}
          onChange={(e) => onChange({ type: e.target.value === '' ? null : Number(e.target.value) })}
        >
          <option value="">Все типы</option>
          {ORDER_TYPE_FILTER.map((t) => (
            <option key={t.typeId} value={t.typeId}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field orders-toolbar__date">
        <span className="field__label">С</span>
        <input className="input" type="date" name="from" value={filters.from} max={filters.to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
      </label>
      <label className="field orders-toolbar__date">
        <span className="field__label">По</span>
        <input className="input" type="date" name="to" value={filters.to} min={filters.from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
      </label>
      {isFiltered(filters) && (
        <button
          type="button"
          className="btn btn--ghost btn--sm orders-toolbar__reset"
          onClick={() => {
            setDraft('')
            onChange({ search: DEFAULT_FILTERS.search, type: null, from: '', to: '' })
          }}
        >
          Сбросить
        </button>
      )}
    </form>
  )
}
