// The training task's lifecycle as data (orders.md §4 Training mode; DESIGN.md "Orders"): a task runs until the
// client completes it (with a completion reason) or the tutor sees the student reach the answer (task_completed).
// edge/orders/transition.ts moves a task only along TRAINING_TASK_TRANSITIONS.
import type { TTransitionTable } from '../orders/machine'
import { UNIFIED_STATUS, type TUnifiedState } from '../orders/unified'

export const TRAINING_TASK_STATUS = { IN_PROGRESS: 1, COMPLETED: 2 } as const
export type TTrainingTaskStatusName = keyof typeof TRAINING_TASK_STATUS

export function trainingTaskStatusName(id: number): TTrainingTaskStatusName {
  if (id === TRAINING_TASK_STATUS.COMPLETED) return 'COMPLETED'
  if (id === TRAINING_TASK_STATUS.IN_PROGRESS) return 'IN_PROGRESS'
  throw new Error(`unknown training task status ${id}`)
}

/** Published to the task's unified order room (App.Models.UnifiedOrder.{id}) on every move. */
export const TRAINING_CHANGED_EVENT = 'training-task-changed'

export const TRAINING_TASK_TRANSITIONS = [
  // POST /training-mode/v1/tasks/{uuid}/complete?completion_reason=…
  { name: 'complete-by-client', from: ['IN_PROGRESS'], to: 'COMPLETED', by: 'client', event: TRAINING_CHANGED_EVENT },
  // The tutor's reply carried the completion marker: the student reached the answer (or the defense report is done).
  { name: 'complete-by-tutor', from: ['IN_PROGRESS'], to: 'COMPLETED', by: 'job', event: TRAINING_CHANGED_EVENT },
] as const satisfies TTransitionTable<TTrainingTaskStatusName>

/** The unified order's generic state: in progress, then completed. */
export function trainingUnifiedState(id: number): TUnifiedState {
  return { status: id === TRAINING_TASK_STATUS.COMPLETED ? UNIFIED_STATUS.COMPLETED : UNIFIED_STATUS.IN_PROGRESS, statusBySearch: null }
}
