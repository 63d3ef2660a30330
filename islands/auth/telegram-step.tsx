// Telegram sign-in (platform spec §2): a link to the bot, which answers Start with a code typed here.
import { useEffect, useState } from 'react'
import { AUTH_MESSAGES, type AuthError } from '../../domain/auth/errors'
import { AUTH_TEXTS } from '../../domain/auth/screens'
import { Agreements, type TAgreements } from './agreements'
import { CodeInput } from './code-input'
import { requestBotLink } from './auth-api'

type Props = {
  agreements: TAgreements
  onAgreements: (next: TAgreements) => void
  onVerify: (code: string) => Promise<void>
  onBack: () => void
  headingLevel: 'h1' | 'h2'
}

export function TelegramStep({ agreements, onAgreements, onVerify, onBack, headingLevel: H }: Props) {
  const [link, setLink] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [state, setState] = useState<'default' | 'success' | 'error'>('default')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  // The link carries the consent, so it is asked for once the agreement is ticked (and again if the choice changes).
  useEffect(() => {
    if (!agreements.agreement) return setLink(null)
    let alive = true
    requestBotLink({ subscribeToAdvertising: agreements.advertising })
      .then((l) => alive && setLink(l))
      .catch((e: AuthError) => alive && setError(e.message))
    return () => {
      alive = false
    }
  }, [agreements.agreement, agreements.advertising])

  async function verify(value: string) {
    if (busy) return
    setBusy(true)
    try {
      await onVerify(value)
      setState('success')
    } catch (e) {
      // Spec §8: this step tells only Restriction from Default.
      const err = e as AuthError
      setError(err.kind === 'Restriction' ? err.message : err.message || AUTH_MESSAGES.default)
      setState('error')
      setBusy(false)
    }
  }

  return (
    <div className="auth-step" data-step="telegram">
      <H className="auth-title">{AUTH_TEXTS.telegramTitle}</H>
      <Agreements value={agreements} onChange={onAgreements} />
      <a
        className="btn btn--block btn--lg auth-tg-link"
        href={link ?? undefined}
        target="_blank"
        rel="noreferrer"
        aria-disabled={!link}
        onClick={(e) => !link && e.preventDefault()}
      >
        {AUTH_TEXTS.telegramLink}
      </a>
      <p className="auth-lead" id="tg-hint">
        {AUTH_TEXTS.telegramHint}
      </p>
      <CodeInput
        value={code}
        state={state}
        disabled={busy || !agreements.agreement}
        describedBy="tg-hint"
        onChange={(v) => {
          setCode(v)
          setError(null)
          if (state === 'error') setState('default')
        }}
        onComplete={(v) => void verify(v)}
      />
      {error && (
        <p className="field__error auth-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn btn--ghost btn--block" onClick={onBack}>
        {AUTH_TEXTS.back}
      </button>
    </div>
  )
}
