// «Открыть кабинет как пользователь»: asks the server for a one-time code and opens /admin/impersonate in a new tab
// with the code in the address's fragment (never sent to the server, never in a Referer). That tab trades it for the
// user's read-only token and keeps it in its own sessionStorage, so this tab's token stays where it is.
import { useState } from 'react'
import type { TAdminUserCard, TImpersonationStart } from '../../../domain/admin/people'
import { adminFetch } from '../api'

export function ImpersonateButton({ card }: { card: TAdminUserCard }) {
  const [link, setLink] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function open() {
    setBusy(true)
    setError(null)
    const res = await adminFetch<TImpersonationStart>(`/api/admin/users/${card.id}/impersonation`, { body: {} })
    setBusy(false)
    if (!res.ok) return setError(res.error.message)
    const href = `/admin/impersonate#${res.data.code}`
    setLink(href)
    window.open(href, '_blank', 'noopener,noreferrer')
  }

  return (
    <section className="card people-card__box" aria-labelledby="people-cabinet">
      <h2 id="people-cabinet">Кабинет пользователя</h2>
      <p>Откроется в новой вкладке, только для просмотра: заказать, заплатить или изменить там ничего нельзя. Вход записывается в журнал.</p>
      <div className="admin-form__actions">
        <button className="btn btn--secondary" type="button" onClick={() => void open()} disabled={busy}>
          Открыть кабинет как пользователь
        </button>
      </div>
      {link && (
        <p className="field__hint">
          Вкладка не открылась?{' '}
          <a href={link} target="_blank" rel="noopener noreferrer">
            Открыть кабинет
          </a>{' '}
          (ссылка действует минуту и один раз)
        </p>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
