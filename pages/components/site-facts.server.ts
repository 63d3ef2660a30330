// The site facts (support contacts, operator details) for a page's +data.ts, from the app's settings on the request.
import type { PageContextServer } from 'vike/types'
import type { Context } from 'hono'
import type { AppEnv } from '../../edge/context'
import { siteFacts } from '../../edge/legal/site-facts'
import type { TSiteFacts } from '../../domain/legal/site-facts'

export function pageSiteFacts(pageContext: PageContextServer): TSiteFacts {
  // @vikejs/hono hands the Hono context to Vike as `runtime.hono`; the app's middleware put `deps` on it.
  const deps = (pageContext as unknown as { runtime?: { hono?: Context<AppEnv> } }).runtime?.hono?.get('deps')
  if (!deps) throw new Error('settings missing: pages must be served through createApp (edge/app.ts)')
  return siteFacts(deps.settings)
}
