// Text-work order statuses 1–26 and the wizard step each one shows (orders.md §4 "Text-work order statuses", §2 wizard).
// Pure: the server moves an order only along ESSAY_TRANSITIONS (edge/orders/transition.ts), the wizard picks its screen
// from the status, and the unified order follows through essayUnifiedState.
import type { TTransitionTable } from '../orders/machine'
import { SEARCH_STATUS, UNIFIED_STATUS, type TUnifiedState } from '../orders/unified'
import { statusNames } from '../orders/status-names'

export const ESSAY_STATUS = {
  created: 1,
  extendedDescriptionGeneration: 2,
  requirementsDefinition: 3,
  searchReferences: 4,
  selectReferences: 5,
  uploadReferences: 6,
  waitingOutlineGeneration: 7,
  onApproveOutline: 8,
  waitingOutlineUpload: 9,
  waitingDraftGeneration: 10,
  draftGeneration: 11,
  waitingFinalGeneration: 12,
  finalGeneration: 13,
  completed: 14,
  processingFailed: 15,
  canceled: 16,
  waitingCitationBasedOutline: 17,
  waitingReferencesCitationRetrieval: 18,
  waitingMainParts: 19,
  waitingIntroduction: 20,
  waitingConclusion: 21,
  waitingFormatting: 22,
  waitingFullTextGeneration: 23,
  waitingMergingTextWithCitations: 24,
  waitingSenseGeneration: 25,
  waitingPresentationGeneration: 26,
} as const

export type TEssayStatusName = keyof typeof ESSAY_STATUS
export type TEssayStatus = (typeof ESSAY_STATUS)[TEssayStatusName]

export const isEssayStatus = statusNames('text work', ESSAY_STATUS).is

/** Failed and canceled are the terminal error states. */
export function isTerminalError(status: TEssayStatus): boolean {
  return status === ESSAY_STATUS.processingFailed || status === ESSAY_STATUS.canceled
}

/** The screens a status can show (spec: 3 requirements, 8 outline approval, 5 reference selection, 14 completed, 15 error, 16 canceled, others loading). */
export type TEssayStatusScreen = 'requirements' | 'outline' | 'references' | 'completed' | 'error' | 'canceled' | 'loading'

export function screenForStatus(status: TEssayStatus): TEssayStatusScreen {
  switch (status) {
    case ESSAY_STATUS.requirementsDefinition:
      return 'requirements'
    case ESSAY_STATUS.onApproveOutline:
      return 'outline'
    case ESSAY_STATUS.selectReferences:
      return 'references'
    case ESSAY_STATUS.completed:
      return 'completed'
    case ESSAY_STATUS.processingFailed:
      return 'error'
    case ESSAY_STATUS.canceled:
      return 'canceled'
    default:
      return 'loading'
  }
}

/** What the loading screen says while the server works on a step. */
export function loadingText(status: TEssayStatus): string {
  switch (status) {
    case ESSAY_STATUS.created:
    case ESSAY_STATUS.extendedDescriptionGeneration:
      return 'Разбираем тему и готовим требования'
    case ESSAY_STATUS.waitingOutlineGeneration:
    case ESSAY_STATUS.waitingOutlineUpload:
    case ESSAY_STATUS.waitingCitationBasedOutline:
      return 'Составляем план работы'
    case ESSAY_STATUS.searchReferences:
    case ESSAY_STATUS.uploadReferences:
    case ESSAY_STATUS.waitingReferencesCitationRetrieval:
      return 'Ищем источники по теме'
    case ESSAY_STATUS.waitingPresentationGeneration:
      return 'Готовим презентацию'
    case ESSAY_STATUS.finalGeneration:
      return 'Переписываем затронутые разделы'
    default:
      return 'Пишем текст работы'
  }
}

/** The wizard's progress list (orders.md §2): creation, requirements, outline approval, references, title page, completed. */
export const ESSAY_PROGRESS = [
  { key: 'creation', label: 'Создание' },
  { key: 'requirements', label: 'Требования' },
  { key: 'outline', label: 'Согласование плана' },
  { key: 'references', label: 'Источники' },
  { key: 'title-page', label: 'Титульный лист' },
  { key: 'completed', label: 'Готово' },
] as const

export type TEssayProgressKey = (typeof ESSAY_PROGRESS)[number]['key']

/** The progress entry a status belongs to; the entries before it count as done. A failed or canceled order stays
 * where it stopped (previousStatus). */
