// Task search order statuses and lifecycle (orders.md §4 Task order, §3 Unified order type 1 TASK_SOLVING). Pure: the
// server moves an order only along TASK_ORDER_TRANSITIONS (edge/orders/transition.ts); the task pages read the mapping.
import type { TTransitionTable } from '../orders/machine'
import { COMMON_ROWS, productStatuses } from '../orders/product-statuses'

/**
 * The unified order (orders.md §4): in progress while the library is searched (common in progress), then a draft
 * waiting for the client to pick a ready solution or the AI (common finished); canceled when removed.
 */
export const TASK_ORDER_STATUSES = productStatuses('task order', { searching: 1, searched: 2, canceled: 3 }, {
  /** Made by POST /api/unified-order/search: the library search job runs (statusBySearch 1). */
  searching: { ...COMMON_ROWS.working, code: 'SEARCHING' },
  /** The matches are stored (none is a result too): statusBySearch 2. */
  searched: { ...COMMON_ROWS.draft, code: 'SEARCHED' },
  /** Removed: the page shows the «deleted task solver» popup. */
  canceled: { ...COMMON_ROWS.canceled, code: 'CANCELED' },
})
export type TTaskOrderStatusName = keyof typeof TASK_ORDER_STATUSES.ids
export type TTaskOrderStatus = (typeof TASK_ORDER_STATUSES.ids)[TTaskOrderStatusName]

/** The durable job that searches the library for a new order. */
export const TASK_SEARCH_JOB = 'task-order.search-library'

/**
 * The search job ends the search; the client may remove its task at any time. The unified order's own
 * `unified-order-search-status-changed` comes from the kernel's sync when statusBySearch moves 1 → 2.
 */
export const TASK_ORDER_TRANSITIONS = [
  { name: 'searched', from: ['searching'], to: 'searched', by: 'job' },
  { name: 'canceled', from: ['searching', 'searched'], to: 'canceled', by: 'client' },
] as const satisfies TTransitionTable<TTaskOrderStatusName>

/** The signed-in client's task page (route ecosystem-task__order). */
export const taskOrderPath = (unifiedOrderId: string) => `/ecosystem/task-solver/${unifiedOrderId}`
/** The guest's preview of the same task (route ecosystem-task__preview). */
export const taskPreviewPath = (unifiedOrderId: string) => `/ecosystem/task-solver/preview/${unifiedOrderId}`

/** «Совпадение NN %» of a match's 0–1 score. */
export const matchPercent = (score: number) => `Совпадение ${Math.max(1, Math.min(100, Math.round(score * 100)))} %`

/** At most this many matches are kept (the page shows TASK_MATCHES_PAGE of them, then more on «Показать ещё»). */
export const TASK_MATCHES_MAX = 20
/** The matches the task page shows at first and adds on each «Показать ещё». */
export const TASK_MATCHES_PAGE = 5
