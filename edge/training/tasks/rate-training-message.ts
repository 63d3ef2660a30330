// POST /training-mode/v1/messages/{uuid}/rate?rating=up|down: the tutor's replies only, once each (orders.md §7, §8:
// a second rating answers 409 «Вы уже оценили это сообщение»). Another client's message is 404.
import type { AppDeps } from '../../context'
import { asService } from '../../db/port'
import { AppError } from '../../http/errors'
import { TRAINING_MESSAGE_COLUMNS, toTrainingMessage, type TTrainingMessageRow } from '../messages/append-message'
import { TRAINING_MESSAGES, type TTrainingRating } from '../../../domain/training/input'
import type { TTrainingMessage } from '../../../domain/training/api-types'

export const ONLY_TUTOR_REPLIES = 'Оценить можно только ответ репетитора'

export async function rateTrainingMessage(deps: AppDeps, o: { userId: string; messageUuid: string; rating: TTrainingRating }): Promise<TTrainingMessage> {
  return asService(deps.db, async (tx) => {
    const [found] = await tx.query<{ id: string; sender: string }>(
      `select m.id::text as id, m.sender from public.training_messages m join public.training_tasks t on t.id = m.training_task_id
        where m.uuid = $1::uuid and t.user_id = $2::uuid`,
      [o.messageUuid, o.userId],
    )
    if (!found) throw new AppError('NOT_FOUND', TRAINING_MESSAGES.messageNotFound)
    if (found.sender !== 'assistant') throw new AppError('BAD_REQUEST', ONLY_TUTOR_REPLIES)
    const [row] = await tx.query<TTrainingMessageRow>(
      `update public.training_messages set rating = $2 where id = $1::bigint and rating = 'not_rated' returning ${TRAINING_MESSAGE_COLUMNS}`,
      [found.id, o.rating],
    )
    if (!row) throw new AppError('ALREADY_RATED', TRAINING_MESSAGES.alreadyRated)
    return toTrainingMessage(row)
  })
}
