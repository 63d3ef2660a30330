// Durable jobs of the AI presentation order, one per AI step; the last attempt fails the order instead of throwing.
import { z } from 'zod'
import { defineJob, type JobContext } from '../../jobs/registry'
import { jobDeps } from '../../jobs/job-deps'
import { PRESENTATION_ORDER_JOBS } from '../../../domain/presentation/statuses'
import { PRESENTATION_ORDER_JOB_ATTEMPTS } from './presentation-order-machine'
import type { TPresentationStepRun } from './run-presentation-step'
import { generatePresentationOrderDeck, generatePresentationOrderJustification, generatePresentationOrderOutline } from './presentation-order-steps'

const ZPayload = z.object({ orderId: z.string().regex(/^\d+$/) })

const stepJob = (name: (typeof PRESENTATION_ORDER_JOBS)[keyof typeof PRESENTATION_ORDER_JOBS], run: (o: TPresentationStepRun) => Promise<string>) =>
  defineJob({
    name,
    schema: ZPayload,
    async handler({ orderId }, ctx: JobContext) {
      const deps = jobDeps(ctx)
      const outcome = await run({ deps, ai: deps.ports.ai, orderId, finalAttempt: ctx.attempt >= PRESENTATION_ORDER_JOB_ATTEMPTS[name] })
      ctx.log.info('AI presentation order step', { name, orderId, outcome })
    },
  })

export const presentationOrderJobs = [
  stepJob(PRESENTATION_ORDER_JOBS.justification, generatePresentationOrderJustification),
  stepJob(PRESENTATION_ORDER_JOBS.outline, generatePresentationOrderOutline),
  stepJob(PRESENTATION_ORDER_JOBS.final, generatePresentationOrderDeck),
]
