// Runs the tutor for one reply row (state 'streaming') to its end over the kernel's answer runner (edge/streams: the
// row's lease, batches every 200 ms, the live channel to this process's chat streams), with the done marker stripped,
// then closes the row: 'done' (and, when the tutor saw the student reach the answer, the task completed by the tutor,
// an 'info' row task_completed, then the memories), or 'failed' with the partial text kept and the reply refunded.
// A run that finds text already in the row (the backstop job after a restart) asks the tutor to continue from it and
// appends only the continuation, so the reply is completed once.
import type { AppDeps } from '../../context'
import { asService, type Tx } from '../../db/port'
import { tryTransition } from '../../orders/transition'
import { closeAnswer } from '../../streams/answer-table'
import { runAnswer } from '../../streams/run-answer'
import { unifiedOrderRoom } from '../../../domain/realtime'
import { TRAINING_CHANGED_EVENT } from '../../../domain/training/statuses'
import { refundTrainingReply } from '../charge/charge-reply'
import { appendTrainingMessage, TRAINING_ANSWER_TABLE } from '../messages/append-message'
import { TRAINING_TASK_MACHINE } from '../training-machine'
import { TUTOR_FAILED_MESSAGE } from '../stream/row-events'
import { createTutor } from '../tutor/create-tutor'
import { TUTOR_DONE_MARKER, type TTutor } from '../tutor/tutor-port'
import { onTrainingTaskCompleted } from './after-task-completed'
import { loadTurn } from './load-turn'
import { createMarkerFilter } from './marker-filter'

export type TReplyOutcome = 'done' | 'completed' | 'failed' | 'skipped' | 'abandoned' | 'lost'

export type TRunReplyOptions = {
  taskId: string
  replyMessageId: string
  /** The tutor (createTutor over the AI port by default); tests and the bench pass a scripted one. */
  tutor?: TTutor
  /** A runner id whose lease may be taken although it has not run out (a runner of this process known to be gone). */
  takeOverFrom?: string | null
  /** Runs in the transaction that takes the lease (start-reply enqueues the backstop job there). */
  onClaimed?: (tx: Tx) => Promise<void>
  batchMs?: number
}

const TASK_COMPLETED_TEXT = 'Задача решена'

export async function runTutorReply(deps: AppDeps, o: TRunReplyOptions): Promise<TReplyOutcome> {
  const loaded = await loadTurn(deps, o)
  if (!loaded || loaded.reply.state !== 'streaming') return 'skipped'
  const { task, reply, turn } = loaded
  const tutor = o.tutor ?? createTutor(deps.ports.ai)
  const filter = createMarkerFilter(TUTOR_DONE_MARKER)
  const close = { taskId: task.id, unifiedOrderId: task.unified_order_id, userId: task.userId, reply }
  const outcome = await runAnswer<'done' | 'completed' | 'failed'>({
    deps,
    table: TRAINING_ANSWER_TABLE,
    parentId: task.id,
    unifiedOrderId: task.unified_order_id,
    messageId: reply.id,
    slot: String(reply.seq),
    takeOverFrom: o.takeOverFrom,
    onClaimed: o.onClaimed,
    batchMs: o.batchMs ?? 200,
    source: ({ partial, signal }) => tutor.streamReply({ ...turn, ...(partial && { partial }), signal }),
    filter,
    async close({ runnerId, text, failure }) {
      const e = failure ?? (text.length === 0 ? new Error('the tutor answered nothing') : null)
      if (e) {
        deps.log.warn('training: tutor reply failed', { taskId: task.id, messageId: reply.id, received: text.length, error: String(e) })
        return finish(deps, { ...close, runnerId, failed: true, completed: false })
      }
      const closed = await finish(deps, { ...close, runnerId, failed: false, completed: filter.found })
      if (closed === 'completed') await onTrainingTaskCompleted(deps, { taskId: task.id, tutor })
      return closed
    },
  })
  return outcome === 'busy' ? 'skipped' : outcome
}

/** Closes the row under this runner's lease; null when another runner holds it. */
async function finish(
  deps: AppDeps,
  o: { taskId: string; unifiedOrderId: string; userId: string | null; reply: { id: string; uuid: string }; runnerId: string; failed: boolean; completed: boolean },
): Promise<'done' | 'completed' | 'failed' | null> {
  return asService(deps.db, async (tx) => {
    const closed = await closeAnswer(tx, TRAINING_ANSWER_TABLE, { messageId: o.reply.id, runnerId: o.runnerId, state: o.failed ? 'failed' : 'done', error: o.failed ? TUTOR_FAILED_MESSAGE : null })
    if (!closed) return null
    let outcome: 'done' | 'completed' | 'failed' = o.failed ? 'failed' : 'done'
    if (o.failed && o.userId) await refundTrainingReply(tx, { userId: o.userId, replyUuid: o.reply.uuid })
    if (o.completed) {
      const completedAt = new Date()
      const moved = await tryTransition(tx, deps.realtime, TRAINING_TASK_MACHINE, {
        orderId: o.taskId,
        name: 'complete-by-tutor',
        by: 'job',
        set: { completion_reason: 'tutor', completed_at: completedAt },
        detail: { messageId: o.reply.id },
      })
      if (moved.ok) {
        await appendTrainingMessage(tx, { taskId: o.taskId, sender: 'info', content: TASK_COMPLETED_TEXT, meta: { kind: 'task_completed', completed_at: completedAt.toISOString() } })
        outcome = 'completed'
      }
    }
    await deps.realtime.publish(tx, { room: unifiedOrderRoom(o.unifiedOrderId), event: TRAINING_CHANGED_EVENT, data: { id: o.taskId, messageId: o.reply.id, final: true } })
    return outcome
  })
}
