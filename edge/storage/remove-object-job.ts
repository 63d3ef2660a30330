// Removes a stored object no row names any more; the database enqueues it (private.enqueue_storage_removal) when an
// upload row is deleted or moves to another key. Removing a missing object succeeds, so a repeat does nothing.
import { z } from 'zod'
import { defineJob } from '../jobs/registry'
import { jobDeps } from '../jobs/job-deps'

export const removeStoredObjectJob = defineJob({
  name: 'storage.remove-object',
  schema: z.object({ key: z.string().min(3).max(1024) }),
  async handler({ key }, ctx) {
    await jobDeps(ctx).ports.storage.delete(key)
  },
})
