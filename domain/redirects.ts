// Old paths, /app rewrites, short links and trailing slashes of platform.md §2 and orders.md §2, as one pure resolver.
import { canonicalPathname, routePath } from './route-match'
import { resolveShortLink } from './short-links'

export type TAnalyticsEvent = { name: string; props: Record<string, string> }
type TRedirect = { location: string; status: 301 | 302; event?: TAnalyticsEvent }
export type TRedirectResult = TRedirect | { notFound: true } | null

const NOT_FOUND = { notFound: true } as const

const TASK_START = 'ecosystem-task__start'
const ORDERS = 'ecosystem-common__my-orders'
const START_ALIASES: Record<string, string> = {
  'task-solver': TASK_START,
  library: TASK_START,
  ai: 'ecosystem-ai__start',
  'text-copilot': 'ecosystem-text-copilot__start',
  'slides-copilot': 'ecosystem-slides-copilot__start',
}
const OLD_LIBRARY_TO_ORDERS = new Set(['viewed', 'my-works'])
const OLD_LIBRARY_TO_TASK_START = new Set(['search', 'type', 'subject', 'work'])
const OLD_TASK_SUB_ORDERS = new Set(['ai', 'ai-law', 'library'])
/** The old text-copilot link carried the essay topic under these names; the start page reads `topic`. */
const OLD_TOPIC_PARAMS = ['essayTopic', 'essay_topic'] as const

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean)

/** The old AI text-copilot link: same query, the essay topic renamed to `topic`. */
function renamedTopicQuery(search: string): string {
  const q = new URLSearchParams(search)
  for (const old of OLD_TOPIC_PARAMS) {
    const value = q.get(old)
    q.delete(old)
    if (value !== null && !q.has('topic')) q.set('topic', value)
  }
  const qs = q.toString()
  return qs ? `?${qs}` : ''
}

/** Old ecosystem paths: the route name (and params) they now live at, or null. */
function oldEcosystemTarget(rest: string[]): { name: string; params?: Record<string, string>; search?: 'topic' } | null {
  const [area, a, b, c, ...more] = rest
  if (!area) return null
  if (a === 'start' && b === undefined && START_ALIASES[area]) return { name: START_ALIASES[area] }
  if (area === 'library') {
    if (a === undefined) return { name: TASK_START }
    if (OLD_LIBRARY_TO_ORDERS.has(a)) return { name: ORDERS }
    if (OLD_LIBRARY_TO_TASK_START.has(a)) return { name: TASK_START }
    return null
  }
  if (area === 'ai') {
    // Bare /ecosystem/ai is the AI start page itself; the old /ecosystem/ai/order goes to the task start.
    if (a === 'order' && b === undefined) return { name: TASK_START }
    if (b !== undefined) return a === 'order' && c === undefined ? { name: 'ecosystem-ai__order', params: { unifiedOrderId: b } } : null
    if (a === 'history') return { name: ORDERS }
    if (a === 'text-copilot') return { name: 'ecosystem-text-copilot__start', search: 'topic' }
    return null
  }
  if (area === 'task-solver' && a && a !== 'preview' && b && OLD_TASK_SUB_ORDERS.has(b) && c && more.length === 0) {
    return { name: 'ecosystem-task__order', params: { unifiedOrderId: a } }
  }
  return null
}

function resolveOwn(url: URL): TRedirectResult {
  const segments = segmentsOf(url.pathname)
  const [first, ...rest] = segments
  if (first === 's') {
    const short = rest.length ? resolveShortLink(rest, url.search) : null
    return short ? { location: short.location, status: 302, event: short.event } : NOT_FOUND
  }
  if (first === 'm' && (rest.length === 0 || (rest.length === 1 && rest[0] === 'context'))) return NOT_FOUND
  if (first === 'ecosystem') {
    const old = oldEcosystemTarget(rest)
    if (old) {
      const search = old.search === 'topic' ? renamedTopicQuery(url.search) : url.search
      return { location: routePath(old.name, old.params) + search, status: 302 }
    }
  }
  const canonical = canonicalPathname(url.pathname)
  if (canonical && canonical !== url.pathname) return { location: canonical + url.search, status: 301 }
  return null
}

/**
 * What the server does with a GET before rendering a page: redirect (with a short-link event to record),
 * show the not-found page, or nothing (null). `/app/…` is `/ecosystem/…`, resolved again in the same hop.
 */
export function resolveRedirect(url: URL): TRedirectResult {
  const segments = segmentsOf(url.pathname)
  if (segments[0] !== 'app') return resolveOwn(url)
  const moved = new URL(url)
  moved.pathname = `/${['ecosystem', ...segments.slice(1)].join('/')}${url.pathname.endsWith('/') && segments.length > 1 ? '/' : ''}`
  const next = resolveOwn(moved)
  if (next && 'notFound' in next) return next
  if (next) return { ...next, status: 302 }
  return { location: moved.pathname + moved.search, status: 302 }
}
