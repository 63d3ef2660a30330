// The request being handled, reachable from anywhere below its handler without passing it along: the request id a
// job enqueued by this request keeps (edge/jobs/queue.ts) and every log line written meanwhile carries.
//
// AsyncLocalStorage rather than a parameter threaded through every business function down to enqueueJob: jobs are
// enqueued from dozens of functions (and the orders kernel's transitions) that know nothing of the request. It runs
// on Node and on workerd alike (wrangler.toml sets nodejs_compat, which provides node:async_hooks' AsyncLocalStorage).
// A job runs inside the same storage with its stored request id (edge/jobs/run-job.ts), so its follow-up jobs and its
// log lines carry it too.
import { AsyncLocalStorage } from 'node:async_hooks'

export type TRequestContext = { requestId: string }

const storage = new AsyncLocalStorage<TRequestContext>()

/** Runs `fn` as part of the request (or job) `ctx`. */
export const runInRequest = <T>(ctx: TRequestContext, fn: () => T): T => storage.run(ctx, fn)

/** The id of the request being handled here, if any. */
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId

/** Fields every log line written while handling a request carries (createLogger's `context`). */
export const requestLogContext = (): Record<string, unknown> | undefined => {
  const id = currentRequestId()
  return id ? { requestId: id } : undefined
}
