// The frame of the phone and e-mail steps (platform spec §2, §5): title, one field with its error, agreements,
// «Получить код» and «Назад». The step brings the input and decides when the contact can be sent.
import type { ReactNode } from 'react'
import { AUTH_TEXTS } from '../../domain/auth/screens'
import { Agreements, type TAgreements } from './agreements'

type TFieldAria = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

type Props = {
  step: 'phone' | 'email'
  title: string
  headingLevel: 'h1' | 'h2'
  inputId: string
  error: string | null
  loading: boolean
  /** Whether the typed contact may be sent (the agreement and a running request are checked here). */
  ready: boolean
  agreements: TAgreements
  onAgreements: (next: TAgreements) => void
  onSubmit: () => void
  onBack: () => void
  /** The input, given the attributes that tie it to its label and error. */
  children: (aria: TFieldAria) => ReactNode
}

export function ContactStepShell({ step, title, headingLevel: H, inputId, error, loading, ready, agreements, onAgreements, onSubmit, onBack, children }: Props) {
  const errorId = `${inputId}-error`
  return (
    <form
      className="auth-step"
      data-step={step}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
    >
      <H className="auth-title">{title}</H>
      <div className="field">
        <label className="visually-hidden" htmlFor={inputId}>
          {title}
        </label>
        {children({ id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
        {error && (
          <p className="field__error" id={errorId} role="alert">
            {error}
          </p>
        )}
      </div>
      <Agreements value={agreements} onChange={onAgreements} disabled={loading} />
      <button type="submit" className="btn btn--block btn--lg" disabled={!ready || !agreements.agreement || loading} aria-busy={loading || undefined}>
        {AUTH_TEXTS.getCode}
      </button>
      <button type="button" className="btn btn--ghost btn--block" onClick={onBack}>
        {AUTH_TEXTS.back}
      </button>
    </form>
  )
}
