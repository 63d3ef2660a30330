// /admin/alerts: the mass alert every open cabinet shows. Post a new one (it replaces the active alert) or take the
// active one down; visitors see the change at once over realtime. Below, every alert ever posted, paged on the server.
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import type { TAdminMassAlert } from '../../../domain/admin/alerts'
import type { TListPage } from '../../../domain/admin/list-query'
import { gatedPage } from '../admin-gate'
import { Alert, Done, Field, FormActions, useReloadKey } from '../admin-parts'
import { adminFetch } from '../api'
import { DataTable, formatAdminTime, timeColumn, yesNo, type TColumn } from '../data-table'
import { fieldErrors, type TFieldErrors } from '../field-errors'

const MAX = 500

const COLUMNS: TColumn<TAdminMassAlert>[] = [
  timeColumn('createdAt', 'Опубликовано', (r) => r.createdAt),
  { key: 'text', title: 'Текст', sortable: true, className: 'admin-alerts__text', render: (r) => r.text },
  {
    key: 'state',
    title: 'Сейчас',
    render: (r) => (r.isActive ? <span className="badge badge--ok">Показано</span> : <span className="badge">Снято {formatAdminTime(r.updatedAt)}</span>),
  },
]

type TActive = { id: number; text: string } | null

function AlertsPanel() {
  const [active, setActive] = useState<TActive | undefined>(undefined)
  const [text, setText] = useState('')
  const [errors, setErrors] = useState<TFieldErrors>({})
  const [general, setGeneral] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [reloadKey, reload] = useReloadKey()

  const loadActive = useCallback(async () => {
    const res = await adminFetch<TListPage<TAdminMassAlert>>('/api/admin/alerts?active=yes&perPage=20')
    if (res.ok) setActive(res.data.items[0] ? { id: res.data.items[0].id, text: res.data.items[0].text } : null)
    else setGeneral(res.error.message)
  }, [])

  useEffect(() => {
    void loadActive()
  }, [loadActive])

  async function send(isActive: boolean) {
    setBusy(true)
    setDone(null)
    setGeneral(null)
    setErrors({})
    const res = await adminFetch<{ massAlert: { text: string } | null }>('/api/admin/alerts', {
      body: { ...(isActive && { text }), isActive, seenActiveId: active?.id ?? null },
    })
    setBusy(false)
    if (!res.ok) {
      const split = fieldErrors(res.error, ['text'])
      setErrors(split.byField)
      setGeneral(split.general)
      if (res.error.code === 'STALE_VERSION') void loadActive()
      return
    }
    setDone(isActive ? 'Объявление опубликовано: его уже видят все открытые кабинеты' : 'Объявление снято')
    if (isActive) setText('')
    reload()
    await loadActive()
  }

  function submit(e: FormEvent) {
    e.preventDefault()
    void send(true)
  }

  return (
    <>
      <h1>Объявление</h1>
      <p className="admin__lead">Баннер над страницами сайта и кабинета. Новое объявление заменяет текущее; все открытые страницы получают его сразу, без перезагрузки.</p>
      <section className="card admin-alerts__now" aria-labelledby="alert-now">
        <h2 id="alert-now">Сейчас показано</h2>
        {active === undefined ? (
          <p aria-busy="true">Загружаем…</p>
        ) : active ? (
          <>
            <p className="admin-alerts__current" data-active-alert={active.id}>
              {active.text}
            </p>
            <div className="admin-form__actions">
              <button className="btn btn--danger" type="button" disabled={busy} onClick={() => void send(false)}>
                Снять объявление
              </button>
            </div>
          </>
        ) : (
          <p className="admin-alerts__none">Сейчас объявления нет.</p>
        )}
      </section>
      <form className="admin-form card" onSubmit={submit} noValidate aria-labelledby="alert-new">
        <h2 id="alert-new">Новое объявление</h2>
        <Field label="Текст объявления" name="text" errors={errors} hint={`${text.trim().length} из ${MAX} символов`} hintId="alert-text-hint" errorId="alert-text-error">
          <textarea
            className="input"
            name="text"
            value={text}
            maxLength={MAX + 100}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errors.text ? 'alert-text-error' : 'alert-text-hint'}
          />
        </Field>
        <Alert>{general}</Alert>
        <Done className="admin-alerts__done">{done}</Done>
        <FormActions busy={busy} submit={active ? 'Заменить объявление' : 'Опубликовать'} />
      </form>
      <DataTable<TAdminMassAlert>
        endpoint="/api/admin/alerts"
        caption="Все объявления"
        searchLabel="Текст объявления"
        columns={COLUMNS}
        reloadKey={reloadKey}
        filters={[{ name: 'active', label: 'Состояние', options: yesNo('Показано', 'Снято') }]}
      />
    </>
  )
}

export default gatedPage('alerts', 'Объявление', AlertsPanel)
