// E-mail sign-in, step 1 (platform spec §2, §5 Email): the address, agreements, «Получить код».
import { useState } from 'react'
import { AUTH_TEXTS } from '../../domain/auth/screens'
import { ContactStepShell, useChunk, useContactSend, useSendOnAgreement, type TContactStepFrame } from './contact-step-shell'

// The e-mail module carries zod for the server's schema, so the screens load it only on this step.
const loadEmail = () => import('../../domain/auth/email')

type Props = TContactStepFrame & {
  initialEmail: string
  /** A link's address that is not one: shown under it from the start (never sent). */
  initialError?: string | null
  sendOnAgreement?: boolean
  onSubmit: (email: string, auto: boolean) => Promise<void>
}

export function EmailStep({ initialEmail, initialError = null, sendOnAgreement = false, onSubmit, ...frame }: Props) {
  const [email, setEmail] = useState(initialEmail)
  const { error, setError, loading, send } = useContactSend(initialError)
  const mod = useChunk(loadEmail)

  const trimmed = email.trim()
  const invalid = mod ? !mod.isEmail(trimmed) : false

  async function submit(auto = false) {
    if (loading || !trimmed || !frame.agreements.agreement) return
    const m = mod ?? (await loadEmail())
    if (!m.isEmail(trimmed)) return setError(m.EMAIL_MESSAGES.invalid)
    await send(() => onSubmit(trimmed.toLowerCase(), auto))
  }
  useSendOnAgreement(sendOnAgreement, frame.agreements.agreement, submit)

  return (
    <ContactStepShell
      {...frame}
      step="email"
      title={AUTH_TEXTS.emailTitle}
      inputId="auth-email"
      error={error}
      loading={loading}
      ready={Boolean(trimmed) && !invalid}
      onSubmit={() => void submit()}
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
