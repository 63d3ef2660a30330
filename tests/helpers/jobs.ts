// Runs the server's job worker inside the test until no job is due: every handler, retries without back-off.
import type { AppDeps } from '../../edge/context'
import type { Db } from '../../edge/db/port'
import { createJobWorker } from '../../edge/jobs/worker'
import { jobHandlerMap } from '../../edge/jobs/registry'
import { jobHandlers } from '../../edge/jobs/handlers'

/** Claims and runs due jobs on `db` with `services` as their deps (log included) until a pass finds none. */
export async function runJobsUntilIdle(db: Db, services: AppDeps): Promise<void> {
  const worker = createJobWorker({ db, handlers: jobHandlerMap(jobHandlers), concurrency: 2, pollMs: 50, log: services.log, services, backoff: () => 0 })
  while ((await worker.runOnce()) > 0);
}