export function progressForStatus(status: TEssayStatus, previousStatus?: TEssayStatus | null): TEssayProgressKey {
  switch (status) {
    case ESSAY_STATUS.created:
    case ESSAY_STATUS.extendedDescriptionGeneration:
      return 'creation'
    case ESSAY_STATUS.requirementsDefinition:
    case ESSAY_STATUS.waitingOutlineGeneration:
      return 'requirements'
    case ESSAY_STATUS.onApproveOutline:
    case ESSAY_STATUS.waitingOutlineUpload:
    case ESSAY_STATUS.waitingCitationBasedOutline:
      return 'outline'
    case ESSAY_STATUS.searchReferences:
    case ESSAY_STATUS.selectReferences:
    case ESSAY_STATUS.uploadReferences:
    case ESSAY_STATUS.waitingReferencesCitationRetrieval:
      return 'references'
    case ESSAY_STATUS.completed:
    case ESSAY_STATUS.waitingPresentationGeneration:
    // 13 rewrites sections of a finished work after its outline or sources changed.
    case ESSAY_STATUS.finalGeneration:
      return 'completed'
    case ESSAY_STATUS.processingFailed:
    case ESSAY_STATUS.canceled:
      return previousStatus && !isTerminalError(previousStatus) ? progressForStatus(previousStatus) : 'creation'
    default:
      // Text generation runs after payment, while the client fills (or skips) the title page.
      return 'title-page'
  }
}

// ---------------------------------------------------------------------------------------------
// Lifecycle
// ---------------------------------------------------------------------------------------------

/** The statuses the text is written in, part by part (10 → 19 → 20 → 21 → 22). */
export const ESSAY_WRITING = ['waitingDraftGeneration', 'waitingMainParts', 'waitingIntroduction', 'waitingConclusion', 'waitingFormatting'] as const satisfies readonly TEssayStatusName[]

const CHANGED = 'ai-essay-order-changed'

/**
 * Every move a text work can make (orders.md §4 "Text-work flow"). A step names its transition; edge/orders/transition.ts
 * locks the order, refuses a name whose `from` does not hold (STALE_STEP) or whose actor differs, writes the status,
 * logs the name, enqueues the job and publishes the event in one transaction.
 */
export const ESSAY_TRANSITIONS = [
  // 2 → 3: the AI's suggestion of idea and goal (or none) opens the requirements form.
  { name: 'requirements-suggested', from: ['extendedDescriptionGeneration'], to: 'requirementsDefinition', by: 'job', event: CHANGED },
  { name: 'requirements-without-suggestion', from: ['extendedDescriptionGeneration'], to: 'requirementsDefinition', by: 'job', event: CHANGED },
  // → 7: the outline is written for the saved requirements (also stepping back from outline approval).
  { name: 'requirements-saved', from: ['extendedDescriptionGeneration', 'requirementsDefinition', 'onApproveOutline'], to: 'waitingOutlineGeneration', by: 'client', job: 'essay.generate-outline', event: CHANGED },
  { name: 'outline-requested', from: ['requirementsDefinition', 'onApproveOutline'], to: 'waitingOutlineGeneration', by: 'client', job: 'essay.generate-outline', event: CHANGED },
  { name: 'outline-retried', from: ['processingFailed'], to: 'waitingOutlineGeneration', by: 'client', job: 'essay.generate-outline', event: CHANGED },
  { name: 'outline-generated', from: ['waitingOutlineGeneration'], to: 'onApproveOutline', by: 'job', event: CHANGED },
  { name: 'outline-failed', from: ['waitingOutlineGeneration'], to: 'processingFailed', by: 'job', event: CHANGED },
  // Outline approved: a client who can pay goes on to the search; anyone else stays on the Payment step with a teaser.
  { name: 'references-search-started', from: ['onApproveOutline', 'selectReferences', 'processingFailed'], to: 'searchReferences', by: 'client', job: 'essay.search-references', event: CHANGED },
  { name: 'payment-needed', from: ['onApproveOutline', 'selectReferences'], to: 'onApproveOutline', by: 'client', job: 'essay.fake-introduction', event: CHANGED },
  { name: 'references-found', from: ['searchReferences'], to: 'selectReferences', by: 'job', event: CHANGED },
  // → 10: a paid work with approved sources is written (again after completion or a failure; never charged twice).
  { name: 'final-text-started', from: ['selectReferences', 'completed', 'processingFailed'], to: 'waitingDraftGeneration', by: 'client', job: 'essay.final-text', event: CHANGED },
  { name: 'main-parts-started', from: ESSAY_WRITING, to: 'waitingMainParts', by: 'job', event: CHANGED },
  { name: 'introduction-started', from: ESSAY_WRITING, to: 'waitingIntroduction', by: 'job', event: CHANGED },
  { name: 'conclusion-started', from: ESSAY_WRITING, to: 'waitingConclusion', by: 'job', event: CHANGED },
  { name: 'final-text-completed', from: ESSAY_WRITING, to: 'completed', by: 'job', event: CHANGED },
  { name: 'final-text-failed', from: ESSAY_WRITING, to: 'processingFailed', by: 'job', event: CHANGED },
  // A failure before the outline: back to the requirements form.
  { name: 'requirements-reopened', from: ['processingFailed'], to: 'requirementsDefinition', by: 'client', event: CHANGED },
  // 14 → 26 → 14: the presentation of a finished work.
  { name: 'presentation-requested', from: ['completed'], to: 'waitingPresentationGeneration', by: 'client', job: 'essay.presentation', event: CHANGED },
  { name: 'presentation-finished', from: ['waitingPresentationGeneration'], to: 'completed', by: 'job', event: CHANGED },
  // 14 → 13 → 14: after the outline or sources of a finished work changed, only the affected sections are written
  // again (free: the work is paid); a failure returns to the finished work with its text untouched.
  { name: 'sections-rewrite-started', from: ['completed'], to: 'finalGeneration', by: 'client', job: 'essay.rewrite-sections', event: CHANGED },
  { name: 'sections-rewrite-completed', from: ['finalGeneration'], to: 'completed', by: 'job', event: CHANGED },
  { name: 'sections-rewrite-failed', from: ['finalGeneration'], to: 'completed', by: 'job', event: CHANGED },
] as const satisfies TTransitionTable<TEssayStatusName>

