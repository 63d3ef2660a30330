// The wizard's progress list (orders.md §2): creation, requirements, outline approval, references, title page,
// completed; the entries before the current one are done. The steps a client may open (step-navigation.ts) are
// buttons: an earlier step to look at or change, and the status's own step to come back to.
import { useEffect, useRef } from 'react'
import { ESSAY_PROGRESS, type TEssayProgressKey } from '../../domain/essay/statuses'
import type { TEssayNavStep } from '../../domain/essay/step-navigation'

type Props = {
  current: TEssayProgressKey
  finished: boolean
  /** The step on screen when the client opened another than the status's own. */
  shown?: TEssayProgressKey | null
  /** The entries that open a step, with how they open ('back': the status's own step). */
  open?: Partial<Record<TEssayProgressKey, 'edit' | 'view' | 'back'>>
  onOpen?: (step: TEssayNavStep) => void
}

const HINT = { edit: 'открыть и изменить', view: 'посмотреть', back: 'вернуться' } as const

export function ProgressList({ current, finished, shown = null, open = {}, onOpen }: Props) {
  const at = ESSAY_PROGRESS.findIndex((p) => p.key === current)
  const here = ESSAY_PROGRESS.findIndex((p) => p.key === (shown ?? current))
  const list = useRef<HTMLOListElement>(null)
  // On phones the list scrolls sideways: keep the current step in view without moving the page.
  useEffect(() => {
    const el = list.current
    const item = el?.querySelector<HTMLElement>('[aria-current="step"]')
    if (el && item && el.scrollWidth > el.clientWidth) el.scrollLeft = item.offsetLeft - el.offsetLeft - (el.clientWidth - item.offsetWidth) / 2
  }, [here])
  return (
    <nav aria-label="Шаги работы">
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too (axe scrollable-region-focusable). */}
      <ol ref={list} className="essay-progress" tabIndex={0}>
        {ESSAY_PROGRESS.map((p, i) => {
          const state = i < at || (finished && i === at) ? 'done' : i === at ? 'current' : 'todo'
          const access = p.key === 'creation' ? undefined : open[p.key]
          const body = (
            <>
              <span className="essay-progress__dot" aria-hidden="true">
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span className="essay-progress__label">{p.label}</span>
            </>
          )
          return (
            <li key={p.key} className="essay-progress__item" data-state={state} data-progress={p.key} data-open={access} data-shown={i === here || undefined} aria-current={i === here ? 'step' : undefined}>
              {access && onOpen ? (
                <button type="button" className="essay-progress__link" title={`${p.label}: ${HINT[access]}`} onClick={() => onOpen(p.key as TEssayNavStep)}>
                  {body}
                </button>
              ) : (
                body
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
