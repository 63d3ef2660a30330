// What the three-step AI wizard orders share (the AI presentation, the AI referat: justification, outline, final
// text): the statuses the AI works in, the three steps' jobs, the unified order and the screen a status shows. Each
// product keeps its own status ids (its table's check constraint) and its own transitions table.
import { statusNames } from './status-names'
import { SEARCH_STATUS, UNIFIED_STATUS, type TUnifiedState } from './unified'

/** The statuses every wizard order has; its first AI step's status is the product's own (GENERATING, JUSTIFICATION_GENERATING). */
type TWizardStatusName =
  | 'CREATED'
  | 'JUSTIFICATION_REVIEW'
  | 'OUTLINE_GENERATING_GUEST'
  | 'OUTLINE_GENERATING_AUTH'
  | 'OUTLINE_REVIEW_GUEST'
  | 'OUTLINE_REVIEW_AUTH'
  | 'FINAL_GENERATION'
  | 'COMPLETED'
  | 'FAILED'
  | 'CANCELED'

/**
 * The unified order of a wizard order: a draft until the final text is being written, in progress while it is,
 * completed when done, canceled when it failed or was canceled; the search status is AI in progress while the AI works
 * and AI finished while the client reviews, so every step's end reaches the order's room.
 */
function wizardUnifiedState(name: string, generating: readonly string[]): TUnifiedState {
  const working = name === 'CREATED' || generating.includes(name)
  const statusBySearch = working ? SEARCH_STATUS.AI_IN_PROGRESS : SEARCH_STATUS.AI_FINISHED
  if (name === 'COMPLETED') return { status: UNIFIED_STATUS.COMPLETED, statusBySearch }
  if (name === 'FAILED' || name === 'CANCELED') return { status: UNIFIED_STATUS.CANCELED, statusBySearch }
  if (name === 'FINAL_GENERATION') return { status: UNIFIED_STATUS.IN_PROGRESS, statusBySearch }
  return { status: UNIFIED_STATUS.DRAFT, statusBySearch }
}

/**
 * A wizard product's statuses and shared parts from its status ids (name → id as its table keeps them; callers read
 * `.ids`, `.name(id)`, `.generating`, `.jobs`, `.unifiedState(id, isPaid)`): `firstStep`, the status its justification
 * is written in; `jobPrefix`, the product's job names (`<jobPrefix>.justification`, `.outline`, `.final`).
 */
export function wizardOrder<const I extends Readonly<Record<TWizardStatusName, number>>, G extends keyof I & string, P extends string>(
  product: string,
  ids: I,
  o: { firstStep: G; jobPrefix: P },
) {
  const { name } = statusNames<keyof I & string, number>(product, ids as Readonly<Record<keyof I & string, number>>)
  /** The statuses the AI works in: each may fail, and a retry repeats it. */
  const generating = [o.firstStep, 'OUTLINE_GENERATING_GUEST', 'OUTLINE_GENERATING_AUTH', 'FINAL_GENERATION'] as const
  return {
    ids,
    name,
    generating,
    /** The durable jobs of the three AI steps. */
    jobs: { justification: `${o.jobPrefix}.justification`, outline: `${o.jobPrefix}.outline`, final: `${o.jobPrefix}.final` } as const,
    unifiedState: (id: number, _isPaid: boolean): TUnifiedState => wizardUnifiedState(name(id), generating),
  }
}

/**
 * The screen a status shows (orders.md §4 AI presentation order; the referat's is the same shape): justification
 * review the justification, outline review the outline, completed, failed and canceled their own; null where the AI
 * works (the product's loader).
 */
export function wizardScreen(name: string): 'justification' | 'outline' | 'completed' | 'failed' | 'canceled' | null {
  switch (name) {
    case 'JUSTIFICATION_REVIEW':
      return 'justification'
    case 'OUTLINE_REVIEW_GUEST':
    case 'OUTLINE_REVIEW_AUTH':
      return 'outline'
    case 'COMPLETED':
      return 'completed'
    case 'FAILED':
      return 'failed'
    case 'CANCELED':
      return 'canceled'
    default:
      return null
  }
}
