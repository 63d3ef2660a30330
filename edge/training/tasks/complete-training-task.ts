// POST /training-mode/v1/tasks/{uuid}/complete?completion_reason=: the client ends the task (solved, closed, gave up).
// The kernel moves it IN_PROGRESS → COMPLETED under its row lock (a second completion is 409); after the commit the
// memories step runs, and its failure is logged: the task is completed either way.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { tryTransition } from '../../orders/transition'
import { withOwnOrder } from '../../orders/with-own-order'
import { onTrainingTaskCompleted } from '../reply/after-task-completed'
import { TRAINING_TASK_MACHINE } from '../training-machine'
import { TRAINING_MESSAGES, type TCompletionReason } from '../../../domain/training/input'
import type { TTrainingTask } from '../../../domain/training/api-types'
import { publicTask } from './list-training-tasks'

export async function completeTrainingTask(deps: AppDeps, o: { caller: Caller; taskUuid: string; reason: Exclude<TCompletionReason, 'tutor'> }): Promise<TTrainingTask> {
  const task = await withOwnOrder(TRAINING_TASK_MACHINE, { deps, caller: o.caller, uuid: o.taskUuid, signedIn: true }, async (tx, own) => {
    const moved = await tryTransition(tx, deps.realtime, TRAINING_TASK_MACHINE, {
      orderId: own.id,
      name: 'complete-by-client',
      by: 'client',
      set: { completion_reason: o.reason, completed_at: new Date() },
      detail: { completion_reason: o.reason },
    })
    if (!moved.ok) throw new AppError('CONFLICT', TRAINING_MESSAGES.taskCompleted)
    return moved.order
  })
  // Not awaited into the answer: the memories are extra, the completion is what the client asked for.
  void onTrainingTaskCompleted(deps, { taskId: task.id }).catch((e: unknown) =>
    deps.log.error('training: after-completion step failed', { taskId: task.id, error: String((e as Error)?.stack ?? e) }),
  )
  return publicTask(task)
}
