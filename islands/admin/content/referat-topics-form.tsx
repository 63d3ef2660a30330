// Topics to write: a subject and one topic a line; each becomes a catalogue referat queued for the generation job
// (a failed one is queued again, an existing one left as it is), and the answer says which happened to each.
import { useState, type FormEvent } from 'react'
import { REFERAT_TOPICS_MAX, type TQueuedReferatTopic } from '../../../domain/admin/referats'
import { FormActions } from '../admin-parts'
import { adminFetch } from '../api'
import { Field, FormOutcome, useFormState } from './form-field'

const OUTCOME: Record<TQueuedReferatTopic['outcome'], string> = {
  queued: 'поставлена в очередь',
  requeued: 'поставлена в очередь снова',
  exists: 'уже есть',
  'unknown-subject': 'предмета нет в каталоге',
}

export function ReferatTopicsForm({ subjects, onQueued }: { subjects: { slug: string; title: string }[]; onQueued: () => void }) {
  const [subject, setSubject] = useState('')
  const [topics, setTopics] = useState('')
  const [queued, setQueued] = useState<TQueuedReferatTopic[] | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useFormState()

  async function submit(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    const res = await adminFetch<TQueuedReferatTopic[]>('/api/admin/referats/topics', { body: { subject, topics } })
    setBusy(false)
    if (!res.ok) return form.refused(res.error)
    setQueued(res.data)
    setTopics('')
    form.done(`Тем отправлено: ${res.data.length}. Рефераты появятся в списке по мере готовности.`)
    onQueued()
  }

  return (
    <details className="admin-editor admin-topics">
      <summary>Новые темы для генерации</summary>
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field name="subject" label="Предмет" error={form.state.fields.subject}>
          <select className="input" value={subject} onChange={(e) => setSubject(e.target.value)}>
            <option value="">Выбери предмет</option>
            {subjects.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.title}
              </option>
            ))}
          </select>
        </Field>
        <Field name="topics" label="Темы, по одной в строке" hint={`От 10 до 255 символов, не больше ${REFERAT_TOPICS_MAX} за раз`} error={form.state.fields.topics}>
          <textarea className="input" rows={5} value={topics} onChange={(e) => setTopics(e.target.value)} />
        </Field>
        <FormOutcome state={form.state} />
        <FormActions busy={busy} submit="Поставить в очередь" />
      </form>
      {queued && (
        <ul className="admin-topics__done">
          {queued.map((q) => (
            <li key={q.topic}>
              {q.topic} — {OUTCOME[q.outcome]}
            </li>
          ))}
        </ul>
      )}
    </details>
  )
}
