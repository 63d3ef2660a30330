// Every route and method over a real socket, through the server `npm start` runs (srvx, as @universal-deploy/node
// serves the app), written byte for byte: no body and no length (what `curl -X POST URL` sends), an empty chunked
// body, bodies without a content type, a type without a body. A fetch client always adds a length or a type, which is
// how the 500s of Hono's bodyLimit on this server (`new Request(request, …)` on srvx's request) went unnoticed.
import { createRequire } from 'node:module'
import { connect } from 'node:net'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { freshPhone, signInByPhone } from '../http/auth-support'

const TELEGRAM_SECRET = 'fuzz_telegram_secret_0123456789'
let app: TTestApp
let t: TestDb
useTestApp((m) => ({ app, t } = m), { TELEGRAM_WEBHOOK_SECRET: TELEGRAM_SECRET })

type TServer = { url?: string; serve(): unknown; ready(): Promise<unknown>; close(force?: boolean): Promise<void> }
type TServe = (o: { fetch: (req: Request) => Response | Promise<Response>; port: number; hostname: string; silent: boolean; manual: boolean }) => TServer

/** srvx as the built server loads it: the copy @universal-deploy/node depends on, not whichever copy is hoisted. */
async function productionServe(): Promise<TServe> {
  const fromNodeServer = createRequire(createRequire(import.meta.url).resolve('@universal-deploy/node'))
  return ((await import(pathToFileURL(fromNodeServer.resolve('srvx')).href)) as { serve: TServe }).serve
}

let server: TServer
let port = 0
beforeAll(async () => {
  server = (await productionServe())({ fetch: (req) => app.fetch(req), port: 0, hostname: '127.0.0.1', silent: true, manual: true })
  server.serve()
  await server.ready()
  port = Number(new URL(server.url!).port)
})
afterAll(() => server?.close(true))

type TAnswer = { status: number; text: string }

/** One request over its own connection, exactly these bytes; status 0 when the server dropped the connection. */
function send(method: string, path: string, headers: string[], body = ''): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write([`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...headers, '', body].join('\r\n')))
    const chunks: Buffer[] = []
    socket.on('data', (d: Buffer) => chunks.push(d))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text })
    })
  })
}

const chunk = (s: string) => `${Buffer.byteLength(s).toString(16)}\r\n${s}\r\n0\r\n\r\n`
const JSON_BODY = '{"query":"{ __typename }","text":"проверка"}'

// Request framings without a body or without a content type; none of them may reach a 5xx.
const FRAMINGS: { label: string; headers: string[]; body?: string }[] = [
  { label: 'no body, no length', headers: [] },
  { label: 'Content-Length: 0', headers: ['Content-Length: 0'] },
  { label: 'empty chunked body', headers: ['Transfer-Encoding: chunked'], body: '0\r\n\r\n' },
  { label: 'body without a type', headers: [`Content-Length: ${Buffer.byteLength(JSON_BODY)}`], body: JSON_BODY },
  { label: 'chunked body without a type', headers: ['Transfer-Encoding: chunked'], body: chunk(JSON_BODY) },
  { label: 'JSON type, no body', headers: ['Content-Type: application/json'] },
  { label: 'multipart type, no body', headers: ['Content-Type: multipart/form-data; boundary=zzz'] },
]
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND']
const SAMPLE_ID = '6f1d2c3b-0a4e-4f5a-9b8c-7d6e5f4a3b2c'
const concrete = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => (name === 'id' ? SAMPLE_ID : 'x')).replace(/\*$/, 'anything')

// The writes the outside probe saw answer 500 to a bodyless request; each must refuse it in Russian.
const PROBED_WRITES = [
  '/api/account/avatar',
  `/api/ai-essay-order/${SAMPLE_ID}/workbook`,
  `/api/ai-essay-order/${SAMPLE_ID}/reference-files`,
  '/api/library-work/complaints/create',
  '/api/recognize-text',
  '/training-mode/v1/tasks',
]

let signedIn: string[] = []
beforeAll(async () => {
  signedIn = [`Authorization: Bearer ${await signInByPhone(app, t.db, freshPhone())}`]
})

// The routes are tried in parts, a test each, so no single test carries the whole batch's time on a loaded machine.
const PARTS = 8

describe('bodyless and type-less requests over a real socket, on the server npm start runs', () => {
  for (let part = 0; part < PARTS; part++) it(`answer no route and no method with a 5xx, for a guest or a client (routes, part ${part + 1} of ${PARTS})`, async () => {
    const paths = [...new Set(['/graphql', '/api/nope', '/dev/outbox?recipient=%00', '/webhooks/telegram', '/email-unsubscribe', ...app.routes.map((r) => concrete(r.path))])].filter((_, i) => i % PARTS === part)
    const cases = [[], signedIn].flatMap((who) => paths.flatMap((path) => METHODS.flatMap((method) => FRAMINGS.map((f) => ({ who, path, method, f })))))
    const counts: Record<number, number> = {}
    const fails: string[] = []
    // A few connections at a time: thousands of requests, each on its own connection as curl would send it.
    const queue = [...cases]
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { who, path, method, f } = next
        const { status, text } = await send(method, path, [...who, `X-Telegram-Bot-Api-Secret-Token: ${TELEGRAM_SECRET}`, ...f.headers], f.body)
        counts[status] = (counts[status] ?? 0) + 1
        if (status >= 500 || status === 0) fails.push(`${method} ${path} [${f.label}${who.length ? ', signed in' : ''}] → ${status} ${text.split('\r\n\r\n')[1]?.slice(0, 120)}`)
      }
    }
    await Promise.all(Array.from({ length: 8 }, worker))
    console.log(`fuzz node server, part ${part + 1}: ${cases.length} requests, answers by status`, counts)
    expect(fails).toEqual([])
    expect((await send('GET', '/api/health', [])).status).toBe(200)
  }, 120_000)

  it('refuses a bodyless write with a 4xx and a Russian message', async () => {
    for (const path of PROBED_WRITES) {
      for (const f of FRAMINGS.slice(0, 3)) {
        const { status, text } = await send('POST', path, [...signedIn, ...f.headers], f.body)
        expect(status, `POST ${path} [${f.label}]`).toBeGreaterThanOrEqual(400)
        expect(status, `POST ${path} [${f.label}]`).toBeLessThan(500)
        expect(text, `POST ${path} [${f.label}]`).toMatch(/[а-яё]{3}/i)
      }
    }
  })

  it('reads a chunked body whole, and refuses one over the limit with 413', async () => {
    const ok = await send('POST', '/graphql', ['Content-Type: application/json', 'Transfer-Encoding: chunked'], chunk(JSON_BODY))
    expect(ok.status).toBe(200)
    expect(ok.text).toContain('"__typename":"Query"')
    const huge = JSON.stringify({ query: '{ __typename }', text: 'я'.repeat(600_000) })
    const refused = await send('POST', '/graphql', ['Content-Type: application/json', 'Transfer-Encoding: chunked'], chunk(huge))
    expect(refused.status).toBe(413)
    expect(refused.text).toMatch(/Слишком большой запрос/)
  })
})
