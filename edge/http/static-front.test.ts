import { describe, expect, it } from 'vitest'
import { pathOf, staticFront } from './static-front'

/** srvx as the Node server runs it: the front, then a stand-in for its static lookup, then the app through `fetch`. */
function server(files: Record<string, { body: string; headers?: Record<string, string> }>) {
  const calls = { lookups: 0, app: 0 }
  const front = staticFront({
    app: () => {
      calls.app++
      return new Response('<p>страница</p>', { headers: { 'content-type': 'text/html' } })
    },
  })
  const lookup = (request: Request, next: () => Response | Promise<Response>) => {
    calls.lookups++
    const file = files[pathOf(request.url)]
    if (!file) return next()
    const body = new TextEncoder().encode(file.body)
    const headers = { 'content-type': 'text/css', 'content-length': String(body.byteLength), etag: 'W/"1"', ...file.headers }
    return new Response(request.method === 'HEAD' ? null : body, { headers })
  }
  const serve = (path: string, init?: RequestInit) => {
    const request = new Request(`http://x${path}`, init)
    return front.middleware(request, () => lookup(request, () => front.fetch(request)))
  }
  return { serve, calls }
}

describe('static front', () => {
  it('reads the path as the static lookup does: undecoded, without the query', () => {
    expect(pathOf('http://x/faq?entry=1')).toBe('/faq')
    expect(pathOf('http://x:8080/')).toBe('/')
    expect(pathOf('http://x')).toBe('/')
    expect(pathOf('http://x/%D0%B0/b/')).toBe('/%D0%B0/b/')
  })

  it('sends a page address straight to the app once the lookup found no file for it', async () => {
    const { serve, calls } = server({})
    expect(await (await serve('/faq')).text()).toBe('<p>страница</p>')
    expect(await (await serve('/faq?x=1')).text()).toBe('<p>страница</p>')
    await serve('/faq', { method: 'HEAD' })
    expect(calls).toEqual({ lookups: 1, app: 3 })
    // A POST is no answer about files: the lookup is asked again for the next new path.
    await serve('/contacts', { method: 'POST' })
    await serve('/contacts')
    expect(calls.lookups).toBe(3)
  })

  it('never skips the lookup for asset or icon paths, even after the app answered them', async () => {
    const { serve, calls } = server({})
    await serve('/assets/missing.css')
    await serve('/assets/missing.css')
    await serve('/favicon.ico')
    await serve('/favicon.ico')
    expect(calls.lookups).toBe(4)
  })

  it('answers a built file from memory with the same headers and bytes, per Accept-Encoding', async () => {
    const { serve, calls } = server({ '/assets/a.css': { body: 'b{}' } })
    const first = await serve('/assets/a.css')
    const second = await serve('/assets/a.css')
    expect(calls.lookups).toBe(1)
    expect([...second.headers]).toEqual([...first.headers])
    expect(await second.text()).toBe('b{}')
    expect(await first.text()).toBe('b{}')
    await serve('/assets/a.css', { headers: { 'accept-encoding': 'br' } })
    expect(calls.lookups).toBe(2)
  })

  it('leaves conditional, ranged and HEAD requests and files without a length to the lookup', async () => {
    const { serve, calls } = server({ '/assets/a.css': { body: 'b{}' }, '/assets/z.css': { body: 'z{}', headers: { 'content-length': '' } } })
    await serve('/assets/a.css')
    await serve('/assets/a.css', { headers: { 'if-none-match': 'W/"1"' } })
    await serve('/assets/a.css', { headers: { range: 'bytes=0-1' } })
    await serve('/assets/a.css', { method: 'HEAD' })
    expect(calls.lookups).toBe(4)
    await serve('/assets/z.css')
    await serve('/assets/z.css')
    expect(calls.lookups).toBe(6)
  })
})
