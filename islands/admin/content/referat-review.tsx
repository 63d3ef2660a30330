// Review of one catalogue referat: its headings (editable, with the version check), publish or take off the site, the
// error of a failed attempt, and the whole written text with its references as the DOCX will carry them.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { REFERAT_STATUSES, type TAdminReferat } from '../../../domain/admin/referats'
import { Alert, FormActions, PanelHead } from '../admin-parts'
import { adminFetch } from '../api'
import { Field, FormOutcome, useFormState } from './form-field'

export function ReferatReview({ id, onClose }: { id: number; onClose: () => void }) {
  const [referat, setReferat] = useState<TAdminReferat | null>(null)
  const [draft, setDraft] = useState({ title: '', pageTitle: '', metaDescription: '' })
  const [loadError, setLoadError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useFormState()
  const heading = useRef<HTMLHeadingElement>(null)
  const loaded = referat !== null

  // Keyboard and screen-reader users land on the review that replaced the list.
  useEffect(() => {
    if (loaded) heading.current?.focus()
  }, [loaded])

  const take = (r: TAdminReferat) => {
    setReferat(r)
    setDraft({ title: r.title, pageTitle: r.pageTitle, metaDescription: r.metaDescription })
  }

  useEffect(() => {
    void adminFetch<TAdminReferat>(`/api/admin/referats/${id}`).then((res) => (res.ok ? take(res.data) : setLoadError(res.error.message)))
  }, [id])

  async function call(path: string, init: { method?: string; body: unknown }, saved: string) {
    setBusy(true)
    const res = await adminFetch<TAdminReferat>(path, init)
    setBusy(false)
    if (!res.ok) return form.refused(res.error)
    take(res.data)
    form.done(saved)
  }

  const save = (e: FormEvent) => {
    e.preventDefault()
    void call(`/api/admin/referats/${id}`, { method: 'PUT', body: { ...draft, version: referat!.version } }, 'Заголовки сохранены')
  }
  const publish = (published: boolean) =>
    void call(`/api/admin/referats/${id}/publish`, { body: { version: referat!.version, published } }, published ? 'Реферат опубликован' : 'Реферат снят с сайта')

  if (loadError) return <Alert>{loadError}</Alert>
  if (!referat) return <p aria-busy="true">Загружаю реферат…</p>
  const set = (k: keyof typeof draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }))
  const movable = referat.status === 'published' || referat.status === 'hidden'

  return (
    <section className="admin-editor" aria-labelledby="referat-review-title">
      <PanelHead block="admin-editor" titleId="referat-review-title" heading={heading} title={<>Реферат №{referat.id}</>} onClose={onClose} closeText="← К списку">
        <span className={`badge badge--${referat.status}`}>{REFERAT_STATUSES[referat.status]}</span>
        {referat.isDemo && <span className="badge badge--warning">Демонстрационный текст</span>}
        {referat.status === 'published' && (
          <a href={referat.href} target="_blank" rel="noreferrer">
            Открыть на сайте
          </a>
        )}
      </PanelHead>
      <p className="admin__lead">
        {referat.subjectTitle} · тема: {referat.topic} · {referat.charactersCount} символов, источников {referat.sourcesCount}
      </p>
      <Alert>{referat.errorMessage}</Alert>
      <form className="admin-form admin-form--wide" onSubmit={save} noValidate>
        <Field name="title" label="Заголовок (h1)" error={form.state.fields.title}>
          <input className="input" value={draft.title} onChange={set('title')} />
        </Field>
        <Field name="pageTitle" label="Заголовок страницы (title)" error={form.state.fields.pageTitle}>
          <input className="input" value={draft.pageTitle} onChange={set('pageTitle')} />
        </Field>
        <Field name="metaDescription" label="Описание (meta description)" error={form.state.fields.metaDescription}>
          <textarea className="input" rows={2} value={draft.metaDescription} onChange={set('metaDescription')} />
        </Field>
        <FormOutcome state={form.state} />
        <FormActions busy={busy}>
          {movable && (
            <button className={`btn ${referat.status === 'published' ? 'btn--danger' : 'btn--secondary'}`} type="button" disabled={busy} onClick={() => publish(referat.status !== 'published')}>
              {referat.status === 'published' ? 'Снять с сайта' : 'Опубликовать'}
            </button>
          )}
        </FormActions>
      </form>
      {referat.sections.length > 0 ? (
        <article className="admin-referat__text" aria-label="Текст реферата">
          {referat.sections.map((s, i) => (
            <section key={i}>
              {s.level === 1 ? <h3>{s.title}</h3> : <h4>{s.title}</h4>}
              {s.text.split(/\n+/).map((p, j) => (
                <p key={j}>{p}</p>
              ))}
            </section>
          ))}
          {referat.references.length > 0 && (
            <section>
              <h3>Список литературы</h3>
              <ol>
                {referat.references.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ol>
            </section>
          )}
        </article>
      ) : (
        <p className="admin__lead">Текста пока нет: реферат в очереди или не получился.</p>
      )}
    </section>
  )
}
