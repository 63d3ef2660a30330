// What other parts of the browser know for the analytics user context (platform.md §3): the signed-in visitor's facts
// (the money account store, islands/money/account-store.ts, registers once when it loads) and the experiment
// assignments (islands/experiments notes each in localStorage, so an event on a later page carries it too). A tiny
// module on purpose: those parts hand their facts over without loading the tracker, and the tracker reads them without
// loading those parts.

export type TUserFacts = { userId: string | null; hasSubscription: boolean | null }

let facts: () => TUserFacts = () => ({ userId: null, hasSubscription: null })

/** The one source of the visitor's facts; unknown (null) on a page that never loads the account. */
export function setUserFactsProvider(fn: () => TUserFacts): void {
  facts = fn
}

export const userFacts = (): TUserFacts => facts()

/** localStorage: `{ [experimentKey]: "variationId" }` of the experiments this browser was put in. */
export const EXPERIMENT_ASSIGNMENTS_KEY = 'experimentAssignments'

/** The assignments the analytics context's `experiments` carries: strings only, at most 20. */
export function experimentAssignments(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(EXPERIMENT_ASSIGNMENTS_KEY) ?? '{}')
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {}
    return Object.fromEntries(Object.entries(stored).filter((e): e is [string, string] => typeof e[1] === 'string').slice(0, 20))
  } catch {
    return {}
  }
}

/** Called by the experiments client for each experiment it puts this browser in. */
export function rememberAssignment(experimentKey: string, variationId: number): void {
  try {
    localStorage.setItem(EXPERIMENT_ASSIGNMENTS_KEY, JSON.stringify({ ...experimentAssignments(), [experimentKey]: String(variationId) }))
  } catch {
    // Storage blocked: the events carry fewer assignments, never wrong ones.
  }
}
