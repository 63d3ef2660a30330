// One row of the outline editor: its text (a section's or slide's title, or a thesis), edited inline, with move up,
// move down and delete as real buttons (keyboard reachable, named for screen readers), and its §5 message.
import type { ReactNode } from 'react'
import { PRESENTATION_LIMITS } from '../../domain/presentation/input'
import type { TOutlineLevel } from './outline-model'

const NOUN: Record<TOutlineLevel, { one: string; field: string }> = {
  section: { one: 'раздел', field: 'Название раздела' },
  slide: { one: 'слайд', field: 'Заголовок слайда' },
  thesis: { one: 'тезис', field: 'Тезис' },
}

type Props = {
  id: string
  level: TOutlineLevel
  /** «Раздел 1», «Слайд 3», «Тезис 2»: the row's label. */
  label: string
  value: string
  error?: string | null
  first: boolean
  last: boolean
  onChange: (text: string) => void
  onMove: (dir: -1 | 1) => void
  onDelete: () => void
  children?: ReactNode
}

export function OutlineItem({ id, level, label, value, error, first, last, onChange, onMove, onDelete, children }: Props) {
  const noun = NOUN[level]
  const inputId = `pres-outline-${id}`
  const Field = level === 'thesis' ? 'textarea' : 'input'
  return (
    <li className={`pres-outline__item pres-outline__item--${level}`} data-oid={id} data-level={level}>
      <div className="pres-outline__row">
        <label className="pres-outline__label" htmlFor={inputId}>
          {label}
        </label>
        <Field
          id={inputId}
          className={`input pres-outline__input pres-outline__input--${level}`}
          value={value}
          rows={level === 'thesis' ? 2 : undefined}
          maxLength={PRESENTATION_LIMITS.outlineText.max + 20}
          aria-label={`${noun.field}: ${label}`}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <span className="pres-outline__tools">
          <button type="button" className="pres-icon-btn" data-action="up" aria-label={`Поднять ${noun.one} выше: ${label}`} title="Выше" disabled={first} onClick={() => onMove(-1)}>
            ↑
          </button>
          <button type="button" className="pres-icon-btn" data-action="down" aria-label={`Опустить ${noun.one} ниже: ${label}`} title="Ниже" disabled={last} onClick={() => onMove(1)}>
            ↓
          </button>
          <button type="button" className="pres-icon-btn pres-icon-btn--danger" data-action="delete" aria-label={`Удалить ${noun.one}: ${label}`} title="Удалить" onClick={onDelete}>
            ✕
          </button>
        </span>
      </div>
      {error && (
        <p className="field__error pres-outline__error" id={`${inputId}-error`}>
          {error}
        </p>
      )}
      {children}
    </li>
  )
}
