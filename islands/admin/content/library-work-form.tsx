// The library work editor: every field the public page shows plus the full answer a buyer gets, saved with the version
// it was loaded at (a change saved meanwhile is refused with «Запись изменили, обнови страницу»), and publish / take
// off the site as its own button.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { TAdminLibraryOptions, TAdminLibraryWork } from '../../../domain/admin/library'
import { LIBRARY_WORK_LIMITS } from '../../../domain/library/work-row'
import { Alert, FormActions, PanelHead } from '../admin-parts'
import { adminFetch } from '../api'
import { Field, FormOutcome, useFormState } from './form-field'

type TDraft = {
  type: string
  subject: string
  slug: string
  level: string
  title: string
  task: string
  shortAnswer: string
  answer: string
  seoText: string
  published: boolean
}

const EMPTY: TDraft = { type: 'zadachi', subject: '', slug: '', level: 'school', title: '', task: '', shortAnswer: '', answer: '', seoText: '', published: false }

const toDraft = (w: TAdminLibraryWork): TDraft => ({ ...w, seoText: w.seoText ?? '' })
const count = (s: string, [min, max]: readonly [number, number]) => `${s.trim().length} из ${min}–${max} символов`

export function LibraryWorkForm({ id, options, onClose }: { id: number | null; options: TAdminLibraryOptions; onClose: () => void }) {
  const [work, setWork] = useState<TAdminLibraryWork | null>(null)
  const [draft, setDraft] = useState<TDraft>(EMPTY)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useFormState()
  const heading = useRef<HTMLHeadingElement>(null)
  const ready = id === null || work !== null

  // Keyboard and screen-reader users land on the editor that replaced the list.
  useEffect(() => {
    if (ready) heading.current?.focus()
  }, [ready])

  useEffect(() => {
    if (id === null) return
    void adminFetch<TAdminLibraryWork>(`/api/admin/library/${id}`).then((res) => {
      if (!res.ok) return setLoadError(res.error.message)
      setWork(res.data)
      setDraft(toDraft(res.data))
    })
  }, [id])

  const set = (k: keyof TDraft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }))

  async function save(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    const res = work
      ? await adminFetch<TAdminLibraryWork>(`/api/admin/library/${work.id}`, { method: 'PUT', body: { ...draft, version: work.version } })
      : await adminFetch<TAdminLibraryWork>('/api/admin/library', { body: draft })
    setBusy(false)
    if (!res.ok) return form.refused(res.error)
    setWork(res.data)
    setDraft(toDraft(res.data))
    form.done(work ? 'Изменения сохранены' : `Работа №${res.data.id} создана`)
  }

  async function publish(published: boolean) {
    if (!work) return
    setBusy(true)
    const res = await adminFetch<TAdminLibraryWork>(`/api/admin/library/${work.id}/publish`, { body: { version: work.version, published } })
    setBusy(false)
    if (!res.ok) return form.refused(res.error)
    setWork(res.data)
    setDraft((d) => ({ ...d, published: res.data.published }))
    form.done(published ? 'Работа опубликована: она уже на сайте' : 'Работа снята с сайта')
  }

  if (loadError) return <Alert>{loadError}</Alert>
  if (id !== null && !work) return <p aria-busy="true">Загружаю работу…</p>
  const err = form.state.fields

  return (
    <section className="admin-editor" aria-labelledby="library-editor-title">
      <PanelHead block="admin-editor" titleId="library-editor-title" heading={heading} title={work ? `Работа №${work.id}` : 'Новая работа'} onClose={onClose} closeText="← К списку">
        {work && (
          <span className={`badge ${work.published ? 'badge--ok' : 'badge--warning'}`}>{work.published ? 'Опубликована' : 'Не опубликована'}</span>
        )}
        {work?.published && (
          <a href={work.href} target="_blank" rel="noreferrer">
            Открыть на сайте
          </a>
        )}
      </PanelHead>
      <form className="admin-form admin-form--wide" onSubmit={(e) => void save(e)} noValidate>
        <div className="admin-form__row">
          <Field name="type" label="Тип" error={err.type}>
            <select className="input" value={draft.type} onChange={set('type')}>
              {options.types.map((t) => (
                <option key={t.slug} value={t.slug}>
                  {t.title}
                </option>
              ))}
            </select>
          </Field>
          <Field name="subject" label="Предмет" error={err.subject}>
            <select className="input" value={draft.subject} onChange={set('subject')}>
              <option value="">Выбери предмет</option>
              {options.subjects.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.title}
                </option>
              ))}
            </select>
          </Field>
          <Field name="level" label="Уровень" error={err.level}>
            <select className="input" value={draft.level} onChange={set('level')}>
              <option value="school">Школа</option>
              <option value="university">Вуз</option>
            </select>
          </Field>
        </div>
        <Field name="slug" label="Адрес (slug)" hint="Латиница, цифры и дефисы: /biblioteka/тип/предмет/адрес/" error={err.slug}>
          <input className="input" value={draft.slug} onChange={set('slug')} autoComplete="off" spellCheck={false} />
        </Field>
        <Field name="title" label="Заголовок" hint={count(draft.title, LIBRARY_WORK_LIMITS.title)} error={err.title}>
          <input className="input" value={draft.title} onChange={set('title')} />
        </Field>
        <Field name="task" label="Условие" hint={count(draft.task, LIBRARY_WORK_LIMITS.task)} error={err.task}>
          <textarea className="input" rows={5} value={draft.task} onChange={set('task')} />
        </Field>
        <Field name="shortAnswer" label="Краткий ответ (виден всем)" hint={`${count(draft.shortAnswer, LIBRARY_WORK_LIMITS.short_answer)}; без итога «Ответ: …»`} error={err.shortAnswer}>
          <textarea className="input" rows={4} value={draft.shortAnswer} onChange={set('shortAnswer')} />
        </Field>
        <Field name="answer" label="Полное решение (после покупки)" hint={`${count(draft.answer, LIBRARY_WORK_LIMITS.answer)}; заканчивается итогом «Ответ: …»`} error={err.answer}>
          <textarea className="input" rows={10} value={draft.answer} onChange={set('answer')} />
        </Field>
        <Field name="seoText" label="Описание для поисковиков" hint={`Необязательно, до ${LIBRARY_WORK_LIMITS.seo_text} символов`} error={err.seoText}>
          <textarea className="input" rows={2} value={draft.seoText} onChange={set('seoText')} />
        </Field>
        {!work && (
          <label className="admin-form__check">
            <input type="checkbox" name="published" checked={draft.published} onChange={(e) => setDraft((d) => ({ ...d, published: e.target.checked }))} />
            Сразу опубликовать
          </label>
        )}
        <FormOutcome state={form.state} />
        <FormActions busy={busy} submit={work ? 'Сохранить' : 'Создать'}>
          {work && (
            <button className={`btn ${work.published ? 'btn--danger' : 'btn--secondary'}`} type="button" disabled={busy} onClick={() => void publish(!work.published)}>
              {work.published ? 'Снять с сайта' : 'Опубликовать'}
            </button>
          )}
        </FormActions>
      </form>
    </section>
  )
}
