// Security headers on every answer of the app (pages included: Vike renders through it), with a fresh CSP nonce per request.
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context'
import { assetCacheRules } from './asset-cache'

export type TSecurityHeadersOptions = {
  /** settings.APP_URL: HSTS is sent only when the public address is https. */
  appUrl?: string
  /**
   * `vike dev` only: Vite injects CSS as <style> elements and talks HMR over a WebSocket on its own port,
   * so styles get 'unsafe-inline' and connections ws:. The built server (`npm start`) never sets this.
   */
  viteDev?: boolean
  /** settings.USEDESK_WIDGET_URL: the help-desk widget's script origin may load (and talk to its origin); unset adds nothing. */
  helpDeskScriptUrl?: string
  /** With Supabase Realtime, the websocket browsers open (supabaseSocketUrl): its origin goes into connect-src. */
  realtimeSocketUrl?: string | null
}

/** Camera, microphone, geolocation and payment are refused to the site and anything it embeds; the task solver's photo capture would need camera=(self). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()'
export const HSTS = 'max-age=31536000; includeSubDomains'
/** Answers that are not HTML (JSON, files, avatars) are never documents that run or embed anything. */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

const NONCE_BYTES = 16
/** Random bytes drawn 4 KB at a time: one getRandomValues per 256 nonces instead of one per answer. */
const pool = new Uint8Array(4096)
let poolAt = pool.length

/** 16 random bytes, base64: a nonce nobody can guess, different on every answer (no byte of the pool is used twice). */
function newNonce(): string {
  if (poolAt + NONCE_BYTES > pool.length) {
    crypto.getRandomValues(pool)
    poolAt = 0
  }
  const bytes = pool.subarray(poolAt, (poolAt += NONCE_BYTES))
  return btoa(String.fromCharCode(...bytes))
}

/**
 * The policy of an HTML answer. Scripts: our own files plus the inline scripts that carry this answer's nonce
 * (the guard, cookie notice, banners, scroll-to-top, Vike's tags); no 'unsafe-inline', no 'unsafe-eval'.
 * Styles: our own files plus the nonce'd <style> (the font faces); islands use a class, not a style attribute.
 * Images: ours, data: and blob: (the avatar cropper's previews). Connections: GraphQL and the SSE realtime are same-origin;
 * with Supabase Realtime, its websocket's origin too.
 */
function pageCsp(nonce: string, opts: { viteDev?: boolean; formTargets?: readonly string[]; helpDesk?: string | null; realtime?: string | null } = {}): string {
  const styles = opts.viteDev ? "'self' 'unsafe-inline'" : `'self' 'nonce-${nonce}'`
  const helpDesk = opts.helpDesk ? ` ${opts.helpDesk}` : ''
  const realtime = opts.realtime ? ` ${opts.realtime}` : ''
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${helpDesk}`,
    `style-src ${styles}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${helpDesk}${realtime}${opts.viteDev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    ['form-action', "'self'", ...(opts.formTargets ?? [])].join(' '),
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * Lets this answer's forms end up at another origin: form-action also covers the redirect after a post
 * (the test bank's page posts to itself, then sends the customer back to the shop's return address).
 */
export function allowFormTarget(c: Context<AppEnv>, url: string): void {
  const origin = URL.canParse(url) ? new URL(url) : null
  // Only an http(s) origin goes into the header: anything else (a malformed address, javascript:) adds nothing.
  if (!origin || (origin.protocol !== 'https:' && origin.protocol !== 'http:')) return
  c.set('cspFormTargets', [...(c.get('cspFormTargets') ?? []), origin.origin])
}

/** The nonce inline <script> and <style> of this answer must carry. */
export const cspNonce = (c: Context<AppEnv>): string => c.get('cspNonce')

/** What every answer carries besides its CSP; HSTS only behind an https APP_URL. */
function commonHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  }
  if (https) headers['Strict-Transport-Security'] = HSTS
  return headers
}

