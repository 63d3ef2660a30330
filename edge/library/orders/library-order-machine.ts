// The library work order plugged into the orders kernel: its table, log, transitions table
// (domain/library/order-statuses.ts), unified mapping and room. Its events go to the unified order's room, which the
// order page (/ecosystem/library/{unifiedOrderId}) joins.
import { defineProduct } from '../../orders/order-machine'
import { LIBRARY_ORDER_STATUSES, LIBRARY_ORDER_TRANSITIONS, type TLibraryOrderStatusName } from '../../../domain/library/order-statuses'
import { UNIFIED_TYPE } from '../../../domain/orders/unified'
import { LIBRARY_ORDER_COLUMNS, toLibraryOrder, type TLibraryOrder } from './library-order-row'

export const LIBRARY_ORDER_MACHINE = defineProduct<TLibraryOrderStatusName, TLibraryOrder>({
  product: 'library work',
  typeId: UNIFIED_TYPE.LIBRARY,
  table: 'public.library_work_orders',
  columns: LIBRARY_ORDER_COLUMNS,
  toOrder: toLibraryOrder,
  status: LIBRARY_ORDER_STATUSES.ids,
  transitions: LIBRARY_ORDER_TRANSITIONS,
  unified: LIBRARY_ORDER_STATUSES.unifiedState,
  changedEvent: 'library-work-order-changed',
  payment: {
    reason: 'library_order',
    key: 'library-order',
    ref: 'library',
    product: 'library',
    short: 'Не хватает токенов на балансе, чтобы открыть решение: пополни баланс',
    // A free question opens a ready solution as it does an AI answer: both are a task's paid features (orders.md §4).
    trialPays: true,
    // Real works written by people, not AI writing: charged even while the AI is the demo writer.
    writtenByAi: false,
    paidBy: 'paid',
  },
})
