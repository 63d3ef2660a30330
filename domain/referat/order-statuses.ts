// AI referat order statuses (orders.md §4 "Referat order statuses") and their lifecycle as data: the server moves an
// order only along REFERAT_ORDER_TRANSITIONS (edge/orders/transition.ts), the page picks its screen from the status and
// the unified order (type 6) follows through REFERAT_ORDER_STATUSES.unifiedState (a wizard order's).
import type { TTransitionTable } from '../orders/machine'
import { wizardOrder, wizardScreen } from '../orders/wizard-order'

/**
 * The spec's names, kept as integers in the order table (the kernel's status column), in the spec's order, read as a
 * wizard order (domain/orders/wizard-order.ts) whose justification is written in JUSTIFICATION_GENERATING.
 */
export const REFERAT_ORDER_STATUSES = wizardOrder(
  'AI referat order',
  { CREATED: 1, JUSTIFICATION_GENERATING: 2, OUTLINE_GENERATING_GUEST: 3, OUTLINE_GENERATING_AUTH: 4, FINAL_GENERATION: 5, JUSTIFICATION_REVIEW: 6, OUTLINE_REVIEW_GUEST: 7, OUTLINE_REVIEW_AUTH: 8, COMPLETED: 9, FAILED: 10, CANCELED: 11 },
  { firstStep: 'JUSTIFICATION_GENERATING', jobPrefix: 'referat-order' },
)
export type TReferatOrderStatusName = keyof typeof REFERAT_ORDER_STATUSES.ids

const READY = 'ai-referat-full-content-is-ready'
const FAILED = 'ai-referat-full-content-generating-failed'
const { justification, outline, final } = REFERAT_ORDER_STATUSES.jobs

/**
 * Every move an AI referat order can make. Steps between the generating and review statuses are followed in the
 * browser through the unified order's search status (AI in progress ↔ AI finished), which the kernel publishes to
 * App.Models.UnifiedOrder.{id}; the text's end publishes the spec's two events there.
 */
export const REFERAT_ORDER_TRANSITIONS = [
  { name: 'justification-requested', from: ['CREATED'], to: 'JUSTIFICATION_GENERATING', by: 'client', job: justification },
  // «Скачать DOCX» in the catalogue: the published text copied into the order as it is, ready to pay for (issue 33).
  { name: 'catalogue-copied', from: ['CREATED'], to: 'COMPLETED', by: 'client', event: READY },
  { name: 'justification-generated', from: ['JUSTIFICATION_GENERATING'], to: 'JUSTIFICATION_REVIEW', by: 'job' },
  { name: 'justification-failed', from: ['JUSTIFICATION_GENERATING'], to: 'FAILED', by: 'job', event: FAILED },
  // Saving the justification writes the outline for it (orders.md §4 AI presentation order: "update justification and generate outline").
  { name: 'justification-approved', from: ['JUSTIFICATION_REVIEW'], to: 'OUTLINE_GENERATING_AUTH', by: 'client', job: outline },
  // Guests never reach these (the route needs sign-in), but the spec's guest branch stays valid: a guest's outline,
  // and its binding to the client after sign-in.
  { name: 'justification-approved-guest', from: ['JUSTIFICATION_REVIEW'], to: 'OUTLINE_GENERATING_GUEST', by: 'client', job: outline },
  { name: 'outline-generated-guest', from: ['OUTLINE_GENERATING_GUEST'], to: 'OUTLINE_REVIEW_GUEST', by: 'job' },
  { name: 'guest-order-bound', from: ['OUTLINE_REVIEW_GUEST'], to: 'OUTLINE_REVIEW_AUTH', by: 'system' },
  { name: 'outline-generated', from: ['OUTLINE_GENERATING_AUTH'], to: 'OUTLINE_REVIEW_AUTH', by: 'job' },
  { name: 'outline-failed', from: ['OUTLINE_GENERATING_GUEST', 'OUTLINE_GENERATING_AUTH'], to: 'FAILED', by: 'job', event: FAILED },
  { name: 'outline-saved', from: ['OUTLINE_REVIEW_AUTH'], to: 'OUTLINE_REVIEW_AUTH', by: 'client' },
  { name: 'outline-confirmed', from: ['OUTLINE_REVIEW_AUTH'], to: 'FINAL_GENERATION', by: 'client', job: final },
  { name: 'final-generated', from: ['FINAL_GENERATION'], to: 'COMPLETED', by: 'job', event: READY },
  { name: 'final-failed', from: ['FINAL_GENERATION'], to: 'FAILED', by: 'job', event: FAILED },
  // A retry goes back into the step that failed (failed_status says which).
  { name: 'justification-retried', from: ['FAILED'], to: 'JUSTIFICATION_GENERATING', by: 'client', job: justification },
  { name: 'outline-retried', from: ['FAILED'], to: 'OUTLINE_GENERATING_AUTH', by: 'client', job: outline },
  { name: 'final-retried', from: ['FAILED'], to: 'FINAL_GENERATION', by: 'client', job: final },
  // The client may stop an unfinished order; a running job then finds it moved on and does nothing.
  {
    name: 'canceled',
    from: ['CREATED', 'JUSTIFICATION_GENERATING', 'JUSTIFICATION_REVIEW', 'OUTLINE_GENERATING_GUEST', 'OUTLINE_GENERATING_AUTH', 'OUTLINE_REVIEW_GUEST', 'OUTLINE_REVIEW_AUTH', 'FINAL_GENERATION', 'FAILED'],
    to: 'CANCELED',
    by: 'client',
  },
] as const satisfies TTransitionTable<TReferatOrderStatusName>

export type TReferatOrderTransitionName = (typeof REFERAT_ORDER_TRANSITIONS)[number]['name']

/** The retry of each generating status a failed order may have stopped in. */
export const RETRY_OF: Readonly<Record<(typeof REFERAT_ORDER_STATUSES.generating)[number], TReferatOrderTransitionName>> = {
  JUSTIFICATION_GENERATING: 'justification-retried',
  OUTLINE_GENERATING_GUEST: 'outline-retried',
  OUTLINE_GENERATING_AUTH: 'outline-retried',
  FINAL_GENERATION: 'final-retried',
}

/** The screen a status shows (orders.md §4 AI presentation order, the same shape). */
export type TReferatOrderScreen = 'loading' | 'justification' | 'outline' | 'completed' | 'failed' | 'canceled'

export function referatScreenForStatus(name: TReferatOrderStatusName): TReferatOrderScreen {
  return wizardScreen(name) ?? 'loading'
}

/** What the loader says while the AI works. */
export function referatLoadingText(name: TReferatOrderStatusName): string {
  switch (name) {
    case 'OUTLINE_GENERATING_GUEST':
    case 'OUTLINE_GENERATING_AUTH':
      return 'Составляем план реферата'
    case 'FINAL_GENERATION':
      return 'Пишем текст реферата'
    default:
      return 'Готовим обоснование темы'
  }
}

/** What an AI referat order costs from the token balance: the same as a text work (domain/essay/pricing.ts). */
export const REFERAT_ORDER_PRICE_TOKENS = 30
