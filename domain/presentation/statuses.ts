// AI presentation order statuses (orders.md §4 "AI presentation order") and their lifecycle as data: the server moves
// an order only along PRESENTATION_ORDER_TRANSITIONS (edge/orders/transition.ts), the wizard picks its screen from the
// status and the unified order (type 9) follows through PRESENTATION_ORDER_STATUSES.unifiedState (a wizard order's,
// the slides being its final text).
import type { TTransitionTable } from '../orders/machine'
import { wizardOrder, wizardScreen } from '../orders/wizard-order'

/**
 * The spec's statuses, kept as integers in the order table (the kernel's status column), in the spec's order, read as
 * a wizard order (domain/orders/wizard-order.ts) whose justification is written in GENERATING.
 */
export const PRESENTATION_ORDER_STATUSES = wizardOrder(
  'AI presentation order',
  { CREATED: 1, GENERATING: 2, JUSTIFICATION_REVIEW: 3, OUTLINE_GENERATING_GUEST: 4, OUTLINE_GENERATING_AUTH: 5, OUTLINE_REVIEW_GUEST: 6, OUTLINE_REVIEW_AUTH: 7, FINAL_GENERATION: 8, COMPLETED: 9, CANCELED: 10, FAILED: 11 },
  { firstStep: 'GENERATING', jobPrefix: 'presentation-order' },
)
export type TPresentationOrderStatusName = keyof typeof PRESENTATION_ORDER_STATUSES.ids

/** The statuses the AI works in (the wizard island polls the order while it is in one). */
export const PRESENTATION_GENERATING = PRESENTATION_ORDER_STATUSES.generating

/** Every transition publishes this on the unified order's room (App.Models.UnifiedOrder.{id}); the wizard re-fetches. */
export const PRESENTATION_CHANGED_EVENT = 'ai-presentation-order-changed'
const CHANGED = PRESENTATION_CHANGED_EVENT
const { justification, outline, final } = PRESENTATION_ORDER_STATUSES.jobs

/**
 * Every move an AI presentation order can make (orders.md §4 flow: create and start generation; update justification
 * and generate outline; update outline; pay from balance; continue processing; fill title page; download).
 */
