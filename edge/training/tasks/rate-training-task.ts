// POST /training-mode/v1/tasks/{uuid}/rate?rating=up|down: once per task; a second rating is 409 ALREADY_RATED.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { withOwnOrder } from '../../orders/with-own-order'
import { TRAINING_TASK_MACHINE } from '../training-machine'
import { TRAINING_MESSAGES, type TTrainingRating } from '../../../domain/training/input'
import type { TTrainingTask } from '../../../domain/training/api-types'
import { TRAINING_TASK_COLUMNS, toTrainingTask, type TTrainingTaskRow } from '../training-task-row'
import { publicTask } from './list-training-tasks'

export async function rateTrainingTask(deps: AppDeps, o: { caller: Caller; taskUuid: string; rating: TTrainingRating }): Promise<TTrainingTask> {
  return withOwnOrder(TRAINING_TASK_MACHINE, { deps, caller: o.caller, uuid: o.taskUuid, signedIn: true }, async (tx, own) => {
    // The condition in the update itself: two racing ratings cannot both pass.
    const [row] = await tx.query<TTrainingTaskRow>(
      `update public.training_tasks set rating = $2 where id = $1::bigint and rating = 'not_rated' returning ${TRAINING_TASK_COLUMNS}`,
      [own.id, o.rating],
    )
    if (!row) throw new AppError('ALREADY_RATED', TRAINING_MESSAGES.alreadyRated)
    return publicTask(toTrainingTask(row))
  })
}
