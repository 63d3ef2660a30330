// The REST answer for an error a route threw: `{ error: { code, message, ...data } }` with the code's status, the same
// code, text and data a GraphQL error carries in `extensions` (edge/graphql/format-error.ts).
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ZodError } from 'zod'
import { GENERIC_ERROR } from '../../domain/errors'
import type { AppEnv } from '../context'
import type { Logger } from '../log'
import { AppError } from './errors'
import type { TErrorTracker } from '../ops/error-tracking'

/** Work that may outlive the answer: inside the Worker's waitUntil where there is one, on its own on Node. */
export function inBackground(c: Context<AppEnv>, work: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(work)
  } catch {
    void work
  }
}

export function errorResponse(err: Error, c: Context<AppEnv>, log: Logger, errors?: TErrorTracker): Response {
  if (err instanceof AppError) {
    // Data first, so a detail can never replace the code or the text the browser switches on.
    return c.json({ error: { ...err.details, code: err.code, message: err.message } }, err.status)
  }
  if (err instanceof ZodError) {
    return c.json({ error: { code: 'BAD_REQUEST', message: err.issues.map((i) => i.message).join('; '), issues: err.issues } }, 400)
  }
  if (err instanceof HTTPException) return err.getResponse()
  const gone = clientGone(c, log)
  if (gone) return gone
  log.error('unhandled error', { path: c.req.path, requestId: c.get('requestId'), error: String(err?.stack ?? err) })
  if (errors?.enabled) inBackground(c, errors.capture({ error: err, where: 'request', requestId: c.get('requestId'), tags: { method: c.req.method, route: c.req.routePath } }))
  return c.json({ error: { code: 'INTERNAL', message: GENERIC_ERROR } }, 500)
}

/**
 * The client went away mid-request (a closed tab, a realtime join dropped by a reconnect): its body ends short and
 * reading it throws, but nothing on the server broke and nobody is left to answer (499, as nginx logs it). Null while
 * the client is still there.
 */
export function clientGone(c: Context<AppEnv>, log: Logger): Response | null {
  if (!c.req.raw.signal?.aborted) return null
  log.info('request aborted by the client', { path: c.req.path, requestId: c.get('requestId') })
  return new Response(null, { status: 499 })
}
