// Requirements (status 3, orders.md §2/§5): topic, pages 3–20 (default by work type), idea, goal and wishes, checked with
// the shared schema as the client types; saving starts the outline.
import { useState } from 'react'
import { defaultPages, ESSAY_LIMITS, ZEssayRequirements } from '../../domain/essay/requirements'
import { gql } from '../graphql/client'
import { EditEssayRequirementsDocument } from '../graphql/generated/essays/graphql'
import { showEssayError, type TEssayOrder } from './essay-api'
import { WorkbookField } from './workbook-field'

type TForm = { topic: string; numberOfPages: string; idea: string; goal: string; taskDetails: string }
type TErrors = Partial<Record<keyof TForm, string>>

export function requirementErrors(form: TForm): TErrors {
  const parsed = ZEssayRequirements.safeParse(form)
  if (parsed.success) return {}
  const errors: TErrors = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof TForm
    errors[key] ??= issue.message
  }
  return errors
}

export function RequirementsStep({ order, onOrder, onForward }: { order: TEssayOrder; onOrder: (o: TEssayOrder) => void; onForward?: () => void }) {
  const [form, setForm] = useState<TForm>({
    topic: order.topic,
    numberOfPages: String(order.numberOfPages ?? defaultPages(order.orderWorkType.id)),
    idea: order.idea ?? '',
    goal: order.goal ?? '',
    taskDetails: order.taskDetails ?? '',
  })
  const [touched, setTouched] = useState<Partial<Record<keyof TForm, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const errors = requirementErrors(form)
  const shown = (k: keyof TForm) => ((submitted || touched[k]) && errors[k]) || null

  const set = (k: keyof TForm) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setForm((f) => ({ ...f, [k]: e.target.value }))
    setTouched((t) => ({ ...t, [k]: true }))
  }

  async function save(e: React.FormEvent) {
    e.preventDefault()
    setSubmitted(true)
    const parsed = ZEssayRequirements.safeParse(form)
    if (!parsed.success || busy) return
    setBusy(true)
    try {
      const v = parsed.data
      const d = await gql(EditEssayRequirementsDocument, { id: order.id, topic: v.topic, numberOfPages: v.numberOfPages, idea: v.idea ?? null, goal: v.goal ?? null, taskDetails: v.taskDetails ?? null })
      onOrder(d.editAiEssayOrderRequirements)
    } catch (err) {
      showEssayError(err)
      setBusy(false)
    }
  }

  const field = (k: keyof TForm, label: string, hint: string, input: React.ReactNode) => (
    <label className="field" data-field={k}>
      <span className="field__label">{label}</span>
      {input}
      {shown(k) ? <span className="field__error">{shown(k)}</span> : <span className="field__hint">{hint}</span>}
    </label>
  )

  return (
    <form className="essay-step card" data-screen="requirements" onSubmit={save} noValidate>
      <h2>Требования к работе</h2>
      <p className="essay-step__lead">Чем точнее требования, тем ближе план и текст к тому, что нужно. Обязательны только тема и объём.</p>
      {field('topic', 'Тема', `От ${ESSAY_LIMITS.topic.min} до ${ESSAY_LIMITS.topic.max} символов`, <textarea className="input essay-textarea--short" name="topic" value={form.topic} onChange={set('topic')} aria-invalid={Boolean(shown('topic'))} rows={2} />)}
      {field(
        'numberOfPages',
        'Количество страниц',
        `От ${ESSAY_LIMITS.pages.min} до ${ESSAY_LIMITS.pages.max}`,
        <input className="input essay-pages" name="numberOfPages" inputMode="numeric" value={form.numberOfPages} onChange={set('numberOfPages')} aria-invalid={Boolean(shown('numberOfPages'))} />,
      )}
      {field('idea', 'Идея работы', 'Необязательно: о чём работа, какую мысль она доказывает', <textarea className="input" name="idea" value={form.idea} onChange={set('idea')} aria-invalid={Boolean(shown('idea'))} rows={3} />)}
      {field('goal', 'Цель работы', 'Необязательно: чего работа должна достичь', <textarea className="input" name="goal" value={form.goal} onChange={set('goal')} aria-invalid={Boolean(shown('goal'))} rows={3} />)}
      {field('taskDetails', 'Пожелания', 'Необязательно: требования преподавателя, на что обратить внимание', <textarea className="input" name="taskDetails" value={form.taskDetails} onChange={set('taskDetails')} aria-invalid={Boolean(shown('taskDetails'))} rows={3} />)}
      {order.extendedDescription && (
        <div className="essay-suggested" data-suggested-tasks>
          <p className="essay-suggested__title">Задачи, которые мы предлагаем решить в работе</p>
          <p className="essay-suggested__text">{order.extendedDescription.replace(/^Задачи работы:\n/, '')}</p>
        </div>
      )}
      <WorkbookField order={order} onOrder={onOrder} />
      <div className="essay-actions">
        {onForward && (
          <button type="button" className="btn btn--secondary" onClick={onForward}>
            К плану без изменений
          </button>
        )}
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Сохраняем…' : 'Составить план'}
        </button>
      </div>
    </form>
  )
}
