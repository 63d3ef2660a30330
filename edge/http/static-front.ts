// The Node server's first srvx middleware (edge/runtime/node.server.ts): srvx's static lookup stats the disk on every
// request (a page address is tried as a file, `.html` and `/index.html`), and streams a built file from disk on every
// request. Here a page address it once found no file for goes straight to the app, and a built file it served is
// answered from memory with the very headers it had.
import { createLru } from '../page-cache/lru'
import { assetCacheControl } from './asset-cache'

type THandler = (request: Request) => Response | Promise<Response>
type TMiddleware = (request: Request, next: () => Response | Promise<Response>) => Response | Promise<Response>
type TKeptFile = { body: Uint8Array<ArrayBuffer>; headers: [string, string][] }

const ASSET_PREFIX = '/assets/'
/** Headers that make srvx answer other than 200 with the whole file (304, 206, 412): never kept, never replayed. */
const CONDITIONAL = ['range', 'if-none-match', 'if-modified-since', 'if-range', 'if-match', 'if-unmodified-since']

/** The path of a request's URL as srvx's static lookup reads it: between the host and the query, undecoded. */
export function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2)
  if (start < 0) return '/'
  const query = url.indexOf('?', start)
  return query < 0 ? url.slice(start) : url.slice(start, query)
}

export type TStaticFront = {
  /** First in srvx's middleware list, before its static lookup. */
  middleware: TMiddleware
  /** What srvx calls once no middleware answered: the app, noting that the static lookup found no file for a GET. */
  fetch: THandler
}

/**
 * `app`: the app as the page addresses must reach it (with the headers the middleware after this one would add).
 * Built files (`/assets/`, content-hashed, immutable for the life of the process) are kept per path and Accept-Encoding
 * (which precompressed variant srvx picks) up to `maxBytes`; files it compresses on the fly (no Content-Length) are not.
 */
export function staticFront(o: { app: THandler; maxBytes?: number; maxFiles?: number; maxPaths?: number }): TStaticFront {
  const maxBytes = o.maxBytes ?? 32 * 1024 * 1024
  // Paths the static lookup found no file for: a deployed build never grows a file, so the answer holds until restart.
  const notFiles = createLru<true>({ maxEntries: o.maxPaths ?? 10_000, maxBytes: Number.MAX_SAFE_INTEGER })
  const files = createLru<TKeptFile>({ maxEntries: o.maxFiles ?? 2_000, maxBytes })

  const middleware: TMiddleware = async (request, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    const path = pathOf(request.url)
    if (notFiles.get(path)) return o.app(request)
    if (request.method !== 'GET' || !path.startsWith(ASSET_PREFIX)) return next()
    const headers = request.headers
    if (CONDITIONAL.some((h) => headers.has(h))) return next()
    const key = `${path}\n${headers.get('accept-encoding') ?? ''}`
    const kept = files.get(key)
    if (kept) return new Response(kept.body, { status: 200, headers: kept.headers })
    const res = await next()
    const length = res.headers.get('content-length')
    if (res.status !== 200 || !length || !(Number(length) <= maxBytes / 8)) return res
    const body = new Uint8Array(await res.arrayBuffer())
    const file: TKeptFile = { body, headers: [...res.headers] }
    files.set(key, file, body.byteLength + 1024)
    return new Response(body, { status: 200, headers: file.headers })
  }

  const fetch: THandler = (request) => {
    // Only a path no static rule touches: an asset or icon path answered by the app (a 404) keeps going through srvx.
    if (request.method === 'GET' || request.method === 'HEAD') {
      const path = pathOf(request.url)
      if (assetCacheControl(path) === null) notFiles.set(path, true, 1)
    }
    return o.app(request)
  }

  return { middleware, fetch }
}
