// The signed-in caller's own training task by its uuid, for the stream and the retry route: no token → 401, the flag
// off, a malformed uuid or another's task → 404 (the same answer, so a task's existence is not revealed).
import type { Context } from 'hono'
import type { AppEnv } from '../../context'
import { asService } from '../../db/port'
import { AppError } from '../../http/errors'
import { isTrainingModeOn } from '../training-flag'

const TRAINING_TASK_NOT_FOUND = 'Задача не найдена'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type TOwnTask = { id: string; uuid: string; unifiedOrderId: string; userId: string; status: number }

export async function findOwnTrainingTask(c: Context<AppEnv>, taskUuid: string): Promise<TOwnTask> {
  const deps = c.get('deps')
  const { db } = deps
  const caller = c.get('caller')
  if (caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED')
  if (!UUID.test(taskUuid) || !(await isTrainingModeOn({ deps, caller }))) throw new AppError('NOT_FOUND', TRAINING_TASK_NOT_FOUND)
  const [task] = await asService(db, (tx) =>
    tx.query<TOwnTask>(
      `select id::text as id, uuid::text as uuid, unified_order_id::text as "unifiedOrderId", user_id::text as "userId", status
         from public.training_tasks where uuid = $1::uuid and user_id = $2::uuid`,
      [taskUuid, caller.userId],
    ),
  )
  if (!task) throw new AppError('NOT_FOUND', TRAINING_TASK_NOT_FOUND)
  return { ...task, status: Number(task.status) }
}
