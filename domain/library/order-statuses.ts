// Library work order statuses and lifecycle (orders.md §3 Library work order, §4 Task order «library order
// SENT_DENY», platform.md §4 «a library order in a done state»). Pure: the server moves an order only along
// LIBRARY_ORDER_TRANSITIONS (edge/orders/transition.ts), the order page and "My orders" read the mapping below.
import type { TTransitionTable } from '../orders/machine'
import { SEARCH_STATUS, UNIFIED_STATUS, type TUnifiedState } from '../orders/unified'
import { statusNames } from '../orders/status-names'

/** The spec names SENT_DENY and «a done state» without the list; these four cover what the product does. */
export const LIBRARY_ORDER_STATUS = {
  /** Made from «Получить полное решение», waiting for payment: the page shows the task, the price and «Оплатить». */
  created: 1,
  /** Paid: the full answer is open (the done state). */
  paid: 2,
  /** The work left the library before it was paid: the answer is refused and nothing is charged. */
  sentDeny: 3,
  canceled: 4,
} as const

export type TLibraryOrderStatusName = keyof typeof LIBRARY_ORDER_STATUS
export type TLibraryOrderStatus = (typeof LIBRARY_ORDER_STATUS)[TLibraryOrderStatusName]

const STATUS_NAMES = statusNames('library order', LIBRARY_ORDER_STATUS)

export const isLibraryOrderStatus = STATUS_NAMES.is
export const libraryOrderStatusName = STATUS_NAMES.name

/** The GraphQL enum values (SENT_DENY as the spec spells it). */
export const LIBRARY_ORDER_STATUS_CODE: Record<TLibraryOrderStatusName, 'CREATED' | 'PAID' | 'SENT_DENY' | 'CANCELED'> = {
  created: 'CREATED',
  paid: 'PAID',
  sentDeny: 'SENT_DENY',
  canceled: 'CANCELED',
}

const CHANGED = 'library-work-order-changed'

/** Every move a library order makes; payment and refusal are the platform's (the balance payment), cancel the client's. */
export const LIBRARY_ORDER_TRANSITIONS = [
  { name: 'paid', from: ['created'], to: 'paid', by: 'system', event: CHANGED },
  { name: 'denied', from: ['created'], to: 'sentDeny', by: 'system', event: CHANGED },
  { name: 'canceled', from: ['created'], to: 'canceled', by: 'client', event: CHANGED },
] as const satisfies TTransitionTable<TLibraryOrderStatusName>

/**
 * The unified order (orders.md §4 Generic statuses): a draft until paid, completed once paid, canceled when refused or
 * canceled. The answer comes from the library, so the search status is «common finished» (2) throughout.
 */
export function libraryOrderUnifiedState(status: TLibraryOrderStatus): TUnifiedState {
  const statusBySearch = SEARCH_STATUS.COMMON_FINISHED
  switch (status) {
    case LIBRARY_ORDER_STATUS.paid:
      return { status: UNIFIED_STATUS.COMPLETED, statusBySearch }
    case LIBRARY_ORDER_STATUS.sentDeny:
    case LIBRARY_ORDER_STATUS.canceled:
      return { status: UNIFIED_STATUS.CANCELED, statusBySearch }
    default:
      return { status: UNIFIED_STATUS.DRAFT, statusBySearch }
  }
}

/** The order page of a library order (route ecosystem-library__order). */
export const libraryOrderPath = (unifiedOrderId: string) => `/ecosystem/library/${unifiedOrderId}`

/** Rating stage of the library answer (RateUnifiedOrder's `stage`). */
export const LIBRARY_RATING_STAGE = 'library-answer'
