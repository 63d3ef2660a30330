// GET /training-mode/v1/tasks/{uuid}/messages?limit&offset: one page of the chat (orders.md §9: 50 per page).
// `offset` counts back from the newest message (0 = the newest page), so the chat opens at its end and older pages
// load as the student scrolls up; each page is oldest-first, ready to render; `total` counts the whole chat.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { withOwnOrder } from '../../orders/with-own-order'
import { TRAINING_TASK_MACHINE } from '../training-machine'
import { TRAINING_MESSAGE_COLUMNS, toTrainingMessage, type TTrainingMessageRow } from '../messages/append-message'
import type { TTrainingMessagePage } from '../../../domain/training/api-types'

export async function listTrainingMessages(deps: AppDeps, o: { caller: Caller; taskUuid: string; limit: number; offset: number }): Promise<TTrainingMessagePage> {
  return withOwnOrder(TRAINING_TASK_MACHINE, { deps, caller: o.caller, uuid: o.taskUuid, signedIn: true }, async (tx, task) => {
    const rows = await tx.query<TTrainingMessageRow>(
      `select ${TRAINING_MESSAGE_COLUMNS} from public.training_messages where training_task_id = $1::bigint order by seq desc limit $2 offset $3`,
      [task.id, o.limit, o.offset],
    )
    const [count] = await tx.query<{ total: number }>('select count(*)::int as total from public.training_messages where training_task_id = $1::bigint', [task.id])
    return { messages: rows.reverse().map(toTrainingMessage), total: Number(count?.total ?? 0) }
  })
}
