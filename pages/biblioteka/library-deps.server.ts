// What the library pages' data hooks need from the server: the app's deps (the Hono context @vikejs/hono hands over)
// and the absolute address for canonical links.
import type { PageContextServer } from 'vike/types'
import type { Context } from 'hono'
import type { AppDeps, AppEnv } from '../../edge/context'

export const libraryHono = (pageContext: PageContextServer): Context<AppEnv> | undefined =>
  (pageContext as unknown as { runtime?: { hono?: Context<AppEnv> } }).runtime?.hono

export function libraryDeps(pageContext: PageContextServer): AppDeps {
  const hono = libraryHono(pageContext)
  const deps = hono?.get('deps')
  if (!deps) throw new Error('Страницы библиотеки работают только внутри сервера приложения')
  return deps
}

/** The page's canonical address: APP_URL when configured, else the request's own origin. */
export function canonicalUrl(pageContext: PageContextServer, path: string): string {
  const hono = (pageContext as unknown as { runtime?: { hono?: Context<AppEnv> } }).runtime?.hono
  const origin = hono?.get('deps')?.settings.APP_URL ?? (hono ? new URL(hono.req.url).origin : '')
  return `${origin.replace(/\/$/, '')}${path}`
}
