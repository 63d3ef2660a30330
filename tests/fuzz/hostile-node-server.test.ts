// The methods a fetch client cannot even build (TRACE) and bodyless requests, sent over a real socket through the
// Node adapter the server runs on: the probe's 500s on PUT/DELETE/PATCH/OPTIONS/TRACE came from this path.
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { afterAll, describe, expect, it } from 'vitest'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let app: TTestApp
useTestApp((m) => (app = m.app))
let server: ReturnType<typeof createAdaptorServer> | undefined
afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())))

function send(port: number, method: string, path: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('bodyless and unusual methods over a real socket', () => {
  it('never answer 5xx', async () => {
    server = createAdaptorServer({ fetch: app.fetch })
    await new Promise<void>((done) => server?.listen(0, '127.0.0.1', () => done()))
    const port = (server.address() as AddressInfo).port
    const fails: string[] = []
    for (const path of ['/graphql', '/api/health', '/api/account/avatar', '/api/nope', '/dev/outbox?recipient=%00']) {
      for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'POST']) {
        for (const headers of [{}, { 'content-length': '0' }, { 'transfer-encoding': 'chunked' }, { origin: 'https://evil.example', 'access-control-request-method': 'POST' }] as Record<string, string>[]) {
          const status = await send(port, method, path, headers)
          if (status >= 500 || status === 0) fails.push(`${method} ${path} ${JSON.stringify(headers)} → ${status}`)
        }
      }
    }
    expect(fails).toEqual([])
    expect(await send(port, 'GET', '/api/health')).toBe(200)
  })
})
