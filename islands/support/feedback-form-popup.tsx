// Body of the feedback form (platform.md §2 «feedback form and success»): a text with a counter and an optional 1–5
// rating, checked by the same zod schema as the server (domain/feedback.ts), then the success popup.
import { useState } from 'react'
import { FEEDBACK_LIMITS, ZSendFeedbackInput } from '../../domain/feedback'
import { gql } from '../graphql/client'
import { SendFeedbackDocument } from '../graphql/generated/support/graphql'
import type { PopupBodyProps } from '../popups/popup-props'
import { openPopup } from '../popups/popup-store'
import './support.css'

const RATINGS = [1, 2, 3, 4, 5] as const

export default function FeedbackFormPopup({ source }: PopupBodyProps<'feedback-form'>) {
  const [text, setText] = useState('')
  const [rating, setRating] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const length = text.trim().length

  const submit = async () => {
    const pageUrl = (location.pathname + location.search).slice(0, FEEDBACK_LIMITS.pageUrl.max)
    const parsed = ZSendFeedbackInput.safeParse({ text, rating, pageUrl, source: source ?? 'form' })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null)
      return
    }
    setBusy(true)
    setError(null)
    try {
      const d = parsed.data
      await gql(SendFeedbackDocument, { text: d.text, rating: d.rating ?? null, pageUrl: d.pageUrl ?? null, source: d.source === 'survio' ? 'SURVIO' : 'FORM' })
      openPopup('feedback-success')
    } catch (e) {
      setError((e as Error).message)
      setBusy(false)
    }
  }

  return (
    <form
      className="feedback-form"
      noValidate
      data-source={source ?? 'form'}
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <fieldset className="feedback-form__rating">
        <legend>Оцени Кампус (по желанию)</legend>
        <div className="feedback-form__stars">
          {RATINGS.map((r) => (
            <button
              key={r}
              type="button"
              className="feedback-form__star"
              aria-pressed={rating === r}
              aria-label={`Оценка ${r} из 5`}
              onClick={() => setRating(rating === r ? null : r)}
            >
              {r}
            </button>
          ))}
        </div>
      </fieldset>
      <label className="field">
        <span className="field__label">Что нам улучшить?</span>
        <textarea
          className="input"
          name="text"
          rows={5}
          value={text}
          placeholder="Расскажи, что мешает или чего не хватает"
          onChange={(e) => {
            setText(e.target.value)
            setError(null)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby="feedback-count"
        />
        <span id="feedback-count" className="feedback-form__count" data-over={length > FEEDBACK_LIMITS.text.max}>
          {length} / {FEEDBACK_LIMITS.text.max}
        </span>
      </label>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? 'Отправляем…' : 'Отправить'}
      </button>
    </form>
  )
}
