import { describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { AppError } from './errors'
import { allowFormTarget, cspNonce, HSTS, NON_HTML_CSP, PERMISSIONS_POLICY, securityHeaders, staticFileHeaders, type TSecurityHeadersOptions } from './security-headers'
import { supabaseSocketUrl } from '../realtime/supabase-keys'

function appWith(opts: TSecurityHeadersOptions = {}) {
  const app = new Hono<AppEnv>()
  app.use('*', securityHeaders(opts))
  // A page with two inline scripts and an inline style, as Vike and the hand-written pages render them.
  app.get('/page', (c) =>
    c.html(`<!doctype html><html><head><script nonce="${cspNonce(c)}">1</script><style nonce="${cspNonce(c)}">b{}</style></head><body><script nonce="${cspNonce(c)}">2</script></body></html>`),
  )
  app.get('/json', (c) => c.json({ ok: true }))
  app.get('/form', (c) => {
    allowFormTarget(c, 'http://127.0.0.1:5173/ecosystem?payment-id=1')
    allowFormTarget(c, 'javascript:alert(1)')
    allowFormTarget(c, 'not a url')
    return c.html('<form method="post"></form>')
  })
  app.get('/boom', () => {
    throw new AppError('NOT_FOUND', 'Нет такого')
  })
  // Response.redirect() has immutable headers, like a response passed through from fetch().
  app.get('/frozen', () => Response.redirect('http://localhost/elsewhere', 302))
  app.onError((e, c) => c.json({ error: String(e) }, 404))
  return app
}

const directives = (csp: string) => new Map(csp.split(/;\s*/).map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]))
const nonceOf = (csp: string) => directives(csp).get('script-src')?.find((s) => s.startsWith("'nonce-"))?.slice(7, -1)

