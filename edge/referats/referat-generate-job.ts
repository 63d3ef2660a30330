// Durable job around generateReferat, one per catalogue referat; the last attempt marks it failed instead of throwing.
import { z } from 'zod'
import { defineJob } from '../jobs/registry'
import { jobDeps } from '../jobs/job-deps'
import { generateReferat } from './generate-referat'

export const REFERAT_JOB_ATTEMPTS = 3

export const referatGenerateJob = defineJob({
  name: 'referat.generate',
  schema: z.object({ referatId: z.string().regex(/^\d+$/) }),
  async handler({ referatId }, ctx) {
    const deps = jobDeps(ctx)
    const outcome = await generateReferat({ deps, ai: deps.ports.ai, referatId, finalAttempt: ctx.attempt >= REFERAT_JOB_ATTEMPTS })
    ctx.log.info('referat generated', { referatId, outcome })
  },
})
