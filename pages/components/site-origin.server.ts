// This site's absolute origin for canonical and Open Graph addresses: APP_URL, else (development) the request's origin.
import type { PageContextServer } from 'vike/types'
import { honoOf } from './hono.server'

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Vike's documented way to type pageContext
  namespace Vike {
    interface PageContext {
      siteOrigin?: string
    }
  }
}

export function siteOriginOf(pageContext: PageContextServer): string | undefined {
  const hono = honoOf(pageContext)
  const origin = hono?.get('deps')?.settings.APP_URL ?? (hono ? new URL(hono.req.url).origin : undefined)
  return origin?.replace(/\/+$/, '')
}
