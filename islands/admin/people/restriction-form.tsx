// The user card's restriction: what holds now, the form that sets one (rights, reason, text for the user, until when)
// and the button that lifts it. Both send the card's version: a card someone changed meanwhile answers «Запись
// изменили, обнови страницу» and nothing is overwritten.
import { useState, type FormEvent } from 'react'
import { ZLiftRestrictionInput, ZRestrictUserInput, type TAdminUserCard } from '../../../domain/admin/people'
import { Alert, Done, Field, FieldError, FormActions } from '../admin-parts'
import { adminFetch } from '../api'
import { formatAdminTime } from '../data-table'
import { checkForm, serverErrors, type TFieldErrors } from './field-errors'

const RIGHTS = [
  ['canLogin', 'Может входить в аккаунт'],
  ['canCreateOrders', 'Может создавать заказы'],
  ['canCreatePayIns', 'Может платить'],
] as const

type TRight = (typeof RIGHTS)[number][0]

/** `datetime-local` speaks the browser's local time; the server wants an ISO instant. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : null)

export function RestrictionPanel({ card, onChanged }: { card: TAdminUserCard; onChanged: () => void }) {
  const r = card.restriction
  const [rights, setRights] = useState<Record<TRight, boolean>>({ canLogin: true, canCreateOrders: false, canCreatePayIns: true })
  const [reasonTitle, setReasonTitle] = useState('')
  const [reasonDescription, setReasonDescription] = useState('')
  const [description, setDescription] = useState('')
  const [removeAt, setRemoveAt] = useState('')
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<TFieldErrors>({})
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)

  async function send(path: string, body: unknown, success: string) {
    setBusy(true)
    const res = await adminFetch(`/api/admin/users/${card.id}/${path}`, { body })
    setBusy(false)
    if (!res.ok) return setErrors(serverErrors(res.error))
    setErrors({})
    setDone(success)
    // A fresh form for the next change: the card now shows what holds.
    setReasonTitle('')
    setReasonDescription('')
    setDescription('')
    setRemoveAt('')
    setNote('')
    onChanged()
  }

  function restrict(e: FormEvent) {
    e.preventDefault()
    setDone(null)
    const checked = checkForm(ZRestrictUserInput, { version: card.version, ...rights, reasonTitle, reasonDescription, description, removeAt: toIso(removeAt) })
    if (!checked.ok) return setErrors(checked.errors)
    void send('restriction', checked.data, 'Ограничение действует с этой минуты')
  }

  function lift() {
    setDone(null)
    const checked = checkForm(ZLiftRestrictionInput, { version: card.version, note })
    if (!checked.ok) return setErrors(checked.errors)
    void send('restriction/lift', checked.data, 'Ограничение снято')
  }

  return (
    <section className="card people-card__box" aria-labelledby="people-restriction">
      <h2 id="people-restriction">Ограничение</h2>
      {r ? (
        <div className="people-card__restricted" data-testid="people-restriction-now">
          <p>
            <span className="badge badge--danger">Ограничен</span> {r.reason?.title ?? ''}
            {r.removeAt ? ` · до ${formatAdminTime(r.removeAt)}` : ' · бессрочно'}
          </p>
          <p>
            {RIGHTS.map(([k, label]) => `${label}: ${r[k] ? 'да' : 'нет'}`).join(' · ')}
          </p>
          {r.description && <p>Пользователь видит: «{r.description}»</p>}
          <div className="admin-form__actions">
            <Field className="field people-card__note" label="Комментарий к снятию" name="note">
              <input className="input" value={note} onChange={(e) => setNote(e.target.value)} />
            </Field>
            <button className="btn" type="button" onClick={lift} disabled={busy}>
              Снять ограничение
            </button>
          </div>
        </div>
      ) : (
        <p>Ограничений нет</p>
      )}
      <form className="admin-form" onSubmit={restrict} noValidate aria-label="Новое ограничение">
        <fieldset className="people-card__rights" aria-describedby="err-canLogin">
          <legend>Что пользователю можно (сними галочку, чтобы запретить)</legend>
          {RIGHTS.map(([k, label]) => (
            <label key={k} className="people-card__check">
              <input type="checkbox" name={k} checked={rights[k]} onChange={(e) => setRights({ ...rights, [k]: e.target.checked })} /> {label}
            </label>
          ))}
          <FieldError id="err-canLogin" text={errors.canLogin} />
        </fieldset>
        <Field label="Причина (видна в журнале)" name="reasonTitle" errors={errors}>
          <input className="input" name="reasonTitle" value={reasonTitle} onChange={(e) => setReasonTitle(e.target.value)} aria-invalid={Boolean(errors.reasonTitle)} aria-describedby="err-reasonTitle" />
        </Field>
        <Field label="Подробности причины" name="reasonDescription" errors={errors}>
          <textarea className="input" name="reasonDescription" rows={2} value={reasonDescription} onChange={(e) => setReasonDescription(e.target.value)} />
        </Field>
        <Field label="Текст для пользователя" name="description" errors={errors} hint="Пустой — пользователь увидит общий текст об ограничении">
          <input className="input" name="description" value={description} onChange={(e) => setDescription(e.target.value)} />
        </Field>
        <Field label="Снять автоматически (необязательно)" name="removeAt" errors={errors}>
          <input className="input" type="datetime-local" name="removeAt" value={removeAt} onChange={(e) => setRemoveAt(e.target.value)} aria-describedby="err-removeAt" />
        </Field>
        <FormActions busy={busy} submit={r ? 'Заменить ограничение' : 'Ограничить'} danger />
      </form>
      <Alert>{errors._form}</Alert>
      <Alert>{errors.version}</Alert>
      <Done className="people-card__done">{done}</Done>
    </section>
  )
}
