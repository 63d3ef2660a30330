// The durable job that settles a refund its provider left pending (scheduled by send-refund.ts): a refund still
// pending makes the job fail, so the queue asks again after its backoff, up to SETTLE_REFUND_ATTEMPTS times.
import { z } from 'zod'
import { defineJob } from '../jobs/registry'
import { jobDeps } from '../jobs/job-deps'
import { SETTLE_REFUND_JOB } from './schedule-refund-settle'
import { settleRefund } from './settle-refund'

export const settleRefundJob = defineJob({
  name: SETTLE_REFUND_JOB,
  schema: z.object({ refundRequestId: z.uuid() }),
  async handler({ refundRequestId }, ctx) {
    const deps = jobDeps(ctx)
    const outcome = await settleRefund({ db: ctx.db, ports: deps.ports, refundRequestId, log: ctx.log })
    if (outcome === 'pending') throw new Error('the refund is still pending at the provider')
    ctx.log.info('refund settle run', { refundRequestId, outcome })
  },
})
