// The end of a task: the tutor saw the answer reached (task_completed) or the student pressed «Завершить». The task
// itself can be rated once (POST …/tasks/{uuid}/rate), with the same thank-you texts as a message.
import { useState } from 'react'
import type { TTrainingTask } from '../../domain/training/api-types'
import { TRAINING_MESSAGES, type TTrainingRating } from '../../domain/training/input'
import { ApiError } from '../graphql/api-error'
import { toast } from '../toasts/toast-store'
import { Thumb } from './chat-message'
import { FALLBACKS, rateTrainingTask } from './training-api'
import { TRAINING_START_PATH } from '../tutor/training-paths'

export function CompletionBanner({ task }: { task: TTrainingTask }) {
  const [rating, setRating] = useState(task.rating)
  async function rate(r: TTrainingRating) {
    try {
      await rateTrainingTask(task.uuid, r)
      setRating(r)
      toast.success(r === 'up' ? TRAINING_MESSAGES.ratedUp : TRAINING_MESSAGES.ratedDown, { id: 'training-rate' })
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : FALLBACKS.rateTask, { id: 'training-rate' })
    }
  }
  const solved = task.completion_reason !== 'user_closed' && task.completion_reason !== 'gave_up'
  return (
    <section className="tr-done" data-task-completed={task.completion_reason ?? 'solved'} aria-live="polite">
      <p className="tr-done__title">{solved ? (task.kind === 'defense' ? 'Репетиция защиты окончена' : 'Задача решена!') : 'Тренировка завершена'}</p>
      <p className="tr-done__text">{!solved ? 'Можно вернуться к ней позже или начать новую.' : task.kind === 'defense' ? 'В отчёте выше — что получилось и что подтянуть перед настоящей защитой.' : 'Ты дошёл до ответа сам — так знания и запоминаются.'}</p>
      <div className="tr-done__row">
        {rating === 'not_rated' ? (
          <span className="tr-done__rate">
            Как тебе тренировка?
            <button type="button" className="tr-rate__btn" aria-label="Понравилось" onClick={() => void rate('up')} data-rate-task="up">
              <Thumb />
            </button>
            <button type="button" className="tr-rate__btn" aria-label="Не понравилось" onClick={() => void rate('down')} data-rate-task="down">
              <Thumb down />
            </button>
          </span>
        ) : (
          <span className="tr-muted" data-task-rating={rating}>
            Спасибо за оценку!
          </span>
        )}
        <a className="btn btn--primary btn--sm" href={TRAINING_START_PATH}>
          Новая задача
        </a>
      </div>
    </section>
  )
}
