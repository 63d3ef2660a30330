// Starts a fake provider on 127.0.0.1 with a free port, for one test file.
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import type { AddressInfo } from 'node:net'

export type TRunningFake = { url: string; close: () => Promise<void> }

export function startFake(app: Hono): Promise<TRunningFake> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
  })
}

/** Form fields from a POST body (urlencoded or multipart) merged over the query string, as PHP-style APIs read them. */
export async function fields(c: { req: { query(): Record<string, string>; header(name: string): string | undefined; parseBody(): Promise<Record<string, unknown>> } }) {
  const query = c.req.query()
  const type = c.req.header('content-type') ?? ''
  const body = type.includes('form') ? await c.req.parseBody() : {}
  return { ...query, ...Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string')) }
}
