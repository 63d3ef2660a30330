// GET /training-mode/v1/tasks: the caller's tasks, newest first; a hundred is more than the list shows.
import type { AppDeps } from '../../context'
import { asService } from '../../db/port'
import type { TTrainingTaskList } from '../../../domain/training/api-types'
import { TRAINING_TASK_COLUMNS, toTrainingTask, type TTrainingTaskRow } from '../training-task-row'

const TRAINING_TASK_LIST_CAP = 100

export async function listTrainingTasks(deps: AppDeps, userId: string): Promise<TTrainingTaskList> {
  const rows = await asService(deps.db, (tx) =>
    tx.query<TTrainingTaskRow>(
      `select ${TRAINING_TASK_COLUMNS} from public.training_tasks where user_id = $1::uuid order by created_at desc, id desc limit $2`,
      [userId, TRAINING_TASK_LIST_CAP],
    ),
  )
  // The wire shape only: the row's internal ids and texts stay on the server.
  return { tasks: rows.map((r) => publicTask(toTrainingTask(r))) }
}

export function publicTask(t: ReturnType<typeof toTrainingTask>): TTrainingTaskList['tasks'][number] {
  const { uuid, unified_order_id, service_order_id, kind, title, status, completion_reason, rating, is_demo, created_at, completed_at } = t
  return { uuid, unified_order_id, service_order_id, kind, title, status, completion_reason, rating, is_demo, created_at, completed_at }
}
