// The wizard's progress (orders.md §2): the percentage bar (active step index ÷ number of steps, rounded) and the
// progress list «Укажи тему → … → Скачай презентацию»; the entries before the active one are done.
import { useEffect, useRef } from 'react'
import { PRESENTATION_PROGRESS, presentationProgress } from '../../domain/presentation/statuses'

export function PresentationProgress({ active, finished }: { active: number; finished: boolean }) {
  const percent = presentationProgress(finished ? PRESENTATION_PROGRESS.length : active)
  const list = useRef<HTMLOListElement>(null)
  // On phones the list scrolls sideways: keep the current step in view without moving the page.
  useEffect(() => {
    const el = list.current
    const item = el?.querySelector<HTMLElement>('[aria-current="step"]') ?? el?.lastElementChild
    if (el && item instanceof HTMLElement && el.scrollWidth > el.clientWidth) el.scrollLeft = item.offsetLeft - el.offsetLeft - (el.clientWidth - item.offsetWidth) / 2
  }, [active, finished])
  return (
    <div className="pres-progress">
      {/* SVG, not a styled width: the page's CSP refuses inline style attributes in the server's HTML. */}
      <svg className="pres-progress__bar" viewBox="0 0 100 8" preserveAspectRatio="none" role="progressbar" aria-label="Готовность презентации" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <rect className="pres-progress__track" width="100" height="8" />
        <rect className="pres-progress__fill" width={percent} height="8" />
      </svg>
      <span className="pres-progress__percent" data-progress-percent={percent}>
        {percent}%
      </span>
      <nav aria-label="Шаги презентации" className="pres-progress__nav">
        {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too (axe scrollable-region-focusable). */}
        <ol ref={list} className="essay-progress" tabIndex={0}>
          {PRESENTATION_PROGRESS.map((p, i) => {
            const state = i < active || finished ? 'done' : i === active ? 'current' : 'todo'
            return (
              <li key={p.step} className="essay-progress__item" data-state={state} data-progress={p.step} aria-current={i === active ? 'step' : undefined}>
                <span className="essay-progress__dot" aria-hidden="true">
                  {state === 'done' ? '✓' : i + 1}
                </span>
                <span className="essay-progress__label">{p.label}</span>
              </li>
            )
          })}
        </ol>
      </nav>
    </div>
  )
}
