// The backstop of a streaming reply (job training.reply, enqueued when the reply starts, due after the lease could
// have run out): a reply still 'streaming' whose runner is gone – its lease ran out (the process restarted), or it
// names a runner of this process that is no longer live here – is finished from the text so far by runTutorReply.
// A live runner is never doubled: while its lease holds, the job only looks again later.
import { z } from 'zod'
import { asService } from '../../db/port'
import { jobDeps } from '../../jobs/job-deps'
import { defineJob } from '../../jobs/registry'
import { ANSWER_LEASE_SECONDS } from '../../streams/answer-table'
import { liveAnswers, processRunnerPrefix } from '../../streams/live-answers'
import { TRAINING_ANSWER_TABLE } from '../messages/append-message'
import { runTutorReply } from './run-reply'

const TRAINING_REPLY_JOB = 'training.reply'
/** After the lease could have run out. */
const TRAINING_REPLY_BACKSTOP_MS = (ANSWER_LEASE_SECONDS + 15) * 1000
/** A reply still held by a live runner after this many looks (~30 min) is left to its runner. */
const MAX_ROUNDS = 40

const schema = z.object({ taskId: z.string().regex(/^\d+$/), messageId: z.string().regex(/^\d+$/), round: z.number().int().min(1) })

export const trainingReplyJob = defineJob({
  name: TRAINING_REPLY_JOB,
  schema,
  async handler({ taskId, messageId, round }, ctx) {
    const deps = jobDeps(ctx)
    const [row] = await asService(ctx.db, (tx) =>
      tx.query<{ state: string; runner_id: string | null; leased: boolean }>(
        `select state, runner_id, coalesce(lease_until > now(), false) as leased from public.training_messages where id = $1::bigint and training_task_id = $2::bigint`,
        [messageId, taskId],
      ),
    )
    if (!row || row.state !== 'streaming') return
    const ours = row.runner_id?.startsWith(`${processRunnerPrefix()}:`) ?? false
    const deadHere = ours && !liveAnswers.get(TRAINING_ANSWER_TABLE, messageId)
    if (row.leased && !deadHere) {
      if (round < MAX_ROUNDS) await enqueueTrainingReplyBackstop(ctx.db, { taskId, messageId, round: round + 1 })
      return
    }
    const outcome = await runTutorReply(deps, { taskId, replyMessageId: messageId, takeOverFrom: deadHere ? row.runner_id : null })
    ctx.log.info('training reply backstop', { taskId, messageId, outcome })
  },
})

export function enqueueTrainingReplyBackstop(q: Parameters<typeof trainingReplyJob.enqueue>[0], p: z.input<typeof schema>, delayMs = TRAINING_REPLY_BACKSTOP_MS) {
  return trainingReplyJob.enqueue(q, p, { runAt: new Date(Date.now() + delayMs), key: `${TRAINING_REPLY_JOB}:${p.messageId}:${p.round}`, maxAttempts: 3 })
}
