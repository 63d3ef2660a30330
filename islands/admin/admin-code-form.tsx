// The second factor of the back-office: «Отправить код» sends a 6-digit code to the administrator's Telegram or
// e-mail; the right code opens the panel for this sign-in.
import { useState, type FormEvent } from 'react'
import { ADMIN_CODE_SENT_TO, type TAdminCodeChannel } from '../../domain/admin/access'
import { adminFetch } from './api'

export function AdminCodeForm({ name, onDone }: { name: string | null; onDone: () => void }) {
  const [sent, setSent] = useState<TAdminCodeChannel | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function send() {
    setBusy(true)
    const res = await adminFetch<{ channel: TAdminCodeChannel }>('/api/admin/session/code', { method: 'POST', body: {} })
    setBusy(false)
    if (res.ok) {
      setSent(res.data.channel)
      setError(null)
    } else setError(res.error.message)
  }

  async function verify(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    const res = await adminFetch('/api/admin/session/verify', { body: { code } })
    setBusy(false)
    if (res.ok) onDone()
    else setError(res.error.message)
  }

  return (
    <section className="admin-code card" aria-labelledby="admin-code-title">
      <h1 id="admin-code-title">Вход в панель</h1>
      <p>
        {name ? `${name}, п` : 'П'}одтверди вход кодом: он приходит в Телеграм, привязанный к аккаунту, или на почту.
      </p>
      {sent && <p className="admin-code__sent">{ADMIN_CODE_SENT_TO[sent]}</p>}
      {!sent ? (
        <button className="btn" type="button" onClick={() => void send()} disabled={busy}>
          Отправить код
        </button>
      ) : (
        <form onSubmit={(e) => void verify(e)} noValidate>
          <label className="field">
            <span className="field__label">Код из сообщения</span>
            <input
              className="input"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => {
                setCode(e.target.value.replace(/\D/g, ''))
                setError(null)
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'admin-code-error' : undefined}
              autoFocus
            />
          </label>
          <div className="admin-code__actions">
            <button className="btn" type="submit" disabled={busy || code.length !== 6}>
              Войти
            </button>
            <button className="btn btn--ghost" type="button" onClick={() => void send()} disabled={busy}>
              Отправить ещё раз
            </button>
          </div>
        </form>
      )}
      {error && (
        <p className="field__error" id="admin-code-error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
