// The server's deps and this site's absolute origin for the referat pages' +data hooks (Node and Workers alike).
import type { PageContextServer } from 'vike/types'
import type { Context } from 'hono'
import type { AppDeps, AppEnv } from '../../edge/context'

export function pageDeps(pageContext: PageContextServer): { deps: AppDeps; origin: string } {
  const hono = (pageContext as unknown as { runtime?: { hono?: Context<AppEnv> } }).runtime?.hono
  const deps = hono?.get('deps')
  if (!hono || !deps) throw new Error('referat pages: the server did not hand over its deps')
  const origin = (deps.settings.APP_URL ?? new URL(hono.req.url).origin).replace(/\/$/, '')
  return { deps, origin }
}
