// The training task plugged into the orders kernel: its table, log, transitions table (domain/training/statuses.ts),
// unified mapping (type services 8, beside the exam tickets) and room (the unified order's).
import { defineProduct } from '../orders/order-machine'
import { UNIFIED_TYPE } from '../../domain/orders/unified'
import { TRAINING_MESSAGES } from '../../domain/training/input'
import { TRAINING_CHANGED_EVENT, TRAINING_TASK_STATUS, TRAINING_TASK_TRANSITIONS, trainingUnifiedState, type TTrainingTaskStatusName } from '../../domain/training/statuses'
import { TRAINING_TASK_COLUMNS, toTrainingTask, type TTrainingTaskRecord } from './training-task-row'

export const TRAINING_TASK_MACHINE = defineProduct<TTrainingTaskStatusName, TTrainingTaskRecord>({
  product: 'training task',
  typeId: UNIFIED_TYPE.SERVICES,
  table: 'public.training_tasks',
  notFound: TRAINING_MESSAGES.taskNotFound,
  columns: TRAINING_TASK_COLUMNS,
  toOrder: toTrainingTask,
  status: TRAINING_TASK_STATUS,
  transitions: TRAINING_TASK_TRANSITIONS,
  unified: (id) => trainingUnifiedState(id),
  changedEvent: TRAINING_CHANGED_EVENT,
  // Its page opens by the task's uuid (/ecosystem/training/{uuid}), beside the exam tickets of the same type.
  sharedType: { product: 'training', uuidColumn: 'uuid' },
  // The training API addresses a task by it too (/training-mode/v1/tasks/{uuid}/…).
  uuidColumn: 'uuid',
})
