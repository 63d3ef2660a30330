// Durable job around writeFinalText: retried with backoff, resumed part by part; the last attempt fails the order.
import { z } from 'zod'
import { defineJob } from '../../jobs/registry'
import { jobDeps } from '../../jobs/job-deps'
import { writeFinalText } from './write-final-text'
import { ESSAY_JOB_ATTEMPTS } from '../order/essay-machine'

const FINAL_TEXT_ATTEMPTS = ESSAY_JOB_ATTEMPTS['essay.final-text']

export const finalTextJob = defineJob({
  name: 'essay.final-text',
  schema: z.object({ orderId: z.string().regex(/^\d+$/) }),
  async handler({ orderId }, ctx) {
    const deps = jobDeps(ctx)
    const outcome = await writeFinalText({ deps, ai: deps.ports.ai, orderId, finalAttempt: ctx.attempt >= FINAL_TEXT_ATTEMPTS })
    ctx.log.info('essay final text', { orderId, outcome })
  },
})
