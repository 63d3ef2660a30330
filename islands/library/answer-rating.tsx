// The rating of a library answer (RateUnifiedOrder, stage library-answer) with the spec's thank-you texts.
import { useState } from 'react'
import { LIBRARY_RATING_STAGE } from '../../domain/library/order-statuses'
import { rateOrder } from '../orders/rate-order'

export function AnswerRating({ unifiedOrderId, rated }: { unifiedOrderId: string; rated: number | null }) {
  const [rate, setRate] = useState<number | null>(rated)
  const [message, setMessage] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function choose(value: number) {
    setError(null)
    const outcome = await rateOrder({ unifiedOrderId, stage: LIBRARY_RATING_STAGE, rate: value })
    if (outcome.ok) {
      setRate(value)
      setMessage(outcome.message)
    } else setError(outcome.message)
  }

  return (
    <div className="lo-rating" data-rated={rate ?? undefined}>
      <span className="field__label">{rate ? 'Твоя оценка' : 'Оцени решение'}</span>
      <div className="lo-rating__stars" role="group" aria-label="Оценка решения">
        {[1, 2, 3, 4, 5].map((v) => (
          <button
            key={v}
            type="button"
            className={`lo-star${rate && v <= rate ? ' lo-star--on' : ''}`}
            aria-label={`${v} из 5`}
            aria-pressed={rate === v}
            disabled={rate !== null}
            onClick={() => void choose(v)}
          >
            ★
          </button>
        ))}
      </div>
      {message && (
        <p className="lo-rating__thanks" role="status">
          {message}
        </p>
      )}
      {error && <p className="field__error">{error}</p>}
    </div>
  )
}
