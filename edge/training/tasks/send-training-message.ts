// POST /training-mode/v1/tasks/{uuid}/messages: the student's next message. The task must be in progress and the
// tutor's previous reply finished; one transaction stores the message and the reply placeholder and pays for the
// reply, then the tutor starts. The task row's lock (taken first) makes two racing sends queue: the second sees the
// first one's reply streaming and is refused.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { withOwnOrder } from '../../orders/with-own-order'
import { checkAllowed } from '../../auth/assert-allowed'
import { appendTrainingMessage } from '../messages/append-message'
import { chargeTrainingReply } from '../charge/charge-reply'
import { startTutorReply } from '../reply/start-reply'
import { TRAINING_MESSAGES } from '../../../domain/training/input'
import type { TTrainingMessageSent } from '../../../domain/training/api-types'
import { TRAINING_TASK_MACHINE } from '../training-machine'
import { takeTrainingRateLimit } from './training-rate-limit'

export const WAIT_FOR_REPLY = 'Дождись ответа репетитора'

export async function sendTrainingMessage(deps: AppDeps, o: { caller: Caller; taskUuid: string; text: string }): Promise<TTrainingMessageSent> {
  const sent = await withOwnOrder(TRAINING_TASK_MACHINE, { deps, caller: o.caller, uuid: o.taskUuid, signedIn: true }, async (tx, task) => {
    const userId = task.userId!
    await checkAllowed(tx, userId, 'orders')
    if (task.status !== 'IN_PROGRESS') throw new AppError('CONFLICT', TRAINING_MESSAGES.taskCompleted)
    const [streaming] = await tx.query(`select 1 from public.training_messages where training_task_id = $1::bigint and sender = 'assistant' and state = 'streaming' limit 1`, [task.id])
    if (streaming) throw new AppError('CONFLICT', WAIT_FOR_REPLY)
    await takeTrainingRateLimit(tx, 'message', userId)
    const { id: _messageId, ...message } = await appendTrainingMessage(tx, { taskId: task.id, sender: 'user', content: o.text })
    const { id: replyId, ...reply } = await appendTrainingMessage(tx, { taskId: task.id, sender: 'assistant', state: 'streaming' })
    await chargeTrainingReply(tx, { userId, replyUuid: reply.uuid, demo: deps.ports.ai.info.isDemo })
    return { taskId: task.id, replyId, message, reply }
  })
  await startTutorReply(deps, { taskId: sent.taskId, replyMessageId: sent.replyId })
  return { message: sent.message, reply: sent.reply }
}
