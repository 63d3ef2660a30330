// The signed-in caller's own training task by its uuid, for the chat stream, found through the orders kernel
// (withOwnOrder): no token → 401, the flag off, a malformed uuid or another's task → 404 (the same answer, so a task's
// existence is not revealed). The stream's routes are mounted on their own in tests, so they check the flag themselves.
import type { Context } from 'hono'
import type { AppEnv } from '../../context'
import { AppError } from '../../http/errors'
import { withOwnOrder } from '../../orders/with-own-order'
import { TRAINING_MESSAGES } from '../../../domain/training/input'
import { isTrainingModeOn } from '../training-flag'
import { TRAINING_TASK_MACHINE } from '../training-machine'

export type TOwnTask = { id: string; uuid: string; unifiedOrderId: string }

export async function findOwnTrainingTask(c: Context<AppEnv>, taskUuid: string): Promise<TOwnTask> {
  const deps = c.get('deps')
  const caller = c.get('caller')
  if (caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED')
  if (!(await isTrainingModeOn({ deps, caller }))) throw new AppError('NOT_FOUND', TRAINING_MESSAGES.taskNotFound)
  return withOwnOrder(TRAINING_TASK_MACHINE, { deps, caller, uuid: taskUuid }, async (_tx, task) => ({ id: task.id, uuid: task.uuid, unifiedOrderId: task.unified_order_id }))
}
