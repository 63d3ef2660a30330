// The AI editor's two-step onboarding (orders.md §4: editor, then text selection), shown once per browser through the
// shared tour state (domain/onboarding.ts, islands/onboarding). It sits inside the panel rather than floating over
// the text, so it never covers what the student is about to click, on a phone's bottom sheet as on a wide screen.
import { useEffect } from 'react'
import { TourActions, TourCount, useOnboarding } from '../../onboarding/onboarding-tour'

export type TEditorTour = ReturnType<typeof useOnboarding>

export function useEditorTour(open: boolean): TEditorTour {
  const tour = useOnboarding({ group: 'ai-editor' })
  const { start, state } = tour
  useEffect(() => {
    if (open && state === null) start()
  }, [open, start, state])
  return tour
}

export function EditorOnboarding({ tour }: { tour: TEditorTour }) {
  const { state } = tour
  const step = state?.open ? state.steps[state.index] : undefined
  // Step two points at the text: the paragraphs the student can select light up while it shows.
  useEffect(() => {
    if (!step) return
    const targets = [...document.querySelectorAll<HTMLElement>(step.target)].filter((el) => !el.closest('.ai-editor'))
    targets.forEach((el) => el.setAttribute('data-onboarding-active', 'true'))
    return () => targets.forEach((el) => el.removeAttribute('data-onboarding-active'))
  }, [step])
  if (!state || !step) return null
  return (
    <div className="ai-editor__tour" role="note" aria-label="Подсказка" data-onboarding-step={step.name}>
      <TourCount state={state} />
      <p className="ai-editor__tour-title">{step.title}</p>
      <p>{step.text}</p>
      <TourActions tour={tour} state={state} skip />
    </div>
  )
}
