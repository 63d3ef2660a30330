// What a job's business function needs beyond its JobContext (db and log): the server's settings, realtime hub and
// ports, handed over by the worker that runs inside the server. Nothing here reads the environment or builds a port.
import type { AppDeps } from '../context'
import type { JobContext } from '../jobs/registry'

export function jobDeps(ctx: JobContext): AppDeps {
  if (!ctx.services) throw new Error('this job needs the server’s services: create the worker with services (settings, realtime, ports, caches)')
  return { ...ctx.services, db: ctx.db, log: ctx.log }
}
