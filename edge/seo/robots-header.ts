// X-Robots-Tag on every answer search engines must not list (domain/seo/indexing.ts): cabinet pages, the web-app,
// dev tools, sign-in, search results, API answers. Pages also carry the same rule as a <meta name="robots"> (+Head).
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context'
import { robotsDirective } from '../../domain/seo/indexing'

export const robotsHeader: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const url = new URL(c.req.url)
  const directive = robotsDirective(url.pathname, url.searchParams)
  // A page may have set its own (the unsubscribe page does); it is never weaker than the table's.
  if (directive && !c.res.headers.has('x-robots-tag')) {
    try {
      c.res.headers.set('x-robots-tag', directive)
    } catch {
      c.res = new Response(c.res.body, c.res)
      c.res.headers.set('x-robots-tag', directive)
    }
  }
}
