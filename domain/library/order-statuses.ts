// Library work order statuses and lifecycle (orders.md §3 Library work order, §4 Task order «library order
// SENT_DENY», platform.md §4 «a library order in a done state»). Pure: the server moves an order only along
// LIBRARY_ORDER_TRANSITIONS (edge/orders/transition.ts), the order page and "My orders" read the mapping below.
import type { TTransitionTable } from '../orders/machine'
import { COMMON_ROWS, productStatuses } from '../orders/product-statuses'

/**
 * The spec names SENT_DENY and «a done state» without the list; these four cover what the product does. The unified
 * order (orders.md §4 Generic statuses): a draft until paid, completed once paid, canceled when refused or canceled.
 * The answer comes from the library, so the search status is «common finished» (2) throughout. `code`: the GraphQL
 * enum value (SENT_DENY as the spec spells it).
 */
export const LIBRARY_ORDER_STATUSES = productStatuses('library order', { created: 1, paid: 2, sentDeny: 3, canceled: 4 }, {
  /** Made from «Получить полное решение», waiting for payment: the page shows the task, the price and «Оплатить». */
  created: { ...COMMON_ROWS.draft, code: 'CREATED' },
  /** Paid: the full answer is open (the done state). */
  paid: { ...COMMON_ROWS.completed, code: 'PAID' },
  /** The work left the library before it was paid: the answer is refused and nothing is charged. */
  sentDeny: { ...COMMON_ROWS.canceled, code: 'SENT_DENY' },
  canceled: { ...COMMON_ROWS.canceled, code: 'CANCELED' },
})
export type TLibraryOrderStatusName = keyof typeof LIBRARY_ORDER_STATUSES.ids
export type TLibraryOrderStatus = (typeof LIBRARY_ORDER_STATUSES.ids)[TLibraryOrderStatusName]

const CHANGED = 'library-work-order-changed'

/** Every move a library order makes; payment and refusal are the platform's (the balance payment), cancel the client's. */
export const LIBRARY_ORDER_TRANSITIONS = [
  { name: 'paid', from: ['created'], to: 'paid', by: 'system', event: CHANGED },
  { name: 'denied', from: ['created'], to: 'sentDeny', by: 'system', event: CHANGED },
  { name: 'canceled', from: ['created'], to: 'canceled', by: 'client', event: CHANGED },
] as const satisfies TTransitionTable<TLibraryOrderStatusName>

/** The order page of a library order (route ecosystem-library__order). */
export const libraryOrderPath = (unifiedOrderId: string) => `/ecosystem/library/${unifiedOrderId}`

/** Rating stage of the library answer (RateUnifiedOrder's `stage`). */
export const LIBRARY_RATING_STAGE = 'library-answer'
