// The text work's door to the training API: is training mode on (the flag off answers 404 to every training route),
// and the mock defense's task (POST /training-mode/v1/tasks with the work's unified order id, orders.md §7).
import type { TTrainingTaskCreated } from '../../domain/training/api-types'
import { isTrainingOff, trainingJson } from './training-request'

let probe: Promise<boolean> | null = null

/** Once per page: the lightest training route answers; only its 404 (the flag off) hides the entries. */
export function trainingAvailable(): Promise<boolean> {
  probe ??= trainingJson<unknown>('/memories').then(
    () => true,
    (e: unknown) => !isTrainingOff(e),
  )
  return probe
}

/** A refusal without Russian words reads «Что-то пошло не так…» (the spec's 'Failed to create task' is not shown). */
export const startDefenseTraining = (essayUnifiedOrderId: string) =>
  trainingJson<TTrainingTaskCreated>('/tasks', { method: 'POST', json: { essay_unified_order_id: essayUnifiedOrderId } })
