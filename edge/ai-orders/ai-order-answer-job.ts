// The durable job that writes an AI order's answer; the last attempt fails the message instead of throwing, and a job
// that died with its process settles the order in onDead.
import { z } from 'zod'
import { defineJob } from '../jobs/registry'
import { jobDeps } from '../jobs/job-deps'
import { AI_ORDER_ANSWER_JOB } from '../../domain/ai-order/order-statuses'
import { AI_ORDER_MACHINE } from './ai-order-machine'
import { answerAiOrder } from './answer-ai-order'

const ATTEMPTS = AI_ORDER_MACHINE.jobAttempts[AI_ORDER_ANSWER_JOB] ?? 3

export const aiOrderAnswerJob = defineJob({
  name: AI_ORDER_ANSWER_JOB,
  schema: z.object({ orderId: z.string().regex(/^\d+$/) }),
  async handler({ orderId }, ctx) {
    const outcome = await answerAiOrder({ deps: jobDeps(ctx), orderId, finalAttempt: ctx.attempt >= ATTEMPTS })
    ctx.log.info('AI order answer', { orderId, outcome })
  },
  // The process died in the last attempt: the open answer fails now, and a paid order gets its tokens back.
  async onDead({ orderId }, ctx) {
    const outcome = await answerAiOrder({ deps: jobDeps(ctx), orderId, finalAttempt: true, abandoned: true })
    ctx.log.warn('AI order answer abandoned', { orderId, outcome, error: ctx.error })
  },
})
