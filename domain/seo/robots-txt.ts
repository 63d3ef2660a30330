// The text of /robots.txt: public pages open, the cabinet, API, dev tools, the web-app and search results closed.
import { ROUTES } from '../routes'

/** Cabinet pages that need sign-in, as robots.txt prefixes (a `/@param` tail cut to its slash). */
const loginPrefixes = () => {
  const all = [...new Set(ROUTES.filter((r) => r.access === 'login' && r.path.startsWith('/ecosystem/')).map((r) => r.path.replace(/\/@.*$/, '/')))]
  // Robots match by prefix: /ecosystem/referat already closes /ecosystem/referat/{id}.
  return all.filter((p) => !all.some((q) => q !== p && p.startsWith(q)))
}

export function robotsTxt(origin: string): string {
  const disallow = [
    ...loginPrefixes(),
    '/api/',
    '/graphql',
    '/dev/',
    '/webapp',
    '/biblioteka/?q=',
    // Google and Yandex read `*` as any text: a query after other parameters.
    '/biblioteka/?*q=',
    '/referat/search/',
  ]
  return ['User-agent: *', 'Allow: /', ...disallow.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}
