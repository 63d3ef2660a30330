// Starts the tutor's reply to the latest user message: the reply row (sender 'assistant', state 'streaming') is already
// stored and paid; this runs the tutor now, in this process (not behind the job queue, so the first words come at
// once), and returns at once. Taking the row's lease also enqueues the backstop job that finishes the reply if this
// process dies before it does (training-reply-job.ts).
// On Workers nothing may outlive the request that started it, so there the reply is the same job, due at once: the
// request hands it to the Queue as it ends (edge/runtime/worker.server.ts) and the consumer runs it, while the chat's
// stream polls the rows it writes.
import type { AppDeps } from '../../context'
import type { TTutor } from '../tutor/tutor-port'
import { runTutorReply, type TReplyOutcome } from './run-reply'
import { enqueueTrainingReplyBackstop } from './training-reply-job'

export async function startTutorReply(deps: AppDeps, o: { taskId: string; replyMessageId: string; tutor?: TTutor; batchMs?: number }): Promise<void> {
  if (deps.runtime === 'workers') await enqueueTrainingReplyBackstop(deps.db, { taskId: o.taskId, messageId: o.replyMessageId, round: 1 }, 0)
  else void runTrainingReplyNow(deps, o)
}

/** The same, for callers (tests, the bench) that wait for the reply's end. */
export function runTrainingReplyNow(deps: AppDeps, o: { taskId: string; replyMessageId: string; tutor?: TTutor; batchMs?: number }): Promise<TReplyOutcome> {
  return runTutorReply(deps, {
    ...o,
    onClaimed: async (tx) => {
      await enqueueTrainingReplyBackstop(tx, { taskId: o.taskId, messageId: o.replyMessageId, round: 1 })
    },
  }).catch((e) => {
    deps.log.error('training: reply run failed', { taskId: o.taskId, messageId: o.replyMessageId, error: String(e) })
    return 'failed' as const
  })
}
