// The justification step (orders.md §3 justification, §5 each field 10–1000 characters): the AI's idea, problem,
// relevance and goal, editable with counters and the spec's messages, then «Составить структуру».
import { useState } from 'react'
import { PRESENTATION_LIMITS, ZPresentationJustification, type TPresentationJustification } from '../../domain/presentation/input'
import { gql } from '../graphql/client'
import { UpdatePresentationJustificationDocument } from '../graphql/generated/presentations/graphql'
import { showPresentationError, type TPresentationOrder } from './presentation-api'

type TKey = keyof TPresentationJustification
const FIELDS: { key: TKey; label: string; hint: string }[] = [
  { key: 'idea', label: 'Основная идея', hint: 'Что главное должна понять аудитория' },
  { key: 'problem', label: 'Проблема', hint: 'Какой вопрос или противоречие разбирает презентация' },
  { key: 'relevance', label: 'Актуальность', hint: 'Почему тема важна сейчас' },
  { key: 'goal', label: 'Цель', hint: 'Чего должна добиться презентация' },
]
const MAX = PRESENTATION_LIMITS.justificationField.max

type Props = { order: TPresentationOrder; onOrder: (o: TPresentationOrder) => void; onCancel: () => void }

export function JustificationStep({ order, onOrder, onCancel }: Props) {
  const [form, setForm] = useState<TPresentationJustification>(() => ({
    idea: order.justification?.idea ?? '',
    problem: order.justification?.problem ?? '',
    relevance: order.justification?.relevance ?? '',
    goal: order.justification?.goal ?? '',
  }))
  const [touched, setTouched] = useState<Partial<Record<TKey, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const parsed = ZPresentationJustification.safeParse(form)
  const errors: Partial<Record<TKey, string>> = {}
  if (!parsed.success) for (const i of parsed.error.issues) errors[i.path[0] as TKey] ??= i.message

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    setSubmitted(true)
    if (!parsed.success) {
      const first = FIELDS.find((f) => errors[f.key])
      if (first) document.getElementById(`pres-just-${first.key}`)?.focus()
      return
    }
    if (busy) return
    setBusy(true)
    try {
      onOrder((await gql(UpdatePresentationJustificationDocument, { orderId: order.id, justification: parsed.data })).updateJustificationAndGenerateOutline)
    } catch (err) {
      showPresentationError(err)
      setBusy(false)
    }
  }

  return (
    <form className="essay-step card" data-screen="justification" onSubmit={submit} noValidate>
      <h2>Основа презентации</h2>
      <p className="essay-step__lead">Мы сформулировали идею, проблему, актуальность и цель. Поправь их, если нужно, — по ним составим структуру слайдов.</p>
      {FIELDS.map(({ key, label, hint }) => {
        const error = submitted || touched[key] ? errors[key] : undefined
        const length = form[key].trim().length
        return (
          <label className="field" key={key} data-field={key}>
            <span className="field__label">{label}</span>
            <textarea
              id={`pres-just-${key}`}
              className="input pres-justification"
              name={key}
              rows={4}
              maxLength={MAX + 100}
              value={form[key]}
              aria-invalid={Boolean(error)}
              onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
              onBlur={() => setTouched((t) => ({ ...t, [key]: true }))}
            />
            <span className="essay-field-foot">
              {error ? <span className="field__error">{error}</span> : <span className="field__hint">{hint}</span>}
              <span className="field__hint" data-over={length > MAX || undefined}>
                {length}/{MAX}
              </span>
            </span>
          </label>
        )
      })}
      <div className="essay-actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
          Отменить заказ
        </button>
        <button type="submit" className="btn" data-action="outline" disabled={busy}>
          {busy ? 'Сохраняем…' : 'Составить структуру'}
        </button>
      </div>
    </form>
  )
}
