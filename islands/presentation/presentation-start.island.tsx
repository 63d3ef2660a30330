// Presentation start (routes ecosystem-slides-copilot__start and webapp-presentations-start, open to guests): the
// topic (10–255) prefilled from ?topic, the number of slides 8–20 (default 10), the design theme and «Создать», which
// creates the order once (a double click makes no second one) and opens its wizard.
import { useRef, useState } from 'react'
import { DEFAULT_PRESENTATION_THEME, type TPresentationThemeId } from '../../domain/presentation/deck'
import { PRESENTATION_LIMITS as L, ZPresentationTopic, ZSlidesCount } from '../../domain/presentation/input'
import { PRESENTATION_PROGRESS } from '../../domain/presentation/statuses'
import { gql } from '../graphql/client'
import { CreatePresentationDocument } from '../graphql/generated/presentations/graphql'
import { orderPathFor, showPresentationError } from './presentation-api'
import { PresentationProgress } from './progress'
import { ThemePicker } from './theme-picker'
import { TopicField } from '../orders/topic-field'
import '../orders/wizard.css'
import './presentation.css'

export type PresentationStartProps = { topic: string }

const errorOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : (r.error?.issues[0]?.message ?? null))

export default function PresentationStart({ topic: initialTopic }: PresentationStartProps) {
  const [topic, setTopic] = useState(initialTopic)
  const [slides, setSlides] = useState(String(L.slidesCount.default))
  const [themeId, setThemeId] = useState<TPresentationThemeId>(DEFAULT_PRESENTATION_THEME)
  const [touched, setTouched] = useState(initialTopic.length > 0)
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const inflight = useRef(false)

  const slidesNumber = slides.trim() === '' ? Number.NaN : Number(slides)
  const topicError = touched || submitted ? errorOf(ZPresentationTopic.safeParse(topic)) : null
  const slidesError = errorOf(ZSlidesCount.safeParse(slidesNumber))
  const step = (d: number) => setSlides(String(Math.min(L.slidesCount.max, Math.max(L.slidesCount.min, (Number.isFinite(slidesNumber) ? Math.round(slidesNumber) : L.slidesCount.default) + d))))

  async function create(e: React.FormEvent) {
    e.preventDefault()
    setSubmitted(true)
    if (inflight.current || errorOf(ZPresentationTopic.safeParse(topic)) || slidesError) {
      document.querySelector<HTMLElement>('.pres-start [aria-invalid="true"]')?.focus()
      return
    }
    inflight.current = true
    setBusy(true)
    try {
      const getParams = location.search.replace(/^\?/, '') || null
      const d = await gql(CreatePresentationDocument, { topic: topic.trim(), slidesCount: slidesNumber, getParams, themeId })
      location.assign(orderPathFor(d.createAndStartPresentationGeneration.unifiedOrderId))
    } catch (err) {
      showPresentationError(err)
      inflight.current = false
      setBusy(false)
    }
  }

  return (
    <div className="pres-wizard">
      <PresentationProgress active={0} finished={false} />
      <form className="essay-start card pres-start" onSubmit={create} noValidate data-state={busy ? 'busy' : 'ready'} aria-label={PRESENTATION_PROGRESS[0].label}>
        <TopicField
          label="Тема презентации"
          className="pres-start__topic"
          placeholder="Например, «Возобновляемые источники энергии в России»"
          value={topic}
          limits={L.topic}
          error={topicError}
          onChange={setTopic}
          onTouched={() => setTouched(true)}
        />
        <div className="field">
          <label className="field__label" htmlFor="pres-slides">
            Количество слайдов
          </label>
          <div className="pres-stepper">
            <button type="button" className="pres-icon-btn" aria-label="Меньше слайдов" onClick={() => step(-1)} disabled={slidesNumber <= L.slidesCount.min}>
              −
            </button>
            <input
              id="pres-slides"
              className="input pres-stepper__input"
              name="slidesCount"
              type="number"
              inputMode="numeric"
              min={L.slidesCount.min}
              max={L.slidesCount.max}
              value={slides}
              aria-invalid={Boolean(slidesError)}
              aria-describedby="pres-slides-hint"
              onChange={(e) => setSlides(e.target.value)}
            />
            <button type="button" className="pres-icon-btn" aria-label="Больше слайдов" onClick={() => step(1)} disabled={slidesNumber >= L.slidesCount.max}>
              +
            </button>
          </div>
          <span id="pres-slides-hint" className={slidesError ? 'field__error' : 'field__hint'}>
            {slidesError ?? `От ${L.slidesCount.min} до ${L.slidesCount.max}`}
          </span>
        </div>
        <ThemePicker value={themeId} onChange={setThemeId} />
        <button type="submit" className="btn btn--lg essay-start__next" disabled={busy} aria-busy={busy}>
          {busy ? 'Создаём…' : 'Создать'}
        </button>
      </form>
    </div>
  )
}