/**
 * Steps that change the order without moving its status, and the statuses each may run in (a step asked for in any
 * other status is a stale screen: STALE_STEP). Moving steps take their statuses from the transitions above.
 */
export const ESSAY_STEPS = {
  'upload-workbook': ['created', 'extendedDescriptionGeneration', 'requirementsDefinition', 'onApproveOutline'],
  'edit-outline': ['onApproveOutline'],
  'create-introduction': ['onApproveOutline'],
  pay: ['onApproveOutline', 'selectReferences'],
  'search-references': ['selectReferences'],
  'approve-references': ['selectReferences'],
  // The client's own sources: on the selection screen, and in a finished work, whose sources the client reopens from
  // the progress list (a source added there joins the text only through changed references and a rewrite).
  'edit-own-sources': ['selectReferences', 'completed'],
  'generate-final-text': ['selectReferences', 'completed'],
  'edit-final-text': ['completed'],
  'restore-text-version': ['completed'],
  'rewrite-sections': ['completed'],
  'change-outline': ['completed'],
  'change-references': ['completed'],
} as const satisfies Readonly<Record<string, readonly TEssayStatusName[]>>

export type TEssayTransitionName = (typeof ESSAY_TRANSITIONS)[number]['name']

/**
 * The unified order of a text work (orders.md §4 Generic statuses): a draft until the work is paid or leaves the
 * outline, in progress while it is searched and written, completed at 14 (and while its presentation is made), canceled
 * when it failed or was canceled; the search status is the AI pair (3 in progress, 4 finished).
 */
export function essayUnifiedState(status: TEssayStatus, isPaid: boolean): TUnifiedState {
  // A finished work stays completed while its presentation is made (26) or some of its sections are rewritten (13).
  const done = status === ESSAY_STATUS.completed || status === ESSAY_STATUS.waitingPresentationGeneration || status === ESSAY_STATUS.finalGeneration
  const finished = done || isTerminalError(status)
  const statusBySearch = finished ? SEARCH_STATUS.AI_FINISHED : SEARCH_STATUS.AI_IN_PROGRESS
  if (done) return { status: UNIFIED_STATUS.COMPLETED, statusBySearch }
  if (isTerminalError(status)) return { status: UNIFIED_STATUS.CANCELED, statusBySearch }
  const beforePayment: readonly TEssayStatus[] = [
    ESSAY_STATUS.created,
    ESSAY_STATUS.extendedDescriptionGeneration,
    ESSAY_STATUS.requirementsDefinition,
    ESSAY_STATUS.waitingOutlineGeneration,
    ESSAY_STATUS.onApproveOutline,
  ]
  return { status: beforePayment.includes(status) && !isPaid ? UNIFIED_STATUS.DRAFT : UNIFIED_STATUS.IN_PROGRESS, statusBySearch }
}
