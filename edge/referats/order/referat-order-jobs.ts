// Durable jobs of the AI referat order, one per AI step; the last attempt fails the order instead of throwing.
import { z } from 'zod'
import { defineJob, type JobContext } from '../../jobs/registry'
import { jobDeps } from '../../jobs/job-deps'
import { REFERAT_ORDER_JOBS } from '../../../domain/referat/order-statuses'
import { REFERAT_ORDER_JOB_ATTEMPTS } from './referat-order-machine'
import type { TReferatStepRun } from './run-referat-step'
import { generateReferatJustification, generateReferatOrderOutline, generateReferatOrderText } from './referat-order-steps'

const ZPayload = z.object({ orderId: z.string().regex(/^\d+$/) })

const stepJob = (name: (typeof REFERAT_ORDER_JOBS)[keyof typeof REFERAT_ORDER_JOBS], run: (o: TReferatStepRun) => Promise<string>) =>
  defineJob({
    name,
    schema: ZPayload,
    async handler({ orderId }, ctx: JobContext) {
      const deps = jobDeps(ctx)
      const outcome = await run({ deps, ai: deps.ports.ai, orderId, finalAttempt: ctx.attempt >= REFERAT_ORDER_JOB_ATTEMPTS[name] })
      ctx.log.info('AI referat order step', { name, orderId, outcome })
    },
  })

export const referatOrderJobs = [
  stepJob(REFERAT_ORDER_JOBS.justification, generateReferatJustification),
  stepJob(REFERAT_ORDER_JOBS.outline, generateReferatOrderOutline),
  stepJob(REFERAT_ORDER_JOBS.final, generateReferatOrderText),
]
