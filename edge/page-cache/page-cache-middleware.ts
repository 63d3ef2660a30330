// Serves public guest pages (the main page, library, referats, landings, FAQ, contacts, legal documents, thanks) from
// the page cache, and marks their answers cacheable by the CDN. Two halves (edge/app.ts): pageCacheHit answers a kept
// page right after the security headers, before anything that reads a caller, a body or the database; pageCacheMiddleware,
// last before the pages, keeps what they render. Both run inside securityHeaders, so a cached page gets this answer's
// fresh nonce, the same one the CSP header names.
//
// A hit may skip the middleware between the two halves because none of them can change a kept page's answer: the
// redirects are a pure function of the path (a kept path was not redirected), the robots header too (kept with the
// page), and the rest (client address, body limits, callers, seo and /ref routes) never touch these paths' GET answers.
import type { Context, MiddlewareHandler } from 'hono'
import { ENTRY_COOKIE } from '../../domain/banners'
import { robotsDirective } from '../../domain/seo/indexing'
import type { AppEnv } from '../context'
import { pageCacheKey, pageParts, pageWithNonce } from './page-cache'

/**
 * The pages every guest sees alike: the same address renders the same HTML for anyone without a session. The main page
 * too: its notice comes from the address (message_id, in the key), the banner from the entry cookie (in the key), the
 * signed-in header from the head's guard in the browser.
 */
const PUBLIC_PAGE = /^\/$|^\/(?:biblioteka|referat)\/|^\/m\/context\/|^\/gpt-bot\/|^\/(?:faq|contacts|thanks)(?:\/|$)|^\/ecosystem\/(?:faq|docs)(?:\/|$)/

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

/** The cached page for this request, if a guest's GET of a public page has one; the URL and visitor are reused on a miss. */
function lookUp(c: Context<AppEnv>) {
  if (c.req.method !== 'GET' || !isPublicPage(c.req.path)) return null
  const url = new URL(c.req.url)
  const visitor = visitorOf(c, url)
  if (visitor.personal) return null
  const key = pageCacheKey(url, visitor.entry)
  return { url, visitor, key }
}

/** First half, early in the chain: a kept page answered with this answer's nonce; anything else goes on. */
export const pageCacheHit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { pageCache, ports } = c.get('deps')
  const found = pageCache ? lookUp(c) : null
  const hit = found && pageCache?.get(found.key)
  if (!hit) return next()
  if (hit.libraryWorkId !== undefined) ports.libraryViews.record(hit.libraryWorkId)
  const headers = new Headers(hit.headers)
  headers.set(PAGE_CACHE_HEADER, 'HIT')
  c.res = new Response(pageWithNonce(hit, c.get('cspNonce')), { status: 200, headers })
}

/** Second half, last before the pages: a guest's render of a public page is kept (Node) and marked for the CDN. */
export const pageCacheMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const found = lookUp(c)
  if (!found) return next()
  const { url, visitor, key } = found
  const { pageCache, settings } = c.get('deps')
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
  // What edge/seo/robots-header.ts adds outside this middleware: kept with the page, since a hit answers before it runs.
  const robots = robotsDirective(url.pathname, url.searchParams)
  if (robots && !res.headers.has('x-robots-tag')) headers.push(['x-robots-tag', robots])
  pageCache.put(key, { parts: pageParts(html, c.get('cspNonce')), headers, storedAt: Date.now(), libraryWorkId: c.get('libraryWorkViewed') })
  const fresh = new Headers(headers)
  fresh.set(PAGE_CACHE_HEADER, 'MISS')
  c.res = undefined
  c.res = new Response(html, { status: 200, headers: fresh })
}
