// /admin/wheel's trial keys (orders.md §2 trialKey; issue 33): each key with its free questions, term, state, how many
// clients redeemed it and the address that redeems it; a new key; switching one off (at once: the next redemption is
// refused) or on again.
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import type { TAdminTrialKey } from '../../../domain/admin/wheel'
import { Field, FormActions } from '../admin-parts'
import { adminFetch } from '../api'

const DATE = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })

export function TrialKeys() {
  const [keys, setKeys] = useState<TAdminTrialKey[] | null>(null)
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const [form, setForm] = useState({ key: '', trials: '3', expiresAt: '' })

  const load = useCallback(async () => {
    const res = await adminFetch<{ keys: TAdminTrialKey[] }>('/api/admin/money/trial-keys')
    if (!res.ok) return setStatus({ ok: false, text: res.error.message })
    setKeys(res.data.keys)
  }, [])
  useEffect(() => void load(), [load])

  async function create(e: FormEvent) {
    e.preventDefault()
    const trials = form.trials.trim() === '' ? NaN : Number(form.trials)
    const expiresAt = form.expiresAt ? new Date(form.expiresAt).toISOString() : null
    const res = await adminFetch<TAdminTrialKey>('/api/admin/money/trial-keys', { method: 'POST', body: { key: form.key.trim(), trials, expiresAt } })
    if (!res.ok) return setStatus({ ok: false, text: res.error.message })
    setForm({ key: '', trials: '3', expiresAt: '' })
    setStatus({ ok: true, text: `Ключ ${res.data.key} создан: ${res.data.link}` })
    void load()
  }

  async function toggle(k: TAdminTrialKey) {
    const res = await adminFetch<TAdminTrialKey>(`/api/admin/money/trial-keys/${encodeURIComponent(k.key)}/active`, { method: 'PUT', body: { active: !k.active } })
    setStatus(res.ok ? { ok: true, text: `Ключ ${k.key} ${res.data.active ? 'включён' : 'выключен'}` } : { ok: false, text: `${k.key}: ${res.error.message}` })
    if (res.ok) void load()
  }

  return (
    <section className="money-admin__panel" aria-labelledby="trial-keys-title" data-trial-keys={keys ? 'ready' : 'loading'}>
      <h2 id="trial-keys-title">Пробные ключи</h2>
      <p className="admin__lead">Ключ дарит бесплатные вопросы один раз каждому клиенту, который откроет его ссылку и войдёт. Выключенный ключ перестаёт работать сразу.</p>
      {status && (
        <p className={status.ok ? 'money-admin__saved' : 'field__error'} role={status.ok ? 'status' : 'alert'} data-trial-keys-status>
          {status.text}
        </p>
      )}
      <form className="admin-form" onSubmit={(e) => void create(e)} aria-label="Новый пробный ключ" noValidate>
        <Field label="Ключ" name="key">
          <input className="input" name="key" value={form.key} maxLength={64} onChange={(e) => setForm((f) => ({ ...f, key: e.target.value }))} />
        </Field>
        <Field label="Бесплатных вопросов" name="trials">
          <input className="input money-admin__num" name="trials" inputMode="numeric" value={form.trials} onChange={(e) => setForm((f) => ({ ...f, trials: e.target.value }))} />
        </Field>
        <Field label="Действует до (необязательно)" name="expiresAt">
          <input className="input" type="datetime-local" name="expiresAt" value={form.expiresAt} onChange={(e) => setForm((f) => ({ ...f, expiresAt: e.target.value }))} />
        </Field>
        <FormActions busy={false} submit="Создать ключ" />
      </form>
      <div className="data-table__wrap">
        <table data-table="trial-keys">
          <caption>Ключи, новые сверху</caption>
          <thead>
            <tr>
              <th scope="col">Ключ и ссылка</th>
              <th scope="col">Вопросов</th>
              <th scope="col">Активаций</th>
              <th scope="col">Срок</th>
              <th scope="col">Состояние</th>
            </tr>
          </thead>
          <tbody>
            {keys?.length === 0 && (
              <tr>
                <td colSpan={5}>Ключей пока нет</td>
              </tr>
            )}
            {keys?.map((k) => (
              <tr key={k.key} data-trial-key={k.key} data-active={k.active}>
                <td>
                  <code>{k.key}</code>
                  <br />
                  <a href={k.link}>{k.link}</a>
                </td>
                <td>{k.trials}</td>
                <td data-redeemed>{k.redeemed}</td>
                <td>{k.expiresAt ? `до ${DATE.format(new Date(k.expiresAt))}` : 'бессрочно'}</td>
                <td>
                  <button type="button" className="btn btn--secondary btn--sm" onClick={() => void toggle(k)} aria-label={`${k.active ? 'Выключить' : 'Включить'} ключ ${k.key}`}>
                    {k.active ? 'Выключить' : 'Включить'}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
