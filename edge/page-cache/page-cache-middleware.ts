// Serves public guest pages (library, referats, landings, FAQ, contacts, legal documents, thanks) from the page
// cache, and marks their answers cacheable by the CDN. Runs inside securityHeaders, so a cached page gets this
// answer's fresh nonce, the same one the CSP header names.
import type { Context, MiddlewareHandler } from 'hono'
import { ENTRY_COOKIE } from '../../domain/banners'
import type { AppEnv } from '../context'
import { pageCacheKey } from './page-cache'

/** The pages every guest sees alike: the same address renders the same HTML for anyone without a session. */
const PUBLIC_PAGE = /^\/(?:biblioteka|referat)\/|^\/m\/context\/|^\/gpt-bot\/|^\/(?:faq|contacts|thanks)(?:\/|$)|^\/ecosystem\/(?:faq|docs)(?:\/|$)/

/** Cookies that would carry a signed-in session: such a request renders fresh and nothing of it is kept or shared. */
const SESSION_COOKIE = /^(?:sb-|__session$|session$|access[-_]token$|refresh[-_]token$)/i

export const PAGE_CACHE_HEADER = 'X-Page-Cache'

const isPublicPage = (path: string) => PUBLIC_PAGE.test(path)

type TVisitor = { personal: true } | { personal: false; entry: string | null; entryFromCookie: boolean }

/** Who asks, as far as the HTML depends on it: a session makes it personal; the guard's entry cookie picks the banner. */
function visitorOf(c: Context<AppEnv>, url: URL): TVisitor {
  if (c.req.header('authorization')) return { personal: true }
  let entryCookie: string | null = null
  for (const part of (c.req.header('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=')
    const name = (eq < 0 ? part : part.slice(0, eq)).trim()
    if (!name) continue
    if (SESSION_COOKIE.test(name)) return { personal: true }
    if (name === ENTRY_COOKIE) entryCookie = part.slice(eq + 1).trim() || null
  }
  // The address's `entry` wins over the cookie (domain/banners.ts entryOfRequest); the address is in the key anyway.
  const fromQuery = url.searchParams.get('entry')?.trim()
  if (fromQuery) return { personal: false, entry: null, entryFromCookie: false }
  return { personal: false, entry: entryCookie, entryFromCookie: entryCookie !== null }
}

const isHtml = (res: Response) => (res.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')

export const pageCacheMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' || !isPublicPage(c.req.path)) return next()
  const url = new URL(c.req.url)
  const visitor = visitorOf(c, url)
  if (visitor.personal) return next()
  const { pageCache, settings, ports } = c.get('deps')
  const key = pageCacheKey(url, visitor.entry)
  const hit = pageCache?.get(key)
  if (hit) {
    if (hit.libraryWorkId !== undefined) ports.libraryViews.record(hit.libraryWorkId)
    const headers = new Headers(hit.headers)
    headers.set(PAGE_CACHE_HEADER, 'HIT')
    c.res = new Response(hit.parts.join(c.get('cspNonce')), { status: 200, headers })
    return
  }
  await next()
  const res = c.res
  if (res.status !== 200 || !isHtml(res) || res.headers.has('set-cookie') || c.get('cspFormTargets')?.length) return
  // The CDN keys by address only: a page drawn for the entry cookie's banner stays between the server and this browser.
  const cacheControl = visitor.entryFromCookie
    ? 'private, no-cache'
    : `public, max-age=0, s-maxage=${settings.PAGE_CACHE_S_MAXAGE_SEC}, stale-while-revalidate=${settings.PAGE_CACHE_SWR_SEC}`
  if (!pageCache) {
    // Workers (an isolate's memory is short-lived and per instance): the CDN's copy is the cache.
    const copy = new Response(res.body, res)
    copy.headers.set('Cache-Control', cacheControl)
    c.res = undefined
    c.res = copy
    return
  }
  const html = await res.text()
  const headers: [string, string][] = []
  res.headers.forEach((v, k) => {
    if (k !== 'content-length' && k !== 'cache-control') headers.push([k, v])
  })
  headers.push(['cache-control', cacheControl])
  pageCache.put(key, { parts: html.split(c.get('cspNonce')), headers, storedAt: Date.now(), libraryWorkId: c.get('libraryWorkViewed') })
  const fresh = new Headers(headers)
  fresh.set(PAGE_CACHE_HEADER, 'MISS')
  c.res = undefined
  c.res = new Response(html, { status: 200, headers: fresh })
}
