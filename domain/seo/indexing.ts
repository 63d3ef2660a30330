// Which addresses search engines may list (issue 11 part 7): the guest landings, library, referats, FAQ and legal
// documents; never a cabinet page, the web-app, dev tools, sign-in, a search result or a utility page.
import { matchRoute } from '../route-match'
import { ROUTES, type RouteDef } from '../routes'

/** Search results link on to works worth listing, so robots may follow them; every other hidden page is plain noindex. */
const NOINDEX = 'noindex'
const NOINDEX_FOLLOW = 'noindex, follow'

/** Ecosystem pages a guest reads as information: the FAQ and the documents (legal texts, about payment). */
const PUBLIC_ECOSYSTEM = /^\/ecosystem\/(faq|docs)(\/|$)/
/** Open pages that are nobody's search answer: a thank-you after payment, an unsubscribe link, the 404 page. */
const UTILITY_ROUTES = new Set(['not-found', 'email-unsubscribe', 'thanks', 'ui-kit'])
/** Search result pages: the referat search, and the library main page when it carries a query. */
const SEARCH_ROUTES = new Set(['external-ai-essay__search'])
/** Open tools whose page is an empty form, not an answer: the exam tickets' start (reached from its banner). */
const TOOL_ROUTES = new Set(['exam'])
const NEVER_INDEXED = /^\/(api|graphql|dev|webapp|storage|webhooks|ref|admin)(\/|$)/

/** Whether a route of the table is a page for search engines at all (its parameters aside). */
function isIndexableRoute(route: RouteDef): boolean {
  if (route.build !== 'ready' || route.access === 'login') return false
  if (UTILITY_ROUTES.has(route.name) || TOOL_ROUTES.has(route.name) || route.name.startsWith('thanks__') || SEARCH_ROUTES.has(route.name)) return false
  if (NEVER_INDEXED.test(route.path)) return false
  if (route.path.startsWith('/ecosystem')) return PUBLIC_ECOSYSTEM.test(route.path)
  return true
}

/**
 * The robots directive for one address, or null when it may be listed. Unknown addresses answer the 404 page,
 * which search engines drop by its status, so only the table's routes and the never-listed prefixes are judged.
 */
export function robotsDirective(pathname: string, search: URLSearchParams | Record<string, string | undefined>): string | null {
  if (NEVER_INDEXED.test(pathname)) return NOINDEX
  const route = matchRoute(pathname)?.route
  if (!route) return null
  const q = search instanceof URLSearchParams ? search.get('q') : search.q
  if (SEARCH_ROUTES.has(route.name) || (route.name === 'library-external__main' && q != null)) return NOINDEX_FOLLOW
  return isIndexableRoute(route) ? null : NOINDEX
}

/** Routes of the pages sitemap: indexable and without parameters (the /m/context/{type} landings are added by type). */
export const SITEMAP_STATIC_ROUTES = ROUTES.filter((r) => isIndexableRoute(r) && !r.path.includes('@'))
