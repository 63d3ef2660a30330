// Puts the settling of a refund its provider left pending on the job queue (edge/payments/settle-refund-job.ts runs it).
import type { Queryable } from '../db/port'
import { enqueueJob } from '../jobs/queue'

export const SETTLE_REFUND_JOB = 'payment-refund-settle'
/** The first look after the provider said pending; the job's backoff spaces the next ones (up to 15 minutes). */
const FIRST_LOOK_MS = 60_000
/** About a day of looks at the backoff's ceiling; a refund pending longer is left for the team to see. */
const SETTLE_REFUND_ATTEMPTS = 100

export const scheduleRefundSettle = (q: Queryable, refundRequestId: string, now = Date.now()) =>
  enqueueJob(q, { name: SETTLE_REFUND_JOB, payload: { refundRequestId }, runAt: new Date(now + FIRST_LOOK_MS), key: `refund-settle:${refundRequestId}`, maxAttempts: SETTLE_REFUND_ATTEMPTS })

