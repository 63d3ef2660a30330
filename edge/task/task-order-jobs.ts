// The durable job of a task search order: search the library once the order is made.
import { z } from 'zod'
import { defineJob } from '../jobs/registry'
import { jobDeps } from '../jobs/job-deps'
import { TASK_SEARCH_JOB } from '../../domain/task/order-statuses'
import { searchTaskOrderLibrary } from './search-task-order-library'

export const taskSearchJob = defineJob({
  name: TASK_SEARCH_JOB,
  schema: z.object({ orderId: z.string().regex(/^\d+$/) }),
  async handler({ orderId }, ctx) {
    const outcome = await searchTaskOrderLibrary({ deps: jobDeps(ctx), orderId })
    ctx.log.info('task search order', { orderId, outcome })
  },
})
