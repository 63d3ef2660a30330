// The wizard's progress list (orders.md §2): creation, requirements, outline approval, references, title page,
// completed; the entries before the current one are done.
import { useEffect, useRef } from 'react'
import { ESSAY_PROGRESS, type TEssayProgressKey } from '../../domain/essay/statuses'

export function ProgressList({ current, finished }: { current: TEssayProgressKey; finished: boolean }) {
  const at = ESSAY_PROGRESS.findIndex((p) => p.key === current)
  const list = useRef<HTMLOListElement>(null)
  // On phones the list scrolls sideways: keep the current step in view without moving the page.
  useEffect(() => {
    const el = list.current
    const item = el?.querySelector<HTMLElement>('[aria-current="step"]')
    if (el && item && el.scrollWidth > el.clientWidth) el.scrollLeft = item.offsetLeft - el.offsetLeft - (el.clientWidth - item.offsetWidth) / 2
  }, [at])
  return (
    <ol ref={list} className="essay-progress" aria-label="Шаги работы">
      {ESSAY_PROGRESS.map((p, i) => {
        const state = i < at || (finished && i === at) ? 'done' : i === at ? 'current' : 'todo'
        return (
          <li key={p.key} className="essay-progress__item" data-state={state} data-progress={p.key} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="essay-progress__dot" aria-hidden="true">
              {state === 'done' ? '✓' : i + 1}
            </span>
            <span className="essay-progress__label">{p.label}</span>
          </li>
        )
      })}
    </ol>
  )
}
