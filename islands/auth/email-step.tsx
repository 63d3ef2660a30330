// E-mail sign-in, step 1 (platform spec §2, §5 Email): the address, agreements, «Получить код».
import { useEffect, useState } from 'react'
import type { AuthError } from '../../domain/auth/errors'
import { AUTH_TEXTS } from '../../domain/auth/screens'
import { Agreements, type TAgreements } from './agreements'

type EmailModule = typeof import('../../domain/auth/email')

// The e-mail module carries zod for the server's schema, so the screens load it only on this step.
const loadEmail = () => import('../../domain/auth/email')

type Props = {
  initialEmail: string
  agreements: TAgreements
  onAgreements: (next: TAgreements) => void
  onSubmit: (email: string) => Promise<void>
  onBack: () => void
  headingLevel: 'h1' | 'h2'
}

export function EmailStep({ initialEmail, agreements, onAgreements, onSubmit, onBack, headingLevel: H }: Props) {
  const [email, setEmail] = useState(initialEmail)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const [mod, setMod] = useState<EmailModule | null>(null)

  useEffect(() => {
    let alive = true
    void loadEmail().then((m) => alive && setMod(m))
    return () => {
      alive = false
    }
  }, [])

  const trimmed = email.trim()
  const invalid = mod ? !mod.isEmail(trimmed) : false

  async function submit() {
    if (loading || !trimmed || !agreements.agreement) return
    const m = mod ?? (await loadEmail())
    if (!m.isEmail(trimmed)) return setError(m.EMAIL_MESSAGES.invalid)
    setLoading(true)
    try {
      await onSubmit(trimmed.toLowerCase())
    } catch (e) {
      setError((e as AuthError).message)
      setLoading(false)
    }
  }

  return (
    <form
      className="auth-step"
      data-step="email"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <H className="auth-title">{AUTH_TEXTS.emailTitle}</H>
      <div className="field">
        <label className="visually-hidden" htmlFor="auth-email">
          {AUTH_TEXTS.emailTitle}
        </label>
        <input
          id="auth-email"
          className="input auth-input"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={AUTH_TEXTS.emailPlaceholder}
          value={email}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? 'auth-email-error' : undefined}
          autoFocus
          onChange={(e) => setEmail(e.target.value)}
          // Spec §5: shown on blur, cleared on focus.
          onFocus={() => setError(null)}
          onBlur={() => trimmed && mod && setError(mod.isEmail(trimmed) ? null : mod.EMAIL_MESSAGES.invalid)}
        />
        {error && (
          <p className="field__error" id="auth-email-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <Agreements value={agreements} onChange={onAgreements} disabled={loading} />
      <button type="submit" className="btn btn--block btn--lg" disabled={!trimmed || invalid || !agreements.agreement || loading} aria-busy={loading || undefined}>
        {AUTH_TEXTS.getCode}
      </button>
      <button type="button" className="btn btn--ghost btn--block" onClick={onBack}>
        {AUTH_TEXTS.back}
      </button>
    </form>
  )
}
