// Puts the renewal of a period on the job queue at its end, once per period (edge/subscriptions/renew-subscription-job.ts runs it).
import type { Queryable } from '../db/port'
import { enqueueJob } from '../jobs/queue'

export const RENEW_SUBSCRIPTION_JOB = 'subscription-renew'

export const scheduleRenewal = (q: Queryable, subscriptionId: string, endsAt: Date) =>
  enqueueJob(q, { name: RENEW_SUBSCRIPTION_JOB, payload: { subscriptionId }, runAt: endsAt, key: `subscription-renew:${subscriptionId}` })
