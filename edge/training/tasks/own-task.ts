// The caller's own training task by its uuid, in the caller's transaction (optionally locked): another client's task
// and a task that does not exist are the same 404, so a uuid tells a stranger nothing.
import type { Tx } from '../../db/port'
import { AppError } from '../../http/errors'
import { TRAINING_MESSAGES } from '../../../domain/training/input'
import { TRAINING_TASK_COLUMNS, toTrainingTask, type TTrainingTaskRecord, type TTrainingTaskRow } from '../training-task-row'

export async function ownTrainingTask(tx: Tx, o: { userId: string; taskUuid: string; lock?: boolean }): Promise<TTrainingTaskRecord> {
  const [row] = await tx.query<TTrainingTaskRow>(
    `select ${TRAINING_TASK_COLUMNS} from public.training_tasks where uuid = $1::uuid and user_id = $2::uuid${o.lock ? ' for update' : ''}`,
    [o.taskUuid, o.userId],
  )
  if (!row) throw new AppError('NOT_FOUND', TRAINING_MESSAGES.taskNotFound)
  return toTrainingTask(row)
}
