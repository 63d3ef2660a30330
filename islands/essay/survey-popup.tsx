// Body of the survey popup (orders.md §2): opened 180 s after a text work completes; a rating and an optional comment.
import { useState } from 'react'
import { toast } from '../toasts/toast-store'
import type { PopupBodyProps } from '../popups/popup-props'

const GOOD = 'Спасибо за обратную связь!'
const BAD = 'Спасибо за обратную связь! Мы стараемся быть лучше'
const BAD_BELOW = 4

export default function SurveyPopup({ close }: PopupBodyProps<'survey'>) {
  const [rate, setRate] = useState<number | null>(null)
  const [comment, setComment] = useState('')
  return (
    <form
      className="essay-survey"
      data-popup-body="survey"
      onSubmit={(e) => {
        e.preventDefault()
        if (rate === null) return
        toast.success(rate < BAD_BELOW ? BAD : GOOD)
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
      <button type="submit" className="btn btn--block" disabled={rate === null}>
        Отправить
      </button>
    </form>
  )
}
