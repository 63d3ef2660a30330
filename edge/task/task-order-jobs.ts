// The durable job of a task search order: search the library once the order is made.
import { z } from 'zod'
import { defineJob } from '../jobs/registry'
import { jobDeps } from '../jobs/job-deps'
import { TASK_SEARCH_JOB } from '../../domain/task/order-statuses'
import { searchTaskOrderLibrary } from './search-task-order-library'
import { TASK_ORDER_MACHINE } from './task-order-machine'

export const taskSearchJob = defineJob({
  name: TASK_SEARCH_JOB,
  schema: z.object({ orderId: z.string().regex(/^\d+$/) }),
  async handler({ orderId }, ctx) {
    const deps = jobDeps(ctx)
    try {
      ctx.log.info('task search order', { orderId, outcome: await searchTaskOrderLibrary({ deps, orderId }) })
    } catch (e) {
      if (ctx.attempt < (TASK_ORDER_MACHINE.jobAttempts[TASK_SEARCH_JOB] ?? 1)) throw e
      ctx.log.error('task search order: the search failed on every attempt, ended without matches', { orderId, error: String(e) })
      await searchTaskOrderLibrary({ deps, orderId, giveUp: true })
    }
  },
})
