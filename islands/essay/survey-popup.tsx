// Body of the survey popup (orders.md §2): opened 180 s after a text work completes; a rating and an optional comment,
// sent as the order's «text-work-completed» rating. The toast says what the server answered.
import { useState } from 'react'
import { toast } from '../toasts/toast-store'
import { rateOrder } from '../orders/rate-order'
import type { PopupBodyProps } from '../popups/popup-props'

const STAGE = 'text-work-completed'

export default function SurveyPopup({ unifiedOrderId, close }: PopupBodyProps<'survey'>) {
  const [rate, setRate] = useState<number | null>(null)
  const [comment, setComment] = useState('')
  const [sending, setSending] = useState(false)
  return (
    <form
      className="essay-survey"
      data-popup-body="survey"
      onSubmit={async (e) => {
        e.preventDefault()
        if (rate === null || sending) return
        setSending(true)
        const outcome = await rateOrder({ unifiedOrderId, stage: STAGE, rate, comment })
        setSending(false)
        if (outcome.ok) toast.success(outcome.message)
        else toast.error(outcome.message)
        close()
      }}
    >
      <p>Оцени работу, которую мы подготовили: это поможет сделать следующие лучше.</p>
      <div className="essay-survey__rates" role="radiogroup" aria-label="Оценка">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="essay-survey__rate" data-selected={rate === n}>
            <input type="radio" name="rate" value={n} checked={rate === n} onChange={() => setRate(n)} />
            {n}
          </label>
        ))}
      </div>
      <textarea className="input" value={comment} onChange={(e) => setComment(e.target.value)} placeholder="Что понравилось или что улучшить?" rows={3} />
      <button type="submit" className="btn btn--block" disabled={rate === null || sending}>
        Отправить
      </button>
    </form>
  )
}
