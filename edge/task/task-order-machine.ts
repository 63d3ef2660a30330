// The task search order plugged into the orders kernel: its table, log, transitions table
// (domain/task/order-statuses.ts), unified mapping and room. Its events go to the unified order's room, which the task
// pages (/ecosystem/task-solver/{unifiedOrderId} and its preview) join.
import { defineProduct } from '../orders/order-machine'
import { TASK_ORDER_STATUSES, TASK_ORDER_TRANSITIONS, TASK_SEARCH_JOB, type TTaskOrderStatusName } from '../../domain/task/order-statuses'
import { UNIFIED_TYPE } from '../../domain/orders/unified'
import { TASK_ORDER_COLUMNS, toTaskOrder, type TTaskOrder } from './task-order-row'

export const TASK_ORDER_MACHINE = defineProduct<TTaskOrderStatusName, TTaskOrder>({
  product: 'task search',
  typeId: UNIFIED_TYPE.TASK_SOLVING,
  table: 'public.task_orders',
  columns: TASK_ORDER_COLUMNS,
  toOrder: toTaskOrder,
  status: TASK_ORDER_STATUSES.ids,
  transitions: TASK_ORDER_TRANSITIONS,
  unified: TASK_ORDER_STATUSES.unifiedState,
  changedEvent: 'unified-order-search-status-changed',
  jobAttempts: { [TASK_SEARCH_JOB]: 5 },
  // «Решить с ИИ» makes the task's main order; from then on a late search result does not overwrite its state.
  yieldsTo: 'public.ai_orders',
})
