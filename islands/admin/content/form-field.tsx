// One labelled field of a back-office form with its Russian error right under it (aria-describedby, aria-invalid), and
// the form's state helpers: the values, the field errors of a 400 answer, and the message of any other refusal.
import { cloneElement, useState, type ReactElement } from 'react'
import type { TFieldErrors } from '../../../domain/admin/form-errors'
import type { TAdminError } from '../api'

export function Field(props: { name: string; label: string; hint?: string; error?: string; children: ReactElement<Record<string, unknown>> }) {
  const id = `f-${props.name}`
  const described = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      {cloneElement(props.children, { id, name: props.name, 'aria-invalid': props.error ? true : undefined, 'aria-describedby': described })}
      {props.hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {props.hint}
        </span>
      )}
      {props.error && (
        <span className="field__error" id={`${id}-error`}>
          {props.error}
        </span>
      )}
    </div>
  )
}

export type TFormState = { fields: TFieldErrors; message: string | null; saved: string | null }

export function useFormState() {
  const [state, setState] = useState<TFormState>({ fields: {}, message: null, saved: null })
  return {
    state,
    /** A refused call: a 400's fields go next to their inputs, the message above the buttons. */
    refused(error: TAdminError) {
      const fields = (error.data.fields as TFieldErrors | undefined) ?? {}
      // The fields' own messages stand next to them; above the buttons only what to do.
      setState({ fields, message: Object.keys(fields).length ? 'Проверь поля, отмеченные красным' : error.message, saved: null })
    },
    done(saved: string) {
      setState({ fields: {}, message: null, saved })
    },
    clear: () => setState({ fields: {}, message: null, saved: null }),
  }
}

/** The form's outcome line: the refusal (an alert) or what was saved (a polite status). */
export function FormOutcome({ state }: { state: TFormState }) {
  if (state.message)
    return (
      <p className="field__error admin-form__message" role="alert">
        {state.message}
      </p>
    )
  return (
    <p className="admin-form__saved" role="status">
      {state.saved ?? ''}
    </p>
  )
}
