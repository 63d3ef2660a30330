// The shared body limit at the fetch level: declared and undeclared lengths, the body handed on whole, the client's
// address kept across the rebuilt request. (Over a real socket on the Node server: tests/fuzz/hostile-node-server.)
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { clientIp, clientIpMiddleware } from '../auth/client-ip'
import { limitBody } from './body-limit'
import { AppError } from './errors'

const MAX = 16
const app = new Hono()
app.onError((e, c) => c.json({ error: e instanceof AppError ? e.message : 'внутренняя ошибка' }, e instanceof AppError ? 400 : 500))
app.use('*', clientIpMiddleware({ CLIENT_IP_HEADER: 'x-forwarded-for', TRUSTED_PROXIES: '' }))
app.use('*', limitBody(MAX, (c) => c.json({ error: 'слишком большой' }, 413)))
app.all('/echo', async (c) => c.json({ body: await c.req.text(), length: c.req.header('content-length') ?? null, ip: clientIp(c.req.raw.headers) }))

const peer = { incoming: { socket: { remoteAddress: '203.0.113.5' } } }
/** A body of unknown length: no Content-Length, as a chunked request arrives. */
const stream = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      for (const part of text.match(/.{1,4}/gs) ?? []) c.enqueue(new TextEncoder().encode(part))
      c.close()
    },
  })
const send = (method: string, body?: BodyInit) => app.request('/echo', { method, body, duplex: 'half' } as RequestInit, peer)

describe('limitBody', () => {
  it('reads a body of unknown length whole, hands it on with its length, and keeps the client address', async () => {
    const res = await send('POST', stream('{"a":"дом"}'))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ body: '{"a":"дом"}', length: String(new TextEncoder().encode('{"a":"дом"}').byteLength), ip: '203.0.113.5' })
  })

  it('refuses a body over the limit, declared or not, with the caller’s answer', async () => {
    expect((await send('POST', 'x'.repeat(MAX + 1))).status).toBe(413)
    expect((await send('PUT', stream('x'.repeat(MAX + 1)))).status).toBe(413)
    const declared = await app.request('/echo', { method: 'POST', headers: { 'content-length': String(MAX + 1) } }, peer)
    expect(declared.status).toBe(413)
  })

  it('passes a request without a body, an empty one, and methods whose body no route reads', async () => {
    for (const [method, body] of [['POST', undefined], ['DELETE', undefined], ['PATCH', stream('')], ['GET', undefined], ['OPTIONS', undefined]] as const) {
      const res = await send(method, body)
      expect(res.status, method).toBe(200)
      expect(((await res.json()) as { body: string }).body, method).toBe('')
    }
  })
})
