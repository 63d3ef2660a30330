// Durable job around rewriteSections: retried with backoff; the last attempt returns the work to completed unchanged.
import { z } from 'zod'
import { defineJob } from '../../jobs/registry'
import { jobDeps } from '../../jobs/job-deps'
import { ESSAY_JOB_ATTEMPTS } from '../order/essay-machine'
import { rewriteSections } from './rewrite-sections'

const ATTEMPTS = ESSAY_JOB_ATTEMPTS['essay.rewrite-sections']

export const rewriteSectionsJob = defineJob({
  name: 'essay.rewrite-sections',
  schema: z.object({ orderId: z.string().regex(/^\d+$/), sectionKeys: z.array(z.string().max(20)).min(1).max(100) }),
  async handler({ orderId, sectionKeys }, ctx) {
    const deps = jobDeps(ctx)
    const outcome = await rewriteSections({ deps, ai: deps.ports.ai, orderId, sectionKeys, finalAttempt: ctx.attempt >= ATTEMPTS })
    ctx.log.info('essay sections rewrite', { orderId, outcome })
  },
})
