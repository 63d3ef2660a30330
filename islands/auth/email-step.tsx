// E-mail sign-in, step 1 (platform spec §2, §5 Email): the address, agreements, «Получить код».
import { useEffect, useState } from 'react'
import type { AuthError } from '../../domain/auth/errors'
import { AUTH_TEXTS } from '../../domain/auth/screens'
import type { TAgreements } from './agreements'
import { ContactStepShell } from './contact-step-shell'

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

export function EmailStep({ initialEmail, agreements, onAgreements, onSubmit, onBack, headingLevel }: Props) {
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
    <ContactStepShell
      step="email"
      title={AUTH_TEXTS.emailTitle}
      headingLevel={headingLevel}
      inputId="auth-email"
      error={error}
      loading={loading}
      ready={Boolean(trimmed) && !invalid}
      agreements={agreements}
      onAgreements={onAgreements}
      onSubmit={() => void submit()}
      onBack={onBack}
    >
      {(aria) => (
        <input
          {...aria}
          className="input auth-input"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={AUTH_TEXTS.emailPlaceholder}
          value={email}
          autoFocus
          onChange={(e) => setEmail(e.target.value)}
          // Spec §5: shown on blur, cleared on focus.
          onFocus={() => setError(null)}
          onBlur={() => trimmed && mod && setError(mod.isEmail(trimmed) ? null : mod.EMAIL_MESSAGES.invalid)}
        />
      )}
    </ContactStepShell>
  )
}
