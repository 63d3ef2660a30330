// The training task plugged into the orders kernel: its table, log, transitions table (domain/training/statuses.ts),
// unified mapping (type services 8, beside the exam tickets) and room (the unified order's).
import { defineProduct } from '../orders/order-machine'
import { UNIFIED_TYPE } from '../../domain/orders/unified'
import { unifiedOrderRoom } from '../../domain/realtime'
import { TRAINING_MESSAGES } from '../../domain/training/input'
import { TRAINING_CHANGED_EVENT, TRAINING_TASK_STATUS, TRAINING_TASK_TRANSITIONS, trainingUnifiedState, type TTrainingTaskStatusName } from '../../domain/training/statuses'
import { TRAINING_TASK_COLUMNS, toTrainingTask, type TTrainingTaskRecord, type TTrainingTaskRow } from './training-task-row'

export const TRAINING_TASK_MACHINE = defineProduct<TTrainingTaskStatusName, TTrainingTaskRecord>({
  product: 'training task',
  typeId: UNIFIED_TYPE.SERVICES,
  table: 'public.training_tasks',
  notFound: TRAINING_MESSAGES.taskNotFound,
  columns: TRAINING_TASK_COLUMNS,
  toOrder: (row) => toTrainingTask(row as TTrainingTaskRow),
  logTable: 'public.training_task_logs',
  logKey: 'training_task_id',
  status: TRAINING_TASK_STATUS,
  transitions: TRAINING_TASK_TRANSITIONS,
  unified: (id) => trainingUnifiedState(id),
  room: (_orderId, unifiedOrderId) => unifiedOrderRoom(unifiedOrderId),
  changedEvent: TRAINING_CHANGED_EVENT,
  jobAttempts: {},
  // Its page opens by the task's uuid (/ecosystem/training/{uuid}), beside the exam tickets of the same type.
  sharedType: { product: 'training', uuidColumn: 'uuid' },
  // The training API addresses a task by it too (/training-mode/v1/tasks/{uuid}/…).
  uuidColumn: 'uuid',
})
