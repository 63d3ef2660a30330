// Training start (route ecosystem-training__start, open to guests): the task as text (counter, TRAINING_LIMITS) and an
// optional photo, «Начать тренировку» → POST /training-mode/v1/tasks → the task's chat. A signed-in client also sees
// their tasks. Refusals open the sign-in, subscription or refill popup (training-errors.ts).
import { useRef, useState } from 'react'
import { TRAINING_LIMITS, TRAINING_MESSAGES, ZTrainingTaskText } from '../../domain/training/input'
import { TRAINING_REPLY_PRICE } from '../../domain/money/training-charge'
import { formatTokens } from '../../domain/money/format'
import { createTrainingTask, FALLBACKS, trainingTaskPath } from './training-api'
import { TRAINING_START_PATH } from '../tutor/training-paths'
import { showTrainingError } from './training-errors'
import { TrainingTaskList } from './task-list'
import './training.css'

/** `aiDemo`: the built-in demo writer answers, so replies cost nothing (the access rule still holds). */
export type TrainingStartProps = { text: string; aiDemo?: boolean }

const PHOTO_MAX_BYTES = 10 * 1024 * 1024
const PHOTO_ERRORS = { type: 'Приложи фото: JPG, PNG или WEBP', size: 'Фото слишком большое: не больше 10 МБ' } as const

function taskError(text: string, photo: File | null): string | null {
  const r = ZTrainingTaskText.safeParse(text)
  if (!r.success) return r.error.issues[0]?.message ?? TRAINING_MESSAGES.longTask
  return r.data || photo ? null : TRAINING_MESSAGES.emptyTask
}

/** What unlocks training and what a reply costs, said before the student starts (orders.md §6, issue 33). */
function trainingAccessText(aiDemo: boolean): string {
  const access = 'Тренировка доступна с подпиской или пробными вопросами.'
  return aiDemo
    ? `${access} Каждый ответ репетитора стоит ${formatTokens(TRAINING_REPLY_PRICE)} или пробный вопрос, но пока репетитор работает в демо-режиме, ответы бесплатны.`
    : `${access} Каждый ответ репетитора — ${formatTokens(TRAINING_REPLY_PRICE)} (сначала тратятся пробные вопросы).`
}

export default function TrainingStart({ text: initialText, aiDemo = false }: TrainingStartProps) {
  const [text, setText] = useState(initialText)
  const [photo, setPhoto] = useState<File | null>(null)
  const [photoError, setPhotoError] = useState<string | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const inflight = useRef(false)
  const fileInput = useRef<HTMLInputElement>(null)

  const error = submitted || text.length > TRAINING_LIMITS.taskMax ? taskError(text, photo) : null
  const length = text.trim().length

  function pick(file: File | undefined) {
    setPhotoError(null)
    if (!file) return
    if (!/^image\/(jpeg|png|webp|heic|heif)$/.test(file.type)) return setPhotoError(PHOTO_ERRORS.type)
    if (file.size > PHOTO_MAX_BYTES) return setPhotoError(PHOTO_ERRORS.size)
    setPhoto(file)
  }

  async function start(e: React.FormEvent) {
    e.preventDefault()
    setSubmitted(true)
    if (inflight.current || taskError(text, photo) || photoError) {
      document.querySelector<HTMLElement>('.tr-start [aria-invalid="true"]')?.focus()
      return
    }
    inflight.current = true
    setBusy(true)
    try {
      const created = await createTrainingTask(text.trim(), photo)
      location.assign(trainingTaskPath(created.task_uuid))
      return
    } catch (err) {
      // Sign-in returns here with the text typed so far.
      showTrainingError(err, FALLBACKS.createTask, text.trim() ? `${TRAINING_START_PATH}?text=${encodeURIComponent(text.trim().slice(0, 1500))}` : TRAINING_START_PATH)
    }
    inflight.current = false
    setBusy(false)
  }

  return (
    <div className="tr-start-wrap">
      <form className="card tr-start" onSubmit={start} noValidate data-state={busy ? 'busy' : 'ready'} aria-label="Новая задача">
        <label className="field">
          <span className="field__label">Задача</span>
          <textarea
            className="input tr-start__text"
            name="text"
            value={text}
            rows={5}
            placeholder="Например: реши уравнение 2x + 3 = 11"
            aria-invalid={Boolean(error)}
            onChange={(e) => setText(e.target.value)}
          />
          <span className="tr-field-foot">
            {error ? <span className="field__error">{error}</span> : <span className="field__hint">Репетитор не даст готовый ответ сразу — он поможет дойти до него самому</span>}
            <span className="field__hint" data-counter={length}>
              {length}/{TRAINING_LIMITS.taskMax}
            </span>
          </span>
        </label>
        <div className="tr-photo">
          <input ref={fileInput} type="file" name="photo" accept="image/jpeg,image/png,image/webp,image/heic" className="tr-photo__input" id="tr-photo" onChange={(e) => pick(e.target.files?.[0])} />
          {photo ? (
            <span className="tr-photo__chosen" data-photo={photo.name}>
              <span className="tr-photo__name">Фото: {photo.name}</span>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => {
                  setPhoto(null)
                  if (fileInput.current) fileInput.current.value = ''
                }}
              >
                Убрать
              </button>
            </span>
          ) : (
            <label htmlFor="tr-photo" className="btn btn--secondary btn--sm tr-photo__pick">
              Приложить фото задачи
            </label>
          )}
          {photoError && <span className="field__error">{photoError}</span>}
        </div>
        <p className="field__hint tr-start__access" data-access>
          {trainingAccessText(aiDemo)}
        </p>
        <button type="submit" className="btn btn--primary btn--lg tr-start__go" disabled={busy} aria-busy={busy}>
          {busy ? 'Начинаем…' : 'Начать тренировку'}
        </button>
      </form>
      <TrainingTaskList />
    </div>
  )
}