export const PRESENTATION_ORDER_TRANSITIONS = [
  { name: 'generation-started', from: ['CREATED'], to: 'GENERATING', by: 'client', job: justification, event: CHANGED },
  { name: 'justification-generated', from: ['GENERATING'], to: 'JUSTIFICATION_REVIEW', by: 'job', event: CHANGED },
  { name: 'justification-failed', from: ['GENERATING'], to: 'FAILED', by: 'job', event: CHANGED },
  // updateJustificationAndGenerateOutline: a guest's outline, or a client's.
  { name: 'justification-approved-guest', from: ['JUSTIFICATION_REVIEW'], to: 'OUTLINE_GENERATING_GUEST', by: 'client', job: outline, event: CHANGED },
  { name: 'justification-approved', from: ['JUSTIFICATION_REVIEW'], to: 'OUTLINE_GENERATING_AUTH', by: 'client', job: outline, event: CHANGED },
  { name: 'outline-generated-guest', from: ['OUTLINE_GENERATING_GUEST'], to: 'OUTLINE_REVIEW_GUEST', by: 'job', event: CHANGED },
  { name: 'outline-generated', from: ['OUTLINE_GENERATING_AUTH'], to: 'OUTLINE_REVIEW_AUTH', by: 'job', event: CHANGED },
  { name: 'outline-failed', from: ['OUTLINE_GENERATING_GUEST', 'OUTLINE_GENERATING_AUTH'], to: 'FAILED', by: 'job', event: CHANGED },
  // A guest's order reviewed as a guest is bound to the client on sign-in and becomes OUTLINE_GENERATING_AUTH; the
  // outline job then keeps the guest's (edited) outline, checked against the limits, and asks the AI only when none.
  { name: 'guest-order-bound', from: ['OUTLINE_REVIEW_GUEST'], to: 'OUTLINE_GENERATING_AUTH', by: 'client', job: outline, event: CHANGED },
  { name: 'outline-saved-guest', from: ['OUTLINE_REVIEW_GUEST'], to: 'OUTLINE_REVIEW_GUEST', by: 'client', event: CHANGED },
  { name: 'outline-saved', from: ['OUTLINE_REVIEW_AUTH'], to: 'OUTLINE_REVIEW_AUTH', by: 'client', event: CHANGED },
  // continueAiPresentationOrderProcessing on a paid order: the slides are written; the wizard shows the title page.
  { name: 'final-requested', from: ['OUTLINE_REVIEW_AUTH'], to: 'FINAL_GENERATION', by: 'client', job: final, event: CHANGED },
  { name: 'final-generated', from: ['FINAL_GENERATION'], to: 'COMPLETED', by: 'job', event: CHANGED },
  { name: 'final-failed', from: ['FINAL_GENERATION'], to: 'FAILED', by: 'job', event: CHANGED },
  // A retry goes back into the step that failed (failed_status says which).
  { name: 'justification-retried', from: ['FAILED'], to: 'GENERATING', by: 'client', job: justification, event: CHANGED },
  { name: 'outline-retried-guest', from: ['FAILED'], to: 'OUTLINE_GENERATING_GUEST', by: 'client', job: outline, event: CHANGED },
  { name: 'outline-retried', from: ['FAILED'], to: 'OUTLINE_GENERATING_AUTH', by: 'client', job: outline, event: CHANGED },
  { name: 'final-retried', from: ['FAILED'], to: 'FINAL_GENERATION', by: 'client', job: final, event: CHANGED },
  // The title page and the theme change only what the download prints; the status stays.
  { name: 'title-page-saved', from: ['FINAL_GENERATION'], to: 'FINAL_GENERATION', by: 'client', event: CHANGED },
  { name: 'title-page-saved-completed', from: ['COMPLETED'], to: 'COMPLETED', by: 'client', event: CHANGED },
  {
    name: 'canceled',
    from: ['CREATED', 'GENERATING', 'JUSTIFICATION_REVIEW', 'OUTLINE_GENERATING_GUEST', 'OUTLINE_GENERATING_AUTH', 'OUTLINE_REVIEW_GUEST', 'OUTLINE_REVIEW_AUTH', 'FAILED'],
    to: 'CANCELED',
    by: 'client',
    event: CHANGED,
  },
] as const satisfies TTransitionTable<TPresentationOrderStatusName>

export type TPresentationOrderTransitionName = (typeof PRESENTATION_ORDER_TRANSITIONS)[number]['name']

/** The wizard's UI steps (orders.md §2): the spec's set, in order. */
export type TPresentationWizardStep = 'start' | 'justification' | 'outline' | 'title-page' | 'loader' | 'payment' | 'completed' | 'canceled' | 'failed'

/** The progress list the page shows (orders.md §2 "Presentation wizard steps"). */
export const PRESENTATION_PROGRESS = [
  { step: 'start', label: 'Укажи тему' },
  { step: 'justification', label: 'Подготовь основу' },
  { step: 'outline', label: 'Определи структуру' },
  { step: 'title-page', label: 'Добавь титульный лист' },
  { step: 'completed', label: 'Скачай презентацию' },
] as const

/** orders.md §2: progress percentage = active step index / number of steps, rounded. */
export function presentationProgress(activeIndex: number, steps: number = PRESENTATION_PROGRESS.length): number {
  if (steps <= 0) return 0
  return Math.round((Math.max(0, Math.min(activeIndex, steps)) / steps) * 100)
}

/**
 * The screen a status shows (orders.md §4): created, generating and final generation a loader; justification
 * review the justification; outline review the outline; completed, canceled and failed their own. `onTitlePage`: the
 * wizard moved to the title page on OUTLINE_REVIEW_AUTH → FINAL_GENERATION, and COMPLETED keeps it there.
 */
export function presentationStepForStatus(name: TPresentationOrderStatusName, o: { onTitlePage?: boolean } = {}): TPresentationWizardStep {
  if (o.onTitlePage && (name === 'FINAL_GENERATION' || name === 'COMPLETED')) return 'title-page'
  return wizardScreen(name) ?? 'loader'
}

/**
 * What a presentation costs from the token balance, and the threshold orders.md §5 names without a value: a client
 * with a free attempt (hasPresentationFreeAttempt) or at least this many tokens may go on; otherwise the refill popup.
 */
export const PRESENTATION_PRICE_TOKENS = 20
export const PRESENTATION_BALANCE_THRESHOLD: number = 20 // the price: the balance that pays for one
