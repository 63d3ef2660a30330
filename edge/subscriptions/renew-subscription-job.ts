// The durable job that renews a period at its end (scheduled by activateSubscription through schedule-renewal.ts).
// A provider that does not answer makes the job fail and retry with backoff; the payment id keeps the charge single.
import { z } from 'zod'
import { defineJob } from '../jobs/registry'
import { jobDeps } from '../jobs/job-deps'
import { renewSubscription } from './renew-subscription'
import { RENEW_SUBSCRIPTION_JOB } from './schedule-renewal'

export const renewSubscriptionJob = defineJob({
  name: RENEW_SUBSCRIPTION_JOB,
  schema: z.object({ subscriptionId: z.uuid() }),
  async handler({ subscriptionId }, ctx) {
    const outcome = await renewSubscription({ deps: jobDeps(ctx), subscriptionId })
    ctx.log.info('subscription renewal run', { subscriptionId, outcome })
  },
})
