// Onboarding tour popover: points at each step's target, with «Назад», «Далее» and close; remembers finished steps.
import { useCallback, useEffect, useLayoutEffect, useState } from 'react'
import { closeTour, nextStep, ONBOARDING_STORAGE_KEY, parseFinished, previousStep, startTour, tourSteps, type TourQuery, type TourState } from '../../domain/onboarding'
import './onboarding.css'

const readFinished = () => {
  try {
    return parseFinished(localStorage.getItem(ONBOARDING_STORAGE_KEY))
  } catch {
    return new Set<string>()
  }
}

const saveFinished = (finished: ReadonlySet<string>) => {
  try {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify([...finished]))
  } catch {
    // Storage off: the tour simply shows again next time.
  }
}

/** Starts a tour on demand; `start()` returns false when every step was already finished. */
export function useOnboarding(query: TourQuery) {
  // Call sites pass a fresh literal each render; the group or name is what identifies the tour.
  const key = 'group' in query ? `group:${query.group}` : `name:${query.name}`
  const [state, setState] = useState<TourState | null>(null)
  const update = useCallback((step: (s: TourState) => TourState) => {
    setState((s) => {
      if (!s) return s
      const next = step(s)
      saveFinished(next.finished)
      return next
    })
  }, [])
  const start = useCallback(() => {
    const finished = readFinished()
    const [kind, id = ''] = key.split(/:(.*)/)
    const s = startTour(tourSteps(kind === 'group' ? { group: id } : { name: id }, finished), finished)
    setState(s)
    return s.open
  }, [key])
  return { state, start, next: () => update(nextStep), previous: () => update(previousStep), close: () => update(closeTour) }
}

type Box = { top: number; left: number }

export function OnboardingTour({ tour }: { tour: ReturnType<typeof useOnboarding> }) {
  const { state } = tour
  const step = state?.open ? state.steps[state.index] : undefined
  const [box, setBox] = useState<Box | null>(null)

  useLayoutEffect(() => {
    if (!step) return
    const target = document.querySelector<HTMLElement>(step.target)
    target?.scrollIntoView({ block: 'center' })
    target?.setAttribute('data-onboarding-active', 'true')
    const r = target?.getBoundingClientRect()
    const width = Math.min(320, window.innerWidth - 24)
    setBox(r ? { top: r.bottom + window.scrollY + 12, left: Math.max(12, Math.min(r.left + window.scrollX, window.innerWidth - width - 12)) } : null)
    return () => target?.removeAttribute('data-onboarding-active')
  }, [step])

  useEffect(() => {
    if (!step) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && tour.close()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [step, tour])

  if (!state || !step) return null
  return (
    <div className="onboarding" role="dialog" aria-labelledby="onboarding-title" style={box ? { top: box.top, left: box.left } : undefined} data-onboarding-step={step.name}>
      <button type="button" className="onboarding__close" aria-label="Закрыть" onClick={tour.close}>
        ×
      </button>
      <TourCount state={state} />
      <h3 id="onboarding-title">{step.title}</h3>
      <p>{step.text}</p>
      <TourActions tour={tour} state={state} />
    </div>
  )
}

/** «2 из 3»: where the tour is. */
export function TourCount({ state }: { state: TourState }) {
  return (
    <p className="onboarding__count">
      {state.index + 1} из {state.steps.length}
    </p>
  )
}

/** A step's buttons: «Назад» after the first, «Пропустить» where the tour offers it, «Далее» or, on the last, «Понятно». */
export function TourActions({ tour, state, skip = false }: { tour: Pick<ReturnType<typeof useOnboarding>, 'next' | 'previous' | 'close'>; state: TourState; skip?: boolean }) {
  return (
    <div className="onboarding__actions">
      {state.index > 0 && (
        <button type="button" className="btn btn--ghost btn--sm" onClick={tour.previous}>
          Назад
        </button>
      )}
      {skip && (
        <button type="button" className="btn btn--ghost btn--sm" onClick={tour.close}>
          Пропустить
        </button>
      )}
      <button type="button" className="btn btn--sm" onClick={tour.next}>
        {state.index === state.steps.length - 1 ? 'Понятно' : 'Далее'}
      </button>
    </div>
  )
}
