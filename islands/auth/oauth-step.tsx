// The OAuth agreement step (platform spec §2, §5): Yandex or VK only after the agreement is ticked.
import { useState } from 'react'
import { AUTH_TEXTS } from '../../domain/auth/screens'
import { Agreements, type TAgreements } from './agreements'

type Props = {
  agreements: TAgreements
  onAgreements: (next: TAgreements) => void
  onDone: () => Promise<void>
  onBack: () => void
  headingLevel: 'h1' | 'h2'
}

export function OAuthStep({ agreements, onAgreements, onDone, onBack, headingLevel: H }: Props) {
  const [loading, setLoading] = useState(false)
  return (
    <div className="auth-step" data-step="oauth">
      <H className="auth-title">{AUTH_TEXTS.oauthTitle}</H>
      <p className="auth-lead">{AUTH_TEXTS.oauthSubtitle}</p>
      <Agreements value={agreements} onChange={onAgreements} disabled={loading} />
      <button
        type="button"
        className="btn btn--block btn--lg"
        disabled={!agreements.agreement || loading}
        onClick={() => {
          setLoading(true)
          // On success the browser is already leaving for the provider, so the button stays disabled.
          onDone().catch(() => setLoading(false))
        }}
      >
        {AUTH_TEXTS.done}
      </button>
      <button type="button" className="btn btn--ghost btn--block" onClick={onBack}>
        {AUTH_TEXTS.back}
      </button>
    </div>
  )
}
