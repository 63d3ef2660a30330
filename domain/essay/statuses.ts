// Text-work order statuses 1–26 and the wizard step each one shows (orders.md §4 "Text-work order statuses", §2 wizard).
// Pure: the server guards every AI step by these statuses, the wizard picks its screen from them.

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

const NAME_BY_ID = new Map<number, TEssayStatusName>(Object.entries(ESSAY_STATUS).map(([name, id]) => [id, name as TEssayStatusName]))

export function isEssayStatus(value: unknown): value is TEssayStatus {
  return typeof value === 'number' && NAME_BY_ID.has(value)
}

export function essayStatusName(status: TEssayStatus): TEssayStatusName {
  return NAME_BY_ID.get(status)!
}

/** Failed and canceled are the terminal error states. */
export function isTerminalError(status: TEssayStatus): boolean {
  return status === ESSAY_STATUS.processingFailed || status === ESSAY_STATUS.canceled
}

export function isFinished(status: TEssayStatus): boolean {
  return status === ESSAY_STATUS.completed || isTerminalError(status)
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
      return 'completed'
    case ESSAY_STATUS.processingFailed:
    case ESSAY_STATUS.canceled:
      return previousStatus && !isTerminalError(previousStatus) ? progressForStatus(previousStatus) : 'creation'
    default:
      // Text generation runs after payment, while the client fills (or skips) the title page.
      return 'title-page'
  }
}
