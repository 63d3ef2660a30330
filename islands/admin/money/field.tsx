// One labelled form field of the money sections with its error beside it.
import type { ReactNode } from 'react'
import type { TFieldErrors } from './form-errors'

export function Field({ label, name, errors, children, hint }: { label: string; name: string; errors: TFieldErrors; children: ReactNode; hint?: string }) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      {children}
      {hint && <span className="field__hint">{hint}</span>}
      {errors[name] && (
        <span className="field__error" id={`err-${name.replace(/\W/g, '-')}`} role="alert">
          {errors[name]}
        </span>
      )}
    </label>
  )
}

/** The form's error that belongs to no field (a stale record, the network). */
export function FormError({ errors }: { errors: TFieldErrors }) {
  return errors._ ? (
    <p className="field__error" role="alert">
      {errors._}
    </p>
  ) : null
}
