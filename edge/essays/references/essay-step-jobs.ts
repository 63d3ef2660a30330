// Durable jobs of the text-work steps after the outline: reference search and the fake introduction. Each run is
// guarded by the order's state inside its business function, so a repeat or a late run changes nothing.
import { z } from 'zod'
import { defineJob } from '../../jobs/registry'
import { jobDeps } from '../../jobs/job-deps'
import { searchEssayReferences } from './search-essay-references'
import { createFakeIntroduction } from '../payment/create-fake-introduction'
import { ESSAY_JOB_ATTEMPTS } from '../order/essay-machine'

export const STEP_ATTEMPTS = ESSAY_JOB_ATTEMPTS['essay.search-references']
const ZOrderPayload = z.object({ orderId: z.string().regex(/^\d+$/) })

export const searchReferencesJob = defineJob({
  name: 'essay.search-references',
  schema: ZOrderPayload,
  async handler({ orderId }, ctx) {
    const deps = jobDeps(ctx)
    const outcome = await searchEssayReferences({ deps, sources: deps.ports.sources, orderId, finalAttempt: ctx.attempt >= STEP_ATTEMPTS })
    ctx.log.info('essay references', { orderId, outcome })
  },
})

export const fakeIntroductionJob = defineJob({
  name: 'essay.fake-introduction',
  schema: ZOrderPayload,
  async handler({ orderId }, ctx) {
    const deps = jobDeps(ctx)
    // A teaser: when the AI fails for good the payment step simply shows no preview, so the job just retries.
    const outcome = await createFakeIntroduction({ deps, ai: deps.ports.ai, orderId })
    ctx.log.info('essay fake introduction', { orderId, outcome })
  },
})
