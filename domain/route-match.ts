// Finds the route of the table for a pathname; tiny and zod-free because browser code uses it too.
import { MARKETING_CONTEXT_TYPES, ROUTES, routeByName, type RouteDef } from './routes'
import { resolveReferatSlug } from './referat-guard'

export type TRouteMatch = { route: RouteDef; params: Record<string, string> }

type Compiled = { route: RouteDef; parts: string[]; statics: number }

// Empty segments are dropped, so `/faq/` and `//faq` reach the same route; canonicalPathname() tells them apart.
const split = (pathname: string) => pathname.split('/').filter(Boolean)

const COMPILED: Compiled[] = ROUTES.map((route) => {
  const parts = split(route.path)
  return { route, parts, statics: parts.filter((p) => !p.startsWith('@')).length }
})

const MARKETING_TYPES: readonly string[] = MARKETING_CONTEXT_TYPES

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

function matchReferat(slug: string): TRouteMatch {
  const r = resolveReferatSlug(slug)
  if (r.kind === 'main') return { route: routeByName('external-ai-essay__main'), params: {} }
  if (r.kind === 'search') return { route: routeByName('external-ai-essay__search'), params: {} }
  if (r.kind === 'detail') return { route: routeByName('external-ai-essay__detail'), params: { slug: r.slug, essayId: r.essayId } }
  return { route: routeByName('external-ai-essay__category'), params: { subjectSlug: r.subjectSlug } }
}

function matchCompiled(c: Compiled, segments: string[]): Record<string, string> | null {
  if (c.parts.length !== segments.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < c.parts.length; i++) {
    const part = c.parts[i] as string
    const segment = segments[i] as string
    if (!part.startsWith('@')) {
      if (part !== segment) return null
      continue
    }
    const value = decode(segment)
    if (value === null || value === '') return null
    params[part.slice(1)] = value
  }
  if (c.route.name === 'marketing__context' && !MARKETING_TYPES.includes(params.type ?? '')) return null
  return params
}

/** The route a pathname shows, with its parameters; null when the table has no such page. */
export function matchRoute(pathname: string): TRouteMatch | null {
  const segments = split(pathname)
  if (segments[0] === 'referat' && segments.length === 2) {
    const slug = decode(segments[1] as string)
    return slug === null ? null : matchReferat(slug)
  }
  let best: { c: Compiled; params: Record<string, string> } | null = null
  for (const c of COMPILED) {
    if (best && c.statics <= best.c.statics) continue
    const params = matchCompiled(c, segments)
    if (params) best = { c, params }
  }
  return best ? { route: best.c.route, params: best.params } : null
}

/** The one spelling of a matched pathname: the table's trailing slash, no empty segments; null if unmatched. */
export function canonicalPathname(pathname: string): string | null {
  const match = matchRoute(pathname)
  if (!match) return null
  const segments = split(pathname)
  if (segments.length === 0) return '/'
  return `/${segments.join('/')}${match.route.path.endsWith('/') ? '/' : ''}`
}


/** The address of a named route with its `@params` filled in (values are used as given, already URL-safe). */
export function routePath(name: string, params: Record<string, string> = {}): string {
  return routeByName(name).path.replace(/@(\w+)/g, (_, key: string) => {
    const value = params[key]
    if (value === undefined) throw new Error(`Route "${name}" needs the parameter "${key}"`)
    return value
  })
}
