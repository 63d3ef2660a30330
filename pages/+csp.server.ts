// Vike's inline tags and ours carry the nonce the app's security-headers middleware put in this answer's CSP.
import type { Config, PageContextServer } from 'vike/types'
import type { Context } from 'hono'
import type { AppEnv } from '../edge/context'

function nonce(pageContext: PageContextServer): string {
  // @vikejs/hono hands the Hono context to Vike as `runtime.hono`; the middleware always ran before the pages.
  const hono = (pageContext as unknown as { runtime?: { hono?: Context<AppEnv> } }).runtime?.hono
  const value = hono?.get('cspNonce')
  if (!value) throw new Error('CSP nonce missing: pages must be served through createApp (edge/app.ts)')
  return value
}

export default { nonce } satisfies Config['csp']
