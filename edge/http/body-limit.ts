// The request body limit for JSON routes: Hono's bodyLimit, kept away from requests that carry no body a route reads.
import { bodyLimit } from 'hono/body-limit'
import type { MiddlewareHandler } from 'hono'
import { AppError } from './errors'

// Counting a body means rebuilding the Request, which the runtime refuses for some methods (TRACE cannot be
// constructed at all) and some bodyless requests: that surfaced as a 500 on PUT/DELETE/OPTIONS/TRACE and broke preflight.
const READS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export const requestBodyLimit = (maxSize: number, tooLarge: () => never): MiddlewareHandler => {
  const limit = bodyLimit({ maxSize, onError: tooLarge })
  return async (c, next) => {
    if (!READS_BODY.has(c.req.method)) return next()
    let reached = false
    try {
      return await limit(c, async () => {
        reached = true
        await next()
      })
    } catch (e) {
      // Only a failure to read or rebuild the body itself is the client's; anything after it is the route's own error.
      if (reached || !(e instanceof TypeError)) throw e
      // HTTP/1.1 (RFC 9112 §6.3): with neither Content-Length nor Transfer-Encoding there is no body. Vike's Node server
      // still hands such a request (a browser's bodyless DELETE) a stream that cannot be rebuilt: nothing to limit.
      if (!c.req.header('content-length') && !c.req.header('transfer-encoding')) return next()
      throw new AppError('BAD_REQUEST', 'Не удалось прочитать тело запроса')
    }
  }
}
