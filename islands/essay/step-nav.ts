// Free step navigation of the wizard (issue 13 part 4): the step in the address (`?step=outline`, kept by reload and
// the back button), and the guard that asks in the «text-copilot navigation confirm» popup before a step with an
// unsaved change is left.
import { useCallback, useEffect, useRef, useState } from 'react'
import { ESSAY_STEP_PARAM, parseEssayStep, type TEssayNavStep } from '../../domain/essay/step-navigation'
import { openPopup } from '../popups/popup-store'

// The open step's unsaved change, one at a time (only one step is shown).
let dirty = false

/** A step form reports whether it holds a change not saved yet; leaving it then asks first. */
export function useStepDirty(isDirty: boolean) {
  useEffect(() => {
    dirty = isDirty
    return () => {
      dirty = false
    }
  }, [isDirty])
}

/** Forgets the change (it was saved, or the client chose to leave without it). */
export const clearStepDirty = () => void (dirty = false)

/** Runs `go` at once, or after the client confirms leaving an unsaved change. */
export function leaveStep(go: () => void) {
  if (!dirty) return go()
  openPopup('text-copilot-navigation-confirm', {
    onLeave: () => {
      dirty = false
      go()
    },
  })
}

const readStep = () => (typeof location === 'undefined' ? null : parseEssayStep(new URLSearchParams(location.search).get(ESSAY_STEP_PARAM)))

function writeStep(step: TEssayNavStep | null, mode: 'push' | 'replace') {
  const url = new URL(location.href)
  if (step) url.searchParams.set(ESSAY_STEP_PARAM, step)
  else url.searchParams.delete(ESSAY_STEP_PARAM)
  if (url.href === location.href) return
  history[mode === 'push' ? 'pushState' : 'replaceState'](history.state, '', url)
}

/**
 * The step the address asks for (null: the status's own screen) and a guarded way to change it. The back button moves
 * between steps too; when the step left holds an unsaved change, the address is put back until the client confirms.
 */
export function useStepParam(): [TEssayNavStep | null, (step: TEssayNavStep | null, mode?: 'push' | 'replace') => void] {
  const [step, setStep] = useState<TEssayNavStep | null>(readStep)
  const current = useRef(step)
  current.current = step

  useEffect(() => {
    // A value that is not a step at all leaves the address at once.
    if (new URLSearchParams(location.search).has(ESSAY_STEP_PARAM) && !readStep()) writeStep(null, 'replace')
    const onPop = () => {
      const target = readStep()
      if (!dirty) return setStep(target)
      const stay = current.current
      writeStep(stay, 'push')
      leaveStep(() => {
        writeStep(target, 'push')
        setStep(target)
      })
    }
    const onUnload = (e: BeforeUnloadEvent) => {
      if (dirty) e.preventDefault()
    }
    addEventListener('popstate', onPop)
    addEventListener('beforeunload', onUnload)
    return () => {
      removeEventListener('popstate', onPop)
      removeEventListener('beforeunload', onUnload)
    }
  }, [])

  const go = useCallback((next: TEssayNavStep | null, mode: 'push' | 'replace' = 'push') => {
    writeStep(next, mode)
    setStep(next)
  }, [])
  return [step, go]
}