const isHttps = (appUrl: string | undefined) => (appUrl ? new URL(appUrl).protocol === 'https:' : false)
const isHtml = (res: Response) => (res.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')

/** Sets the headers in place, or on a copy when the response's headers are immutable (one passed through from fetch()). */
function withHeaders(res: Response, headers: Record<string, string>): Response {
  try {
    const target = res.headers
    for (const k in headers) target.set(k, headers[k]!)
    return res
  } catch {
    const copy = new Response(res.body, res)
    for (const k in headers) copy.headers.set(k, headers[k]!)
    return copy
  }
}

/** The https origin of the help-desk script, or null (unset, malformed or not https: nothing is allowed). */
function httpsOrigin(url: string | undefined): string | null {
  if (!url || !URL.canParse(url)) return null
  const u = new URL(url)
  return u.protocol === 'https:' ? u.origin : null
}

/** A websocket's origin (wss://host[:port], or ws: for a local project); anything else adds nothing. */
function socketOrigin(url: string | null | undefined): string | null {
  if (!url || !URL.canParse(url)) return null
  const u = new URL(url)
  return u.protocol === 'wss:' || u.protocol === 'ws:' ? u.origin : null
}

/** Marks where the nonce goes in a policy built once: it can appear in no origin, directive or nonce (base64). */
const NONCE_SLOT = '\u0000'

export function securityHeaders(opts: TSecurityHeadersOptions): MiddlewareHandler<AppEnv> {
  const common = commonHeaders(isHttps(opts.appUrl))
  const helpDesk = httpsOrigin(opts.helpDeskScriptUrl)
  const realtime = socketOrigin(opts.realtimeSocketUrl)
  const policyOf = (nonce: string, formTargets?: readonly string[]) => pageCsp(nonce, { viteDev: opts.viteDev, formTargets, helpDesk, realtime })
  // The page policy without form targets, built once around the nonce's places: each answer only joins the parts.
  const pageParts = policyOf(NONCE_SLOT).split(NONCE_SLOT)
  const htmlHeaders = (nonce: string, formTargets: readonly string[] | undefined) => ({
    ...common,
    'Content-Security-Policy': formTargets?.length ? policyOf(nonce, formTargets) : pageParts.join(nonce),
  })
  const otherHeaders = { ...common, 'Content-Security-Policy': NON_HTML_CSP }
  return async (c, next) => {
    const nonce = newNonce()
    c.set('cspNonce', nonce)
    await next()
    const res = withHeaders(c.res, isHtml(c.res) ? htmlHeaders(nonce, c.get('cspFormTargets')) : otherHeaders)
    if (res !== c.res) c.res = res
  }
}

/**
 * The same headers for the built static files the Node server answers before the app (srvx middleware): they are
 * never HTML pages, so they get the non-HTML policy. Answers the app made already carry theirs and are left alone.
 */
export function staticFileHeaders(opts: Pick<TSecurityHeadersOptions, 'appUrl'>) {
  const headers = staticAssetHeaders(isHttps(opts.appUrl))
  return async (_request: Request, next: () => Response | Promise<Response>): Promise<Response> => {
    const res = await next()
    return res.headers.has('X-Content-Type-Options') ? res : withHeaders(res, headers)
  }
}

/** The headers of a built static file: the common ones and the non-HTML policy. */
function staticAssetHeaders(https: boolean): Record<string, string> {
  return { ...commonHeaders(https), 'Content-Security-Policy': NON_HTML_CSP }
}

/**
 * Cloudflare serves the Worker's static files before the Worker runs, so they get their headers from a `_headers`
 * file in the assets folder (Workers static assets, "Headers"); written by the worker build (vite.config.ts).
 * Production on Workers is always https, so HSTS is in.
 */
export function cloudflareHeadersFile(): string {
  const lines = Object.entries(staticAssetHeaders(true)).map(([k, v]) => `  ${k}: ${v}`)
  // Cloudflare merges every rule that matches a path: the cache rules add their Cache-Control to the headers above.
  const cache = assetCacheRules().flatMap(([path, value]) => [path, `  Cache-Control: ${value}`])
  return ['/*', ...lines, ...cache, ''].join('\n')
}
