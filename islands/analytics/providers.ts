// What other parts of the browser know for the analytics user context (platform.md §3): the signed-in visitor's facts
// (the money account store, islands/money/account-store.ts, registers once when it loads) and the experiment
// assignments (islands/experiments). A tiny module on purpose: those parts hand their providers over without loading
// the tracker, and the tracker reads them without loading those parts.

export type TUserFacts = { userId: string | null; hasSubscription: boolean | null }

let facts: () => TUserFacts = () => ({ userId: null, hasSubscription: null })
let experiments: () => Record<string, string> = () => ({})

/** The one source of the visitor's facts; unknown (null) on a page that never loads the account. */
export function setUserFactsProvider(fn: () => TUserFacts): void {
  facts = fn
}

/**
 * Experiments (islands/experiments, branch h-x) hand their assignments here: `setExperimentsProvider(() => assignments())`.
 * @public
 */
export function setExperimentsProvider(fn: () => Record<string, string>): void {
  experiments = fn
}

export const userFacts = (): TUserFacts => facts()
export const experimentAssignments = (): Record<string, string> => experiments()
