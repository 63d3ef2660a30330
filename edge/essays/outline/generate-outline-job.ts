// Durable job around generateEssayOutline: retried with backoff; the last attempt fails the order instead of throwing.
import { z } from 'zod'
import { defineJob } from '../../jobs/registry'
import { jobDeps } from '../../jobs/job-deps'
import { generateEssayOutline } from './generate-essay-outline'
import { ESSAY_JOB_ATTEMPTS } from '../order/essay-machine'

const OUTLINE_ATTEMPTS = ESSAY_JOB_ATTEMPTS['essay.generate-outline']

export const generateOutlineJob = defineJob({
  name: 'essay.generate-outline',
  schema: z.object({ orderId: z.string().regex(/^\d+$/) }),
  async handler({ orderId }, ctx) {
    const deps = jobDeps(ctx)
    const outcome = await generateEssayOutline({ deps, ai: deps.ports.ai, orderId, finalAttempt: ctx.attempt >= OUTLINE_ATTEMPTS })
    ctx.log.info('essay outline', { orderId, outcome })
  },
})
