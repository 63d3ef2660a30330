// The durable job of an advanced AI order (sources, then the answer); the last attempt fails the answer instead of throwing.
import { z } from 'zod'
import { defineJob } from '../jobs/registry'
import { jobDeps } from '../jobs/job-deps'
import { ADVANCED_AI_ORDER_JOB } from '../../domain/advanced-ai-order/order-statuses'
import { ADVANCED_AI_ORDER_MACHINE } from './advanced-ai-order-row'
import { answerAdvancedAiOrder } from './answer-advanced-ai-order'

const ATTEMPTS = ADVANCED_AI_ORDER_MACHINE.jobAttempts[ADVANCED_AI_ORDER_JOB] ?? 3

export const advancedAiOrderJob = defineJob({
  name: ADVANCED_AI_ORDER_JOB,
  schema: z.object({ orderId: z.string().regex(/^\d+$/) }),
  async handler({ orderId }, ctx) {
    const outcome = await answerAdvancedAiOrder({ deps: jobDeps(ctx), orderId, finalAttempt: ctx.attempt >= ATTEMPTS })
    ctx.log.info('advanced AI order answer', { orderId, outcome })
  },
  // The process died in the last attempt: the open answer fails now, and a paid order gets its tokens back.
  async onDead({ orderId }, ctx) {
    const outcome = await answerAdvancedAiOrder({ deps: jobDeps(ctx), orderId, finalAttempt: true, abandoned: true })
    ctx.log.warn('advanced AI order answer abandoned', { orderId, outcome, error: ctx.error })
  },
})
