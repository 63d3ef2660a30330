// The durable job that writes an AI order's answer; the last attempt fails the message instead of throwing.
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
})
