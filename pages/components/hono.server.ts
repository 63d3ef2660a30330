// The Hono context behind a page render: @vikejs/hono hands it to Vike as `runtime.hono`; the app's middleware put
// `deps` on it. Absent only outside the server (never in a real request).
import type { Context } from 'hono'
import type { PageContextServer } from 'vike/types'
import type { AppEnv } from '../../edge/context'

export function honoOf(pageContext: PageContextServer): Context<AppEnv> | undefined {
  return (pageContext as unknown as { runtime?: { hono?: Context<AppEnv> } }).runtime?.hono
}
