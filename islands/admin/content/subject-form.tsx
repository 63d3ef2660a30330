// A subject's editor: its title in three cases, its address, the popular flag and its place in the lists, saved with
// the version it was loaded at.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { TAdminSubject } from '../../../domain/admin/subjects'
import { FormActions, PanelHead } from '../admin-parts'
import { adminFetch } from '../api'
import { Field, FormOutcome, useFormState } from './form-field'

export function SubjectForm({ subject, onSaved, onClose }: { subject: TAdminSubject; onSaved: (s: TAdminSubject) => void; onClose: () => void }) {
  const [draft, setDraft] = useState({ ...subject, sortOrder: String(subject.sortOrder) })
  const [version, setVersion] = useState(subject.version)
  const [busy, setBusy] = useState(false)
  const form = useFormState()
  const heading = useRef<HTMLHeadingElement>(null)

  // Keyboard and screen-reader users land on the editor that replaced the list.
  useEffect(() => heading.current?.focus(), [])
  const set = (k: 'title' | 'titleDative' | 'titleGenitive' | 'slug' | 'sortOrder') => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }))

  async function save(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    const sortOrder = draft.sortOrder.trim() === '' ? NaN : Number(draft.sortOrder)
    const res = await adminFetch<TAdminSubject>(`/api/admin/subjects/${subject.id}`, {
      method: 'PUT',
      body: { version, title: draft.title, titleDative: draft.titleDative, titleGenitive: draft.titleGenitive, slug: draft.slug, isPopular: draft.isPopular, sortOrder: Number.isNaN(sortOrder) ? null : sortOrder },
    })
    setBusy(false)
    if (!res.ok) return form.refused(res.error)
    setVersion(res.data.version)
    setDraft({ ...res.data, sortOrder: String(res.data.sortOrder) })
    form.done('Предмет сохранён: списки на сайте уже обновились')
    onSaved(res.data)
  }

  const err = form.state.fields
  return (
    <section className="admin-editor" aria-labelledby="subject-editor-title">
      <PanelHead block="admin-editor" titleId="subject-editor-title" heading={heading} title={<>Предмет «{subject.title}»</>} onClose={onClose} closeText="← К списку" />
      <form className="admin-form" onSubmit={(e) => void save(e)} noValidate>
        <Field name="title" label="Название" hint="Например: «Математика»" error={err.title}>
          <input className="input" value={draft.title} onChange={set('title')} />
        </Field>
        <Field name="titleDative" label="Кому? Чему? (дательный)" hint="Например: «Рефераты по математике»" error={err.titleDative}>
          <input className="input" value={draft.titleDative} onChange={set('titleDative')} />
        </Field>
        <Field name="titleGenitive" label="Кого? Чего? (родительный)" hint="Например: «Задачи математики»" error={err.titleGenitive}>
          <input className="input" value={draft.titleGenitive} onChange={set('titleGenitive')} />
        </Field>
        <Field name="slug" label="Адрес (slug)" hint="Меняет адреса /biblioteka/…/адрес/ и /referat/адрес/: старые ссылки перестанут открываться" error={err.slug}>
          <input className="input" value={draft.slug} onChange={set('slug')} autoComplete="off" spellCheck={false} />
        </Field>
        <Field name="sortOrder" label="Порядок в списках" hint="Меньше — выше" error={err.sortOrder}>
          <input className="input" inputMode="numeric" value={draft.sortOrder} onChange={set('sortOrder')} />
        </Field>
        <label className="admin-form__check">
          <input type="checkbox" name="isPopular" checked={draft.isPopular} onChange={(e) => setDraft((d) => ({ ...d, isPopular: e.target.checked }))} />
          Популярный предмет
        </label>
        <FormOutcome state={form.state} />
        <FormActions busy={busy} />
      </form>
    </section>
  )
}