describe('security headers', () => {
  it('give an HTML page a strict CSP whose nonce every inline script and style carries', async () => {
    const res = await appWith().request('/page')
    const csp = res.headers.get('content-security-policy')!
    const d = directives(csp)
    const nonce = nonceOf(csp)!
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(d.get('default-src')).toEqual(["'self'"])
    expect(d.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`])
    expect(d.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`])
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(d.get('connect-src')).toEqual(["'self'"])
    expect(d.get('object-src')).toEqual(["'none'"])
    expect(d.get('base-uri')).toEqual(["'self'"])
    expect(d.get('form-action')).toEqual(["'self'"])
    expect(d.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/)
    const html = await res.text()
    const tags = html.match(/<(script|style)\b[^>]*>/g)!
    expect(tags).toHaveLength(3)
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`)
  })

  it('use a new nonce on every answer', async () => {
    const app = appWith()
    const nonces = await Promise.all([1, 2, 3].map(async () => nonceOf((await app.request('/page')).headers.get('content-security-policy')!)))
    expect(new Set(nonces).size).toBe(3)
  })

  it('draw nonces from fresh random bytes past a refill of the pool (256 answers a refill), each the one its page carries', async () => {
    const app = appWith()
    const nonces = new Set<string>()
    for (let i = 0; i < 600; i++) {
      const res = await app.request('/page')
      const nonce = nonceOf(res.headers.get('content-security-policy')!)!
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(await res.text()).toContain(`nonce="${nonce}"`)
      nonces.add(nonce)
    }
    expect(nonces.size).toBe(600)
  })

  it('frame, sniff, referrer and permissions headers on pages, JSON, errors and immutable answers alike', async () => {
    const app = appWith()
    for (const path of ['/page', '/json', '/boom', '/frozen']) {
      const res = await app.request(path)
      expect(res.headers.get('x-frame-options'), path).toBe('DENY')
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('permissions-policy'), path).toBe(PERMISSIONS_POLICY)
    }
    expect(PERMISSIONS_POLICY).toBe('camera=(), microphone=(), geolocation=(), payment=()')
    const frozen = await app.request('/frozen')
    expect(frozen.status).toBe(302)
    expect(frozen.headers.get('location')).toBe('http://localhost/elsewhere')
  })

  it('give non-HTML answers a policy that runs and embeds nothing', async () => {
    const app = appWith()
    expect((await app.request('/json')).headers.get('content-security-policy')).toBe(NON_HTML_CSP)
    expect((await app.request('/boom')).headers.get('content-security-policy')).toBe(NON_HTML_CSP)
    expect(NON_HTML_CSP).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
  })

  it('send HSTS only when APP_URL is https', async () => {
    expect((await appWith({ appUrl: 'https://kampus.example' }).request('/json')).headers.get('strict-transport-security')).toBe(HSTS)
    expect((await appWith({ appUrl: 'https://kampus.example' }).request('/page')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect((await appWith({ appUrl: 'http://localhost:3000' }).request('/page')).headers.get('strict-transport-security')).toBeNull()
    expect((await appWith({}).request('/page')).headers.get('strict-transport-security')).toBeNull()
  })

  it('let a page add the http(s) origin its form ends up at, and nothing else', async () => {
    const csp = (await appWith().request('/form')).headers.get('content-security-policy')!
    expect(directives(csp).get('form-action')).toEqual(["'self'", 'http://127.0.0.1:5173'])
    // Another answer of the same app is not affected.
    expect(directives((await appWith().request('/page')).headers.get('content-security-policy')!).get('form-action')).toEqual(["'self'"])
  })

  it('relax only styles and the HMR socket under vite dev, never scripts', async () => {
    const csp = (await appWith({ viteDev: true }).request('/page')).headers.get('content-security-policy')!
    const d = directives(csp)
    expect(d.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(d.get('connect-src')).toEqual(["'self'", 'ws:', 'wss:'])
    expect(d.get('script-src')).toEqual(["'self'", `'nonce-${nonceOf(csp)}'`])
    expect(d.get('frame-ancestors')).toEqual(["'none'"])
  })
})

describe('help-desk widget (USEDESK_WIDGET_URL)', () => {
  it('allows only its https origin to load scripts and be talked to, and only when set', async () => {
    const off = directives((await appWith().request('/page')).headers.get('content-security-policy')!)
    expect(off.get('script-src')!.filter((s) => !s.startsWith("'nonce-"))).toEqual(["'self'"])
    expect(off.get('connect-src')).toEqual(["'self'"])

    const on = await appWith({ helpDeskScriptUrl: 'https://lib.usedesk.ru/secure.usedesk.ru/widget_1_2.js' }).request('/page')
    const d = directives(on.headers.get('content-security-policy')!)
    expect(d.get('script-src')!.filter((s) => !s.startsWith("'nonce-"))).toEqual(["'self'", 'https://lib.usedesk.ru'])
    expect(d.get('connect-src')).toEqual(["'self'", 'https://lib.usedesk.ru'])
    // Nothing else widens: no other directive names it, JSON answers stay closed.
    expect(d.get('default-src')).toEqual(["'self'"])
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    const json = await appWith({ helpDeskScriptUrl: 'https://lib.usedesk.ru/w.js' }).request('/json')
    expect(json.headers.get('content-security-policy')).toBe(NON_HTML_CSP)
  })

  it('adds nothing for an address that is not https', async () => {
    for (const url of ['http://lib.usedesk.ru/w.js', 'javascript:alert(1)', 'not a url']) {
      const d = directives((await appWith({ helpDeskScriptUrl: url }).request('/page')).headers.get('content-security-policy')!)
      expect(d.get('script-src')!.filter((s) => !s.startsWith("'nonce-")), url).toEqual(["'self'"])
    }
  })
})

describe('Supabase Realtime websocket (REALTIME_PROVIDER=supabase)', () => {
  it('lets pages talk to the websocket’s origin only, and only when the hub is Supabase', async () => {
    const socket = supabaseSocketUrl({ REALTIME_PROVIDER: 'supabase', SUPABASE_URL: 'https://abcd.supabase.co/' })
    expect(socket).toBe('wss://abcd.supabase.co/realtime/v1/websocket')
    const d = directives((await appWith({ realtimeSocketUrl: socket }).request('/page')).headers.get('content-security-policy')!)
    expect(d.get('connect-src')).toEqual(["'self'", 'wss://abcd.supabase.co'])
    expect(d.get('script-src')!.filter((s) => !s.startsWith("'nonce-"))).toEqual(["'self'"])
    // A local project (the e2e and dev fakes) is plain ws: on its port.
    const local = supabaseSocketUrl({ REALTIME_PROVIDER: 'supabase', SUPABASE_URL: 'http://127.0.0.1:54321' })
    const l = directives((await appWith({ realtimeSocketUrl: local }).request('/page')).headers.get('content-security-policy')!)
    expect(l.get('connect-src')).toEqual(["'self'", 'ws://127.0.0.1:54321'])
    expect(supabaseSocketUrl({ REALTIME_PROVIDER: 'postgres', SUPABASE_URL: 'https://abcd.supabase.co' })).toBeNull()
    for (const url of ['javascript:alert(1)', 'https://x.example/a', 'not a url']) {
      const n = directives((await appWith({ realtimeSocketUrl: url }).request('/page')).headers.get('content-security-policy')!)
      expect(n.get('connect-src'), url).toEqual(["'self'"])
    }
  })
})

describe('static file headers (Node server, before the app)', () => {
  it('add the headers and the non-HTML policy to a file, and leave the app’s own answers alone', async () => {
    const mw = staticFileHeaders({ appUrl: 'https://kampus.example' })
    const file = await mw(new Request('http://x/favicon.svg'), () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }))
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(file.headers.get('x-frame-options')).toBe('DENY')
    expect(file.headers.get('content-security-policy')).toBe(NON_HTML_CSP)
    expect(file.headers.get('strict-transport-security')).toBe(HSTS)
    const page = await appWith().request('/page')
    const passed = await mw(new Request('http://x/page'), () => page)
    expect(passed.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self' 'nonce-/)
  })
})
