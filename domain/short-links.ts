// Short links under /s of platform.md §2: where each goes, and what the short-link analytics event says.
import { routePath } from './route-match'

const SHORT_LINK_EVENT = 'short_link'
/** An `entry` this long or longer is dropped from the target (platform.md §2: kept only if shorter than 20). */
const SHORT_LINK_ENTRY_MAX = 19

type ShortLink = { pattern: string; route: string; query?: Record<string, string> }

// `:id` stands for one segment: the unified order id of the task order.
const SHORT_LINKS: readonly ShortLink[] = [
  { pattern: 'o/s', route: 'ecosystem-common__dashboard' },
  { pattern: 'o/p', route: 'ecosystem-common__profile' },
  { pattern: 'l', route: 'ecosystem-task__start' },
  { pattern: 'l/v', route: 'ecosystem-common__my-orders' },
  { pattern: 'l/v/:id', route: 'ecosystem-task__order' },
  { pattern: 'l/vl', route: 'ecosystem-common__dashboard' },
  { pattern: 'l/w', route: 'ecosystem-common__my-orders' },
  { pattern: 'l/w/:id', route: 'ecosystem-task__order' },
  { pattern: 'a', route: 'ecosystem-task__start' },
  { pattern: 'a/:id', route: 'ecosystem-task__order' },
  { pattern: 's', route: 'ecosystem-common__subscription' },
  { pattern: 'rb/a', route: 'ecosystem-task__start', query: { showRefillBalancePopup: 'AI' } },
  { pattern: 'rb/l', route: 'ecosystem-task__start', query: { showRefillBalancePopup: 'library' } },
]

export type TShortLinkTarget = { location: string; event: { name: string; props: Record<string, string> } }

function matchPattern(pattern: string, segments: string[]): { id?: string } | null {
  const parts = pattern.split('/')
  if (parts.length !== segments.length) return null
  let id: string | undefined
  for (let i = 0; i < parts.length; i++) {
    if (parts[i] === ':id') id = segments[i]
    else if (parts[i] !== segments[i]) return null
  }
  return { id }
}

/**
 * The target of `/s/<segments>` or null for an unknown link. The link's own query is not carried over
 * (it becomes the event postfix), except a short enough `entry`.
 */
export function resolveShortLink(segments: string[], search: string): TShortLinkTarget | null {
  const params = new URLSearchParams(search)
  for (const link of SHORT_LINKS) {
    const m = matchPattern(link.pattern, segments)
    if (!m) continue
    const query = new URLSearchParams(link.query)
    const entry = params.get('entry')
    if (entry && entry.length <= SHORT_LINK_ENTRY_MAX) query.set('entry', entry)
    const path = routePath(link.route, m.id ? { unifiedOrderId: m.id } : {})
    const qs = query.toString()
    const location = qs ? `${path}?${qs}` : path
    return { location, event: { name: SHORT_LINK_EVENT, props: { link: segments.join('/'), postfix: search.replace(/^\?/, ''), target: location } } }
  }
  return null
}
