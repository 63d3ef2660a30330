// The back-office screens' small shared pieces, written once: a labelled field with its error beside it, the form's
// buttons, a refusal (an alert) and a success (a polite status), a row's button, an opened record's heading with
// «Закрыть», and the key a page bumps to load its table again.
import { useCallback, useEffect, useRef, useState, type ReactNode, type Ref } from 'react'
import { adminFetch, type TAdminError } from './api'
import type { TFieldErrors } from './field-errors'

/** The error of one field, tied to its input by `id` (aria-describedby). */
export function FieldError({ id, text }: { id?: string; text: string | null | undefined }) {
  return text ? (
    <span className="field__error" id={id} role="alert">
      {text}
    </span>
  ) : null
}

/**
 * One labelled field with its hint and its error under the control: `error`, or else `errors[name]`, its id
 * `err-<name>` unless `errorId` says otherwise. The control itself (and its aria-describedby) is the caller's.
 */
export function Field(props: {
  label: string
  name: string
  errors?: TFieldErrors
  error?: string | null
  children: ReactNode
  hint?: ReactNode
  hintId?: string
  errorId?: string
  className?: string
}) {
  return (
    <label className={props.className ?? 'field'}>
      <span className="field__label">{props.label}</span>
      {props.children}
      {props.hint && (
        <span className="field__hint" id={props.hintId}>
          {props.hint}
        </span>
      )}
      <FieldError id={props.errorId ?? `err-${props.name.replace(/\W/g, '-')}`} text={props.error ?? props.errors?.[props.name]} />
    </label>
  )
}

/** A refusal: the paragraph shows only when there is something to say. */
export function Alert({ children, className = 'field__error', id }: { children: ReactNode; className?: string; id?: string }) {
  return children ? (
    <p className={className} id={id} role="alert">
      {children}
    </p>
  ) : null
}

/** What was done, said politely (role="status"); nothing while there is nothing to say. */
export function Done({ children, className }: { children: ReactNode; className: string }) {
  return children ? (
    <p className={className} role="status">
      {children}
    </p>
  ) : null
}

export type TNotice = { ok: boolean; text: string } | null

/** A page's last outcome: what was done (with the page's own class) or the refusal. */
export function Notice({ notice, okClassName }: { notice: TNotice; okClassName: string }) {
  return notice ? (
    <p className={notice.ok ? okClassName : 'field__error'} role={notice.ok ? 'status' : 'alert'}>
      {notice.text}
    </p>
  ) : null
}

/** A form's buttons: the submit (disabled while busy), «Отмена» when the form can be closed, and any others after. */
export function FormActions({ busy, submit = 'Сохранить', danger, onCancel, children }: { busy: boolean; submit?: ReactNode; danger?: boolean; onCancel?: () => void; children?: ReactNode }) {
  return (
    <div className="admin-form__actions">
      <button className={danger ? 'btn btn--danger' : 'btn'} type="submit" disabled={busy}>
        {submit}
      </button>
      {onCancel && (
        <button className="btn btn--ghost" type="button" onClick={onCancel}>
          Отмена
        </button>
      )}
      {children}
    </div>
  )
}

/** A small button in a table's row («Открыть», «Изменить»), named in full for screen readers. */
export function RowButton({ label, onClick, children, className = 'btn btn--secondary btn--sm', disabled }: { label: string; onClick: () => void; children: ReactNode; className?: string; disabled?: boolean }) {
  return (
    <button type="button" className={className} onClick={onClick} aria-label={label} disabled={disabled}>
      {children}
    </button>
  )
}

/**
 * An opened record's heading (focusable when the panel moves the keyboard to it: `heading`), what stands beside it,
 * and the close button.
 */
export function PanelHead(props: { block: string; titleId: string; heading?: Ref<HTMLHeadingElement>; title: ReactNode; onClose: () => void; closeText?: string; children?: ReactNode }) {
  return (
    <div className={`${props.block}__head`}>
      <h2 id={props.titleId} tabIndex={props.heading ? -1 : undefined} ref={props.heading}>
        {props.title}
      </h2>
      {props.children}
      <button className="btn btn--ghost btn--sm" type="button" onClick={props.onClose}>
        {props.closeText ?? 'Закрыть'}
      </button>
    </div>
  )
}

/**
 * One record opened from a list, loaded from `path` again whenever `reloadKey` moves; `shown` is it once it is the
 * one asked for (never the previous record while the next loads), and the panel's heading takes the focus then.
 */
export function useOpenedRecord<T extends { id: string | number }>(path: string, id: T['id'], reloadKey: number, onRefused: (error: TAdminError) => void) {
  const [record, setRecord] = useState<T | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const refused = useRef(onRefused)
  refused.current = onRefused

  useEffect(() => {
    let live = true
    void adminFetch<T>(path).then((res) => {
      if (!live) return
      if (res.ok) setRecord(res.data)
      else refused.current(res.error)
    })
    return () => {
      live = false
    }
  }, [path, reloadKey])

  const shown = record?.id === id ? record : null
  useEffect(() => {
    if (shown) heading.current?.focus()
  }, [shown?.id])
  return { shown, heading }
}

/** The key a page bumps after a change so its tables load again (DataTable's `reloadKey`). */
export function useReloadKey(): [number, () => void] {
  const [key, setKey] = useState(0)
  return [key, useCallback(() => setKey((k) => k + 1), [])]
}
