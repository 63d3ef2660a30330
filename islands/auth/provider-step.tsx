// Provider selection (platform spec §2 Auth screens): Telegram, VK, Yandex; other ways behind a toggle.
import { useEffect, useState } from 'react'
import { PROVIDER_UNAVAILABLE } from '../../domain/auth/errors'
import { AUTH_TEXTS } from '../../domain/auth/screens'

export type TProvider = 'telegram' | 'vkontakte' | 'yandex'

type Props = {
  hidePhone: boolean
  /** isTgAuthAvailable=false in the link: Telegram is not offered. */
  hideTelegram?: boolean
  showTitle: boolean
  onProvider: (p: TProvider) => void
  onEmail: () => void
  onPhone: () => void
  headingLevel: 'h1' | 'h2'
}

const PROVIDERS: { id: TProvider; label: string; mark: string }[] = [
  { id: 'telegram', label: AUTH_TEXTS.telegram, mark: 'TG' },
  { id: 'vkontakte', label: AUTH_TEXTS.vk, mark: 'VK' },
  { id: 'yandex', label: AUTH_TEXTS.yandex, mark: 'Я' },
]

type TAvailable = Partial<Record<TProvider, boolean>>

/** GET /api/oauth/providers, once per page: which ways this server has keys for. Unknown (still loading, offline) = on. */
let available: Promise<TAvailable> | null = null
const loadAvailable = () =>
  (available ??= fetch('/api/oauth/providers')
    .then((r) => (r.ok ? (r.json() as Promise<{ providers?: TAvailable }>) : {}))
    .then((body) => ('providers' in body && body.providers) || {})
    .catch(() => ({})))

export function ProviderStep({ hidePhone, hideTelegram = false, showTitle, onProvider, onEmail, onPhone, headingLevel: H }: Props) {
  const [more, setMore] = useState(false)
  const [on, setOn] = useState<TAvailable>({})
  useEffect(() => {
    let live = true
    void loadAvailable().then((a) => live && setOn(a))
    return () => {
      live = false
    }
  }, [])
  return (
    <div className="auth-step" data-step="providers">
      {showTitle ? <H className="auth-title">{AUTH_TEXTS.providersTitle}</H> : null}
      <ul className="auth-providers">
        {PROVIDERS.filter((p) => !(hideTelegram && p.id === 'telegram')).map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className="btn btn--secondary btn--block btn--lg auth-provider"
              data-provider={p.id}
              disabled={on[p.id] === false}
              aria-describedby={on[p.id] === false ? `auth-provider-off-${p.id}` : undefined}
              onClick={() => onProvider(p.id)}
            >
              <span className="auth-provider__mark" aria-hidden="true">
                {p.mark}
              </span>
              {p.label}
            </button>
            {on[p.id] === false && (
              <small className="auth-provider__off" id={`auth-provider-off-${p.id}`}>
                {PROVIDER_UNAVAILABLE}
              </small>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn--ghost btn--block auth-more" aria-expanded={more} aria-controls="auth-other-ways" onClick={() => setMore((v) => !v)}>
        {AUTH_TEXTS.otherWays}
      </button>
      <div id="auth-other-ways" className="auth-other" hidden={!more}>
        <button type="button" className="btn btn--soft btn--block" onClick={onEmail}>
          {AUTH_TEXTS.byEmail}
        </button>
        {!hidePhone && (
          <button type="button" className="btn btn--soft btn--block" onClick={onPhone}>
            {AUTH_TEXTS.byPhone}
          </button>
        )}
      </div>
    </div>
  )
}
