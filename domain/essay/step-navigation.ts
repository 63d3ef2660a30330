// Free step navigation of the text-work wizard (orders.md §2 «the user can step back and forward»): which progress
// entries a client may open for the order's status, whether they open to edit or only to look, and the `?step=` value
// that keeps the chosen step across a reload and the back button.
import { ESSAY_PROGRESS, ESSAY_STATUS, isTerminalError, progressForStatus, type TEssayProgressKey, type TEssayStatus } from './statuses'

export const ESSAY_STEP_PARAM = 'step'

/** The entries a client can open; «Создание» is only a milestone. */
const NAV_STEPS = ['requirements', 'outline', 'references', 'title-page', 'completed'] as const satisfies readonly TEssayProgressKey[]
export type TEssayNavStep = (typeof NAV_STEPS)[number]

/** A `?step=` value, or null when it is missing or not a step (a hand-typed address must not break the page). */
export function parseEssayStep(value: string | null | undefined): TEssayNavStep | null {
  return (NAV_STEPS as readonly string[]).includes(value ?? '') ? (value as TEssayNavStep) : null
}

/**
 * How a step opens for an order: 'edit' (its form, saving what changes), 'view' (the saved data, read only), or null
 * (not open: a step not reached yet, the step the status shows anyway, or a failed or canceled order).
 * A completed work reopens its outline, sources and title page to change them; its requirements only to read, because
 * new requirements mean a new outline and a new work.
 */
export function stepAccess(o: { status: TEssayStatus; isPaid: boolean; step: TEssayNavStep }): 'edit' | 'view' | null {
  if (isTerminalError(o.status)) return null
  const completed = o.status === ESSAY_STATUS.completed
  if (completed) {
    if (o.step === 'completed') return null
    if (o.step === 'title-page') return o.isPaid ? 'edit' : null
    return o.step === 'requirements' ? 'view' : 'edit'
  }
  const at = ESSAY_PROGRESS.findIndex((p) => p.key === progressForStatus(o.status))
  const index = ESSAY_PROGRESS.findIndex((p) => p.key === o.step)
  if (index >= at) return null
  // Outline approval may still go back to new requirements (the server's «requirements-saved» from 8).
  if (o.step === 'requirements' && o.status === ESSAY_STATUS.onApproveOutline) return 'edit'
  if (o.step === 'title-page') return o.isPaid ? 'edit' : null
  return 'view'
}

/** The steps the progress list makes clickable, with how they open. */
export function navigableSteps(o: { status: TEssayStatus; isPaid: boolean }): Partial<Record<TEssayNavStep, 'edit' | 'view'>> {
  const out: Partial<Record<TEssayNavStep, 'edit' | 'view'>> = {}
  for (const step of NAV_STEPS) {
    const access = stepAccess({ ...o, step })
    if (access) out[step] = access
  }
  return out
}
