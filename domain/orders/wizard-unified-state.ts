// The unified order of a three-step AI wizard order (the AI presentation, the AI referat: justification, outline,
// final text): a draft until the final text is being written, in progress while it is, completed when done, canceled
// when it failed or was canceled; the search status is AI in progress while the AI works and AI finished while the
// client reviews, so every step's end reaches the order's room.
import { SEARCH_STATUS, UNIFIED_STATUS, type TUnifiedState } from './unified'

type TWizardStatusName = 'CREATED' | 'FINAL_GENERATION' | 'COMPLETED' | 'FAILED' | 'CANCELED'

/** `generating`: the product's statuses the AI works in. */
export function wizardUnifiedState<N extends string>(name: N | TWizardStatusName, generating: readonly N[]): TUnifiedState {
  const working = name === 'CREATED' || (generating as readonly string[]).includes(name)
  const statusBySearch = working ? SEARCH_STATUS.AI_IN_PROGRESS : SEARCH_STATUS.AI_FINISHED
  if (name === 'COMPLETED') return { status: UNIFIED_STATUS.COMPLETED, statusBySearch }
  if (name === 'FAILED' || name === 'CANCELED') return { status: UNIFIED_STATUS.CANCELED, statusBySearch }
  if (name === 'FINAL_GENERATION') return { status: UNIFIED_STATUS.IN_PROGRESS, statusBySearch }
  return { status: UNIFIED_STATUS.DRAFT, statusBySearch }
}
