// The durable job that answers an exam order's tickets; the last attempt fails the order instead of throwing.
import { z } from 'zod'
import { defineJob } from '../jobs/registry'
import { jobDeps } from '../jobs/job-deps'
import { EXAM_ANSWER_JOB } from '../../domain/exam/order-statuses'
import { EXAM_ANSWER_ATTEMPTS } from './exam-order-machine'
import { answerExamOrder } from './answer-exam-order'

export const examAnswerJob = defineJob({
  name: EXAM_ANSWER_JOB,
  schema: z.object({ orderId: z.string().regex(/^\d+$/) }),
  async handler({ orderId }, ctx) {
    const outcome = await answerExamOrder({ deps: jobDeps(ctx), orderId, finalAttempt: ctx.attempt >= EXAM_ANSWER_ATTEMPTS })
    ctx.log.info('exam order answered', { orderId, outcome })
  },
})
