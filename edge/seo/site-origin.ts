// This site's absolute origin for robots.txt and sitemaps: APP_URL, else (development only) the request's own origin.
import type { Context } from 'hono'
import type { AppEnv } from '../context'

export function siteOrigin(c: Context<AppEnv>): string {
  return (c.get('deps').settings.APP_URL ?? new URL(c.req.url).origin).replace(/\/+$/, '')
}
