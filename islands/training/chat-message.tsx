// One row of the chat: the student's text, the tutor's reply (KaTeX formulas, answer options hidden from the text,
// rating buttons), a memory note, an info note, or a stream error «Ошибка: …» with «Повторить».
import { useState } from 'react'
import { parseQa } from '../../domain/training/qa'
import { TRAINING_MESSAGES } from '../../domain/training/input'
import type { TTrainingRating } from '../../domain/training/input'
import { ApiError } from '../graphql/api-error'
import { toast } from '../toasts/toast-store'
import { MathText } from '../answer/math-text'
import { memoryFacts, type TChatMessage } from './chat-model'
import { FALLBACKS, rateTrainingMessage } from './training-api'

const PROFILE_PATH = '/ecosystem/profile'
// The server's words for a failed reply (the stream's error event carries the exact ones).
const RETRY_FAILED = 'Репетитор не ответил, попробуй ещё раз'

/** A thumb drawn on the icons' 24 px grid (emoji fonts are missing on many systems); `down` turns it over. */
export function Thumb({ down = false }: { down?: boolean }) {
  return (
    <svg className={down ? 'tr-thumb tr-thumb--down' : 'tr-thumb'} viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M7 10v11H4V10zm0 0 4-7c1.7 0 2.6 1.2 2.2 2.8L12.5 9H19a2 2 0 0 1 2 2.3l-1.2 7.5A2.5 2.5 0 0 1 17.3 21H7" />
    </svg>
  )
}

function RateButtons({ message }: { message: TChatMessage }) {
  const [rating, setRating] = useState(message.rating)
  const [busy, setBusy] = useState(false)
  async function rate(r: TTrainingRating) {
    setBusy(true)
    try {
      await rateTrainingMessage(message.uuid, r)
      setRating(r)
      toast.success(r === 'up' ? TRAINING_MESSAGES.ratedUp : TRAINING_MESSAGES.ratedDown, { id: 'training-rate' })
    } catch (e) {
      // A second rating answers 409 «Вы уже оценили это сообщение»: the server's words.
      toast.error(e instanceof ApiError ? e.message : FALLBACKS.rateMessage, { id: 'training-rate' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="tr-rate" data-rating={rating}>
      <button type="button" className="tr-rate__btn" aria-label="Полезный ответ" aria-pressed={rating === 'up'} disabled={busy} onClick={() => void rate('up')} data-rate="up">
        <Thumb />
      </button>
      <button type="button" className="tr-rate__btn" aria-label="Бесполезный ответ" aria-pressed={rating === 'down'} disabled={busy} onClick={() => void rate('down')} data-rate="down">
        <Thumb down />
      </button>
    </div>
  )
}

type Props = { message: TChatMessage; canRetry: boolean; onRetry: (uuid: string) => void }

export function ChatMessage({ message: m, canRetry, onRetry }: Props) {
  if (m.sender === 'user') {
    return (
      <li className="tr-msg tr-msg--user" data-sender="user" data-message-uuid={m.uuid}>
        {m.content}
      </li>
    )
  }
  if (m.sender === 'memory') {
    const { kind, facts } = memoryFacts(m)
    return (
      <li className="tr-note tr-note--memory" data-sender="memory" data-memory-kind={kind} data-message-uuid={m.uuid}>
        <span>
          {kind === 'created' ? 'Запомнил: ' : 'Репетитор помнит о тебе: '}
          {facts.join('; ')}
        </span>{' '}
        <a href={PROFILE_PATH} className="tr-note__link">
          Управлять памятью
        </a>
      </li>
    )
  }
  if (m.sender === 'info' || (m.sender === 'system' && m.state !== 'failed')) {
    return (
      <li className="tr-note" data-sender={m.sender} data-message-uuid={m.uuid}>
        {m.content}
      </li>
    )
  }
  const failed = m.state === 'failed'
  const { text } = parseQa(m.content)
  const errorText = `${TRAINING_MESSAGES.streamErrorPrefix} ${m.error ?? (typeof m.meta?.error_message === 'string' ? m.meta.error_message : RETRY_FAILED)}`
  return (
    <>
      {(text || m.sender === 'assistant') && (
        <li className="tr-msg tr-msg--assistant" data-sender="assistant" data-state={m.state} data-message-uuid={m.uuid}>
          {text ? <MathText text={text} /> : <span className="tr-typing" aria-label="Репетитор печатает">…</span>}
          {m.state === 'streaming' && text && <span className="ai-caret" aria-hidden="true" />}
          {m.state === 'done' && m.sender === 'assistant' && <RateButtons message={m} />}
        </li>
      )}
      {failed && (
        <li className="tr-msg tr-msg--system" data-sender="system" role="alert" data-error-for={m.uuid}>
          <span>{errorText}</span>
          {canRetry && m.sender === 'assistant' && (
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => onRetry(m.uuid)}>
              Повторить
            </button>
          )}
        </li>
      )}
    </>
  )
}
