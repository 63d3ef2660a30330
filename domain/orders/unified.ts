// Unified orders (orders.md §3 Unified order, §4 Generic statuses): type ids, the generic status and search status, and
// where each type's order page lives. Pure: the server writes these, "My orders" and the quick menu read them.
import { TRAINING_ORDER_PATH } from '../training/paths'

/** orders.md §3 type ids. */
export const UNIFIED_TYPE = {
  TASK_SOLVING: 1,
  LIBRARY: 2,
  AI: 3,
  TEXT_WORK: 5,
  AI_REFERAT: 6,
  ADVANCED_AI: 7,
  SERVICES: 8,
  PRESENTATION: 9,
} as const
export type TUnifiedTypeName = keyof typeof UNIFIED_TYPE
export type TUnifiedTypeId = (typeof UNIFIED_TYPE)[TUnifiedTypeName]

/** Generic statuses: draft 1, in progress 2, completed 3, canceled 4. */
export const UNIFIED_STATUS = { DRAFT: 1, IN_PROGRESS: 2, COMPLETED: 3, CANCELED: 4 } as const
export type TUnifiedStatusName = keyof typeof UNIFIED_STATUS
export type TUnifiedStatus = (typeof UNIFIED_STATUS)[TUnifiedStatusName]

/** Search statuses: common in progress 1, common finished 2, AI in progress 3, AI finished 4. */
export const SEARCH_STATUS = { COMMON_IN_PROGRESS: 1, COMMON_FINISHED: 2, AI_IN_PROGRESS: 3, AI_FINISHED: 4 } as const
type TSearchStatus = (typeof SEARCH_STATUS)[keyof typeof SEARCH_STATUS]

/** The two tabs of "My orders": in progress counts DRAFT + IN_PROGRESS, completed counts COMPLETED + CANCELED. */
export const ORDER_TABS = {
  inProgress: [UNIFIED_STATUS.DRAFT, UNIFIED_STATUS.IN_PROGRESS],
  completed: [UNIFIED_STATUS.COMPLETED, UNIFIED_STATUS.CANCELED],
} as const satisfies Record<string, readonly TUnifiedStatus[]>
export type TOrderTab = keyof typeof ORDER_TABS

/** What the kernel keeps on the unified order for one product status. */
export type TUnifiedState = { status: TUnifiedStatus; statusBySearch: TSearchStatus | null }

const NAME_BY_TYPE = new Map<number, TUnifiedTypeName>(Object.entries(UNIFIED_TYPE).map(([k, v]) => [v, k as TUnifiedTypeName]))
const NAME_BY_STATUS = new Map<number, TUnifiedStatusName>(Object.entries(UNIFIED_STATUS).map(([k, v]) => [v, k as TUnifiedStatusName]))

export const unifiedTypeName = (id: number): TUnifiedTypeName | null => NAME_BY_TYPE.get(id) ?? null
export const unifiedStatusName = (id: number): TUnifiedStatusName | null => NAME_BY_STATUS.get(id) ?? null

/** The pages an order can open on (the quick menu's `kind`). */
export type TOrderKindOfType = 'text' | 'task' | 'slides' | 'library' | 'ai' | 'advanced-ai' | 'referat' | 'exam' | 'training'

/**
 * The product page an order opens on (the quick menu's `kind`); types without a page of their own open as a task.
 * Services (type 8) hold two products, exam tickets and training tasks: `product` says which one the order's main
 * order is ('training' when its main order is a training task).
 */
export function orderKindOfType(typeId: number, product?: string | null): TOrderKindOfType {
  switch (typeId) {
    case UNIFIED_TYPE.TEXT_WORK:
      return 'text'
    case UNIFIED_TYPE.LIBRARY:
      return 'library'
    case UNIFIED_TYPE.AI:
      return 'ai'
    // The AI answer grounded in found sources (/ecosystem/advanced-ai/{id}).
    case UNIFIED_TYPE.ADVANCED_AI:
      return 'advanced-ai'
    case UNIFIED_TYPE.AI_REFERAT:
      return 'referat'
    case UNIFIED_TYPE.PRESENTATION:
      return 'slides'
    // The service orders: the exam tickets' answers (domain/exam/order-statuses.ts) and the training tasks (/ecosystem/training/{uuid}).
    case UNIFIED_TYPE.SERVICES:
      return product === 'training' ? 'training' : 'exam'
    default:
      return 'task'
  }
}

/** A training task's page, as "My orders" links it: the product is told by its address. */
export const productOfHref = (href: string | null | undefined): 'training' | null => (href?.startsWith(TRAINING_ORDER_PATH) ? 'training' : null)

/** The type filter of "My orders", in the order the select shows it. */
export const ORDER_TYPE_FILTER: readonly { typeId: TUnifiedTypeId; label: string }[] = [
  { typeId: UNIFIED_TYPE.TEXT_WORK, label: 'Текстовые работы' },
  { typeId: UNIFIED_TYPE.TASK_SOLVING, label: 'Задачи' },
  { typeId: UNIFIED_TYPE.PRESENTATION, label: 'Презентации' },
  { typeId: UNIFIED_TYPE.LIBRARY, label: 'Работы из библиотеки' },
  { typeId: UNIFIED_TYPE.AI, label: 'Ответы ИИ' },
  { typeId: UNIFIED_TYPE.ADVANCED_AI, label: 'Ответы ИИ по источникам' },
  { typeId: UNIFIED_TYPE.AI_REFERAT, label: 'Рефераты' },
  // Services: exam tickets and training tasks.
  { typeId: UNIFIED_TYPE.SERVICES, label: 'Билеты и тренировки' },
]
