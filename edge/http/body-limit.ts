// The one request body limit every route goes through (JSON, forms, uploads, webhooks). Hono's own bodyLimit is not
// used: for a body without a Content-Length it rebuilds the request with `new Request(request, …)`, and the Node
// server's requests (srvx) are not native Requests, so that threw a TypeError ("reading 'window'") and a bodyless
// `curl -X POST`, or any chunked body, answered 500.
import type { Context, MiddlewareHandler } from 'hono'
import { carryClientIp } from '../auth/client-ip'
import { AppError } from './errors'
import { readWithin } from './read-within'

/** Answers a body over the limit: a Response, or a thrown AppError (PAYLOAD_TOO_LARGE) for the error handler. */
type TTooLarge = (c: Context) => Response | Promise<Response>

// The methods whose body a route may read; any other method's body is never read, so it is not counted either.
const READS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const UNREADABLE = 'Не удалось прочитать тело запроса: соединение оборвалось или запрос повреждён'

/**
 * Refuses a body over `maxSize` bytes with `tooLarge`. A declared Content-Length is checked without reading (the
 * server never delivers more than it declares); any other body (chunked, or a fetch Request that states no length)
 * is read up to the limit and handed on as a native Request built from its parts, with its length. A request without
 * a body passes as it is, and the route's own reader answers its 400 for the missing form or JSON.
 */
export const limitBody =
  (maxSize: number, tooLarge: TTooLarge): MiddlewareHandler =>
  async (c, next) => {
    if (!READS_BODY.has(c.req.method)) return next()
    const declared = c.req.header('content-length')
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (!/^\d+$/.test(declared.trim())) throw new AppError('BAD_REQUEST', 'Некорректный заголовок Content-Length: ожидается длина тела в байтах')
      return Number(declared) > maxSize ? tooLarge(c) : next()
    }
    const raw = c.req.raw
    // The Node server hands even a request with no body at all (`curl -X POST`) a stream: it reads as empty.
    if (!raw.body) return next()
    let bytes: Uint8Array<ArrayBuffer> | null
    try {
      bytes = await readWithin(raw.body, maxSize)
    } catch {
      throw new AppError('BAD_REQUEST', UNREADABLE)
    }
    if (bytes === null) return tooLarge(c)
    // The body is whole now: it travels with its length, as if the client had declared it.
    const headers = new Headers(raw.headers)
    headers.delete('transfer-encoding')
    headers.set('content-length', String(bytes.byteLength))
    const rebuilt = new Request(raw.url, { method: raw.method, headers, body: bytes.byteLength ? bytes : null, signal: raw.signal })
    carryClientIp(raw.headers, rebuilt.headers)
    c.req.raw = rebuilt
    return next()
  }

/** The limit for JSON and form routes, refusing with the caller's PAYLOAD_TOO_LARGE. */
export const requestBodyLimit = (maxSize: number, tooLarge: () => never): MiddlewareHandler => limitBody(maxSize, tooLarge)
