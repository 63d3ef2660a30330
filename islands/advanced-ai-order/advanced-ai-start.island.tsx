// Advanced AI start (route ecosystem-advanced-ai__start, open to guests): the question, what kind of question it is
// (the sources are searched by it) and an optional field of study; «Спросить» → createAdvancedAiOrder → the order page,
// where the answer streams in with its references and the price is paid. The server's refusals are shown in its words.
import { useRef, useState } from 'react'
import { GENERIC_ERROR } from '../../domain/errors'
import { ADVANCED_AI_ORDER_MESSAGES, ADVANCED_AI_QUESTION_MAX, ADVANCED_AI_TYPE_LABEL, ADVANCED_AI_TYPES, type TAdvancedAiType } from '../../domain/advanced-ai-order/advanced-ai-order-input'
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import { CreateAdvancedAiOrderDocument } from '../graphql/generated/advanced-ai-orders/graphql'
import './advanced-ai-order.css'

const TYPE_HINT: Record<TAdvancedAiType, string> = {
  law: 'Ищем в законах, комментариях и юридической литературе',
  economics: 'Ищем в учебниках и статьях по экономике',
  general: 'Ищем в научных статьях и книгах по теме',
}

const questionError = (q: string) =>
  !q.trim() ? ADVANCED_AI_ORDER_MESSAGES.questionRequired : q.length > ADVANCED_AI_QUESTION_MAX ? ADVANCED_AI_ORDER_MESSAGES.questionTooLong : null

export default function AdvancedAiStart() {
  const [question, setQuestion] = useState('')
  const [type, setType] = useState<TAdvancedAiType>('general')
  const [category, setCategory] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const inflight = useRef(false)
  const error = submitted || question.length > ADVANCED_AI_QUESTION_MAX ? questionError(question) : null

  async function ask(e: React.FormEvent) {
    e.preventDefault()
    setSubmitted(true)
    setFailure(null)
    if (inflight.current || questionError(question)) {
      document.querySelector<HTMLElement>('.adv-start [aria-invalid="true"]')?.focus()
      return
    }
    inflight.current = true
    setBusy(true)
    try {
      const { createAdvancedAiOrder } = await gql(CreateAdvancedAiOrderDocument, { question: question.trim(), type, category: category.trim() || null })
      location.assign(`/ecosystem/advanced-ai/${createAdvancedAiOrder.unifiedOrderId}`)
      return
    } catch (err) {
      setFailure(err instanceof ApiError && err.code !== 'NETWORK' && err.code !== 'INTERNAL' ? err.message : GENERIC_ERROR)
    }
    inflight.current = false
    setBusy(false)
  }

  return (
    <form className="card adv-start" onSubmit={ask} noValidate data-state={busy ? 'busy' : 'ready'} aria-label="Новый вопрос">
      <label className="field">
        <span className="field__label">Вопрос</span>
        <textarea
          className="input"
          name="question"
          value={question}
          rows={5}
          placeholder="Например: каковы причины отмены крепостного права в 1861 году?"
          aria-invalid={Boolean(error)}
          onChange={(e) => setQuestion(e.target.value)}
        />
        {error ? <span className="field__error">{error}</span> : <span className="field__hint">Ответ сошлётся на найденные источники — их список будет под ответом</span>}
      </label>
      <fieldset className="adv-start__types">
        <legend className="field__label">Где искать источники</legend>
        {ADVANCED_AI_TYPES.map((t) => (
          <label key={t} className="adv-start__type" data-type={t}>
            <input type="radio" name="type" value={t} checked={type === t} onChange={() => setType(t)} />
            <span className="adv-start__type-title">{ADVANCED_AI_TYPE_LABEL[t]}</span>
            <span className="field__hint">{TYPE_HINT[t]}</span>
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span className="field__label">Предмет или отрасль (необязательно)</span>
        <input className="input" name="category" value={category} maxLength={200} placeholder="Например: история права" onChange={(e) => setCategory(e.target.value)} />
      </label>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--lg adv-start__go" disabled={busy} aria-busy={busy}>
        {busy ? 'Отправляем…' : 'Спросить'}
      </button>
    </form>
  )
}
