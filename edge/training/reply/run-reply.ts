// Runs the tutor for one reply row (state 'streaming') to its end: takes the row's lease, streams the tutor's deltas
// (done marker stripped) to this process's chat streams through the live channel and into the row in batches, then
// closes the row: 'done' (and, when the tutor saw the student reach the answer, the task completed by the tutor, an
// 'info' row task_completed, then the memories), or 'failed' with the partial text kept and the reply refunded.
// A run that finds text already in the row (the backstop job after a restart) asks the tutor to continue from it and
// appends only the continuation, so the reply is completed once.
import type { AppDeps } from '../../context'
import { asService, type Tx } from '../../db/port'
import { tryTransition } from '../../orders/transition'
import { unifiedOrderRoom } from '../../../domain/realtime'
import { TRAINING_CHANGED_EVENT } from '../../../domain/training/statuses'
import { refundTrainingReply } from '../charge/charge-reply'
import { appendTrainingMessage } from '../messages/append-message'
import { TRAINING_TASK_MACHINE } from '../training-machine'
import { liveReplies, processRunnerPrefix } from '../stream/live-replies'
import { TUTOR_FAILED_MESSAGE } from '../stream/row-events'
import { createTutor } from '../tutor/create-tutor'
import { TUTOR_DONE_MARKER, type TTutor } from '../tutor/tutor-port'
import { onTrainingTaskCompleted } from './after-task-completed'
import { loadTurn } from './load-turn'
import { createMarkerFilter } from './marker-filter'
import { createReplyWriter, REPLY_LEASE_SECONDS } from './reply-writer'

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

const RENEW_MS = (REPLY_LEASE_SECONDS * 1000) / 3
const TASK_COMPLETED_TEXT = 'Задача решена'

export async function runTutorReply(deps: AppDeps, o: TRunReplyOptions): Promise<TReplyOutcome> {
  const loaded = await loadTurn(deps, o)
  if (!loaded || loaded.reply.state !== 'streaming') return 'skipped'
  const { task, reply, turn } = loaded
  const runnerId = `${processRunnerPrefix()}:${crypto.randomUUID().slice(0, 8)}`
  const claimed = await asService(deps.db, async (tx) => {
    const [row] = await tx.query<{ content: string }>(
      `update public.training_messages set runner_id = $2, lease_until = now() + $4::int * interval '1 second'
        where id = $1::bigint and state = 'streaming' and (runner_id is null or lease_until is null or lease_until < now() or runner_id = $3)
        returning content`,
      [reply.id, runnerId, o.takeOverFrom ?? null, REPLY_LEASE_SECONDS],
    )
    if (row && o.onClaimed) await o.onClaimed(tx)
    return row ?? null
  })
  if (!claimed) return 'skipped'

  const partial = claimed.content
  const tutor = o.tutor ?? createTutor(deps.ports.ai)
  const abort = new AbortController()
  let abandoned = false
  // Assigned below, after the live entry that awaits it exists.
  // eslint-disable-next-line prefer-const
  let settled!: Promise<TReplyOutcome>
  const live = {
    taskId: task.id,
    messageId: reply.id,
    uuid: reply.uuid,
    seq: reply.seq,
    runnerId,
    text: partial,
    abandon: async () => {
      abandoned = true
      abort.abort()
      liveReplies.remove(reply.id)
      await settled.catch(() => {})
    },
  }
  liveReplies.add(live)
  const writer = createReplyWriter({ db: deps.db, realtime: deps.realtime, taskId: task.id, unifiedOrderId: task.unified_order_id, messageId: reply.id, runnerId, startLength: partial.length, batchMs: o.batchMs })
  const filter = createMarkerFilter(TUTOR_DONE_MARKER)
  const renew = setInterval(() => void writer.renew().then((held) => held || abort.abort(), () => {}), RENEW_MS)
  const emit = (text: string) => {
    if (!text) return
    live.text += text
    writer.push(text)
    liveReplies.emit(task.id, { kind: 'text', messageId: reply.id, seq: reply.seq })
  }

  settled = (async (): Promise<TReplyOutcome> => {
    try {
      for await (const delta of tutor.streamReply({ ...turn, ...(partial && { partial }), signal: abort.signal })) {
        if (abandoned || writer.lost) break
        emit(filter.push(delta))
      }
      if (abandoned) return 'abandoned'
      emit(filter.end())
      await writer.drain()
      if (writer.lost) return 'lost'
      if (live.text.length === 0) throw new Error('the tutor answered nothing')
    } catch (e) {
      if (abandoned) return 'abandoned'
      await writer.drain().catch(() => {})
      deps.log.warn('training: tutor reply failed', { taskId: task.id, messageId: reply.id, received: live.text.length, error: String(e) })
      return (await finish(deps, { taskId: task.id, unifiedOrderId: task.unified_order_id, userId: task.userId, reply, runnerId, failed: true, completed: false })) ? 'failed' : 'lost'
    }
    const closed = await finish(deps, { taskId: task.id, unifiedOrderId: task.unified_order_id, userId: task.userId, reply, runnerId, failed: false, completed: filter.found })
    if (!closed) return 'lost'
    if (closed === 'completed') await onTrainingTaskCompleted(deps, { taskId: task.id, tutor })
    return closed
  })()
  try {
    return await settled
  } finally {
    clearInterval(renew)
    if (liveReplies.get(reply.id) === live) liveReplies.remove(reply.id)
    if (!abandoned) liveReplies.emit(task.id, { kind: 'end', messageId: reply.id, seq: reply.seq })
  }
}

/** Closes the row under this runner's lease; null when another runner holds it. */
async function finish(
  deps: AppDeps,
  o: { taskId: string; unifiedOrderId: string; userId: string | null; reply: { id: string; uuid: string }; runnerId: string; failed: boolean; completed: boolean },
): Promise<'done' | 'completed' | 'failed' | null> {
  return asService(deps.db, async (tx) => {
    const rows = await tx.query(
      `update public.training_messages set state = $3, error = $4, lease_until = null where id = $1::bigint and state = 'streaming' and runner_id = $2 returning id`,
      [o.reply.id, o.runnerId, o.failed ? 'failed' : 'done', o.failed ? TUTOR_FAILED_MESSAGE : null],
    )
    if (rows.length === 0) return null
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
