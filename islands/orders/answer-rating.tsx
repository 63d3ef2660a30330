// The rating of an order's answer (RateUnifiedOrder of one stage, by its owner, once; orders.md §7, §8): five stars,
// the spec's thank-you toast (good 'Спасибо за обратную связь!', bad '… Мы стараемся быть лучше', the server's words),
// then the given rate, which cannot be changed. A failure is a toast worded by the page's rule (`failureText`): on the
// task order page, the AI answer's and the library answer's, 'Что-то пошло не так'.
import { useEffect, useState } from 'react'
import { toast } from '../toasts/toast-store'
import { rateOrder } from './rate-order'
import './answer-rating.css'

export type AnswerRatingProps = {
  unifiedOrderId: string
  /** The rated stage: ai-answer, library-answer (the products' order-statuses.ts in domain/). */
  stage: string
  /** The rate already given (the order's `rate`), or null. */
  rated: number | null
  /** A failure's toast from its code (null: no answer arrived). */
  failureText: (code: string | null) => string
}

export function AnswerRating({ unifiedOrderId, stage, rated, failureText }: AnswerRatingProps) {
  const [rate, setRate] = useState<number | null>(rated)
  const [sending, setSending] = useState(false)
  // The order read again (another tab rated it) brings its rate.
  useEffect(() => {
    if (rated !== null) setRate(rated)
  }, [rated])

  async function choose(value: number) {
    if (sending || rate !== null) return
    setSending(true)
    const outcome = await rateOrder({ unifiedOrderId, stage, rate: value })
    setSending(false)
    if (outcome.ok) {
      setRate(value)
      toast.success(outcome.message)
    } else toast.error(failureText(outcome.code), { id: `rate:${stage}` })
  }

  return (
    <div className="answer-rating" data-rating-stage={stage} data-rated={rate ?? undefined} aria-busy={sending || undefined}>
      <span className="field__label">{rate ? `Твоя оценка: ${rate} из 5` : 'Оцени решение'}</span>
      <div className="answer-rating__stars" role="group" aria-label="Оценка решения">
        {[1, 2, 3, 4, 5].map((v) => (
          <button
            key={v}
            type="button"
            className={`answer-rating__star${rate && v <= rate ? ' answer-rating__star--on' : ''}`}
            aria-label={`${v} из 5`}
            aria-pressed={rate === v}
            disabled={rate !== null || sending}
            onClick={() => void choose(v)}
          >
            ★
          </button>
        ))}
      </div>
    </div>
  )
}
