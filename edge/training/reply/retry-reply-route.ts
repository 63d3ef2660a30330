// POST /training-mode/v1/tasks/{taskUuid}/messages/{messageUuid}/retry – writes a new reply in place of a failed one:
// only the task's last reply, only when it failed, only while the task is in progress (else 409). The new reply is
// paid like any other (chargeTrainingReply: 403 without a subscription or trial credits) and streams at once.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { AppError } from '../../http/errors'
import { withOwnOrder } from '../../orders/with-own-order'
import type { TTrainingMessage } from '../../../domain/training/api-types'
import { chargeTrainingReply } from '../charge/charge-reply'
import { appendTrainingMessage } from '../messages/append-message'
import { TRAINING_TASK_MACHINE } from '../training-machine'
import { startTutorReply } from './start-reply'

const RETRY_MESSAGES = {
  notFound: 'Сообщение не найдено',
  notRetryable: 'Повторить можно только последний ответ репетитора, который не удался',
  completed: 'Задача уже завершена',
} as const

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const trainingRetryRoutes = new Hono<AppEnv>()

trainingRetryRoutes.post('/tasks/:taskUuid/messages/:messageUuid/retry', async (c) => {
  const deps = c.get('deps')
  const messageUuid = c.req.param('messageUuid')
  // Under the task's row lock (taken again by appendTrainingMessage): two retries of one message take turns.
  const reply = await withOwnOrder(TRAINING_TASK_MACHINE, { deps, caller: c.get('caller'), uuid: c.req.param('taskUuid'), signedIn: true }, async (tx, task) => {
    if (!UUID.test(messageUuid)) throw new AppError('NOT_FOUND', RETRY_MESSAGES.notFound)
    const [msg] = await tx.query<{ seq: number; sender: string; state: string; last_reply_seq: number }>(
      `select seq, sender, state,
              (select max(seq) from public.training_messages where training_task_id = $1::bigint and sender = 'assistant') as last_reply_seq
         from public.training_messages where training_task_id = $1::bigint and uuid = $2::uuid`,
      [task.id, messageUuid],
    )
    if (!msg) throw new AppError('NOT_FOUND', RETRY_MESSAGES.notFound)
    if (task.status !== 'IN_PROGRESS') throw new AppError('CONFLICT', RETRY_MESSAGES.completed)
    if (msg.sender !== 'assistant' || msg.state !== 'failed' || Number(msg.seq) !== Number(msg.last_reply_seq)) throw new AppError('CONFLICT', RETRY_MESSAGES.notRetryable)
    const placeholder = await appendTrainingMessage(tx, { taskId: task.id, sender: 'assistant', state: 'streaming' })
    await chargeTrainingReply(tx, { userId: task.userId!, replyUuid: placeholder.uuid, demo: deps.ports.ai.info.isDemo })
    return { taskId: task.id, placeholder }
  })
  await startTutorReply(deps, { taskId: reply.taskId, replyMessageId: reply.placeholder.id })
  const { id: _id, ...wire } = reply.placeholder
  return c.json({ reply: wire satisfies TTrainingMessage })
})
