// The frame of the phone and e-mail steps (platform spec §2, §5): title, one field with its error, agreements,
// «Получить код» and «Назад», and what both steps do alike (their checker chunk loaded on mount, one send at a time).
// The step brings the input and decides when the contact can be sent.
import { useEffect, useState, type ReactNode } from 'react'
import type { AuthError } from '../../domain/auth/errors'
import { AUTH_TEXTS } from '../../domain/auth/screens'
import { Agreements, type TAgreements } from './agreements'

type TFieldAria = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

/** What the sign-in flow gives either contact step, passed on to the frame as is. */
export type TContactStepFrame = {
  headingLevel: 'h1' | 'h2'
  agreements: TAgreements
  onAgreements: (next: TAgreements) => void
  onBack: () => void
}

type Props = TContactStepFrame & {
  step: 'phone' | 'email'
  title: string
  inputId: string
  error: string | null
  loading: boolean
  /** Whether the typed contact may be sent (the agreement and a running request are checked here). */
  ready: boolean
  onSubmit: () => void
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

/** The step's checker chunk (libphonenumber, zod), loaded when the step mounts; null until it has arrived. */
export function useChunk<T>(load: () => Promise<T>): T | null {
  // Boxed: a chunk may be a function, which useState would call.
  const [chunk, setChunk] = useState<{ value: T } | null>(null)
  useEffect(() => {
    let alive = true
    void load().then((value) => alive && setChunk({ value }))
    return () => {
      alive = false
    }
  }, [])
  return chunk?.value ?? null
}

/** One send at a time; a refusal is shown under the field and the step can be sent again. */
export function useContactSend(initialError: string | null = null) {
  const [error, setError] = useState<string | null>(initialError)
  const [loading, setLoading] = useState(false)
  async function send(request: () => Promise<void>) {
    setLoading(true)
    try {
      await request()
    } catch (e) {
      setError((e as AuthError).message)
      setLoading(false)
    }
  }
  return { error, setError, loading, send }
}

/**
 * A link's sendCodeOnce: the contact goes out once by itself, the moment the required agreement is ticked (the consent
 * is the person's to give, so a link never sends before it). `submit(true)` marks the send as not made by hand.
 */
export function useSendOnAgreement(armed: boolean, agreed: boolean, submit: (auto: boolean) => Promise<void>) {
  const [done, setDone] = useState(false)
  useEffect(() => {
    if (!armed || !agreed || done) return
    setDone(true)
    void submit(true)
  }, [armed, agreed, done])
}
