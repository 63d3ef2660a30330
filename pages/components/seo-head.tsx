// Search-engine tags of every page (issue 11 part 7): robots noindex where domain/seo/indexing.ts says so, and on
// listed pages the canonical address and Open Graph (og:title and og:description come from vike-react's title and
// description). A page's +data may name its own canonical (a list's page number, a referat's current slug).
import { usePageContext } from 'vike-react/usePageContext'
import { robotsDirective } from '../../domain/seo/indexing'
import { canonicalPathname, matchRoute } from '../../domain/route-match'

/** Pages that are one piece of content rather than a list or a landing. */
const ARTICLE_ROUTES = new Set(['library-external__category-work-detail', 'external-ai-essay__detail'])

export function SeoHead() {
  const pc = usePageContext()
  // The error page (404, 500) is dropped by its status; it names no canonical.
  if (pc.is404 != null || pc.abortStatusCode !== undefined) return null
  const directive = robotsDirective(pc.urlPathname, pc.urlParsed.search)
  const own = (pc.data as { canonical?: unknown } | undefined)?.canonical
  // A hidden page keeps a canonical only when it names one itself (a search result page names its form's address).
  const canonical = typeof own === 'string' ? own : directive ? null : `${pc.siteOrigin ?? ''}${canonicalPathname(pc.urlPathname) ?? pc.urlPathname}`
  const route = matchRoute(pc.urlPathname)?.route
  return (
    <>
      {directive && <meta name="robots" content={directive} />}
      {canonical && <link rel="canonical" href={canonical} />}
      {!directive && canonical && (
        <>
          <meta property="og:type" content={route && ARTICLE_ROUTES.has(route.name) ? 'article' : 'website'} />
          <meta property="og:url" content={canonical} />
          <meta property="og:site_name" content="Кампус" />
          <meta property="og:locale" content="ru_RU" />
        </>
      )}
    </>
  )
}
