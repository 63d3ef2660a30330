// Hostile requests against every route of the app: whatever a client sends, the answer is never a 5xx.
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import type { TestDb } from '../helpers/test-db'
import { freshPhone, signInByPhone } from '../http/auth-support'

let app: TTestApp
let t: TestDb
useTestApp((m) => ({ app, t } = m))

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND']
const SAMPLE_ID = '6f1d2c3b-0a4e-4f5a-9b8c-7d6e5f4a3b2c'

function deepJson(n: number) {
  return '['.repeat(n) + ']'.repeat(n)
}

type Body = { label: string; body?: () => BodyInit; type?: string }
const bytes = (s: string) => new TextEncoder().encode(s)
/** A body of unknown length, as a chunked request arrives. */
const stream = (s: string) => () =>
  new ReadableStream<Uint8Array>({
    start(c) {
      if (s) c.enqueue(bytes(s))
      c.close()
    },
  })
const BODIES: Body[] = [
  { label: 'none' },
  // No content type: a fetch client adds text/plain to a string body, but not to bytes or a stream.
  { label: 'empty bytes, no type', body: () => bytes('') },
  { label: 'json bytes, no type', body: () => bytes('{"query":"{ __typename }"}') },
  { label: 'empty stream, no type', body: stream('') },
  { label: 'json stream, no type', body: stream('{"query":"{ __typename }"}') },
  { label: 'json type, no body', type: 'application/json' },
  { label: 'multipart type, no body', type: 'multipart/form-data; boundary=zzz' },
  { label: 'empty json', body: () => '', type: 'application/json' },
  { label: 'malformed json', body: () => '{"query": "{', type: 'application/json' },
  { label: 'wrong type', body: () => 'query={ __typename }', type: 'text/plain' },
  { label: 'nul', body: () => JSON.stringify({ query: '{ __typename }', text: 'a\u0000b', email: '\u0000' }), type: 'application/json' },
  { label: 'lone surrogate', body: () => '{"query":"{ __typename }","text":"\\ud800","email":"\\udfff@x.ru"}', type: 'application/json' },
  { label: 'deep json', body: () => deepJson(5_000), type: 'application/json' },
  { label: 'huge within limit', body: () => JSON.stringify({ query: '{ __typename }', text: 'я'.repeat(30_000) }), type: 'application/json' },
  { label: 'malformed multipart', body: () => '--x\r\nContent-Disposition: form-data; name="file"; filename="a.docx"\r\n\r\nabc', type: 'multipart/form-data; boundary=zzz' },
  { label: 'multipart without boundary', body: () => 'abc', type: 'multipart/form-data' },
]

function concrete(path: string) {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => (name === 'id' ? SAMPLE_ID : 'x')).replace(/\*$/, 'anything')
}

// The routes are tried in parts, a test each, so no single test carries the whole batch's time on a loaded machine.
const PARTS = 8

describe('hostile HTTP requests', () => {
  let paths: string[] = []
  let client: Record<string, string> = {}
  beforeAll(async () => {
    const all = new Set<string>(['/graphql', '/api/nope', '/dev/outbox?recipient=%00', '/dev/outbox?recipient=%ED%A0%80', '/api/health', '/storage/x', '/ecosystem/x'])
    for (const r of app.routes) all.add(concrete(r.path))
    paths = [...all]
    // Signed in, a request passes the sign-in checks and reaches the body readers behind them.
    client = { authorization: `Bearer ${await signInByPhone(app, t.db, freshPhone())}` }
  })

  for (let part = 0; part < PARTS; part++) it(`no route answers 5xx to any method and body, for a guest or a client (routes, part ${part + 1} of ${PARTS})`, async () => {
    const counts: Record<number, number> = {}
    const fails: string[] = []
    for (const who of [{}, client]) {
      for (const path of paths.filter((_, i) => i % PARTS === part)) {
        for (const method of METHODS) {
          for (const b of method === 'GET' || method === 'OPTIONS' ? BODIES.slice(0, 1) : BODIES) {
            const headers: Record<string, string> = { ...who, origin: 'https://evil.example', 'access-control-request-method': 'POST' }
            if (b.type) headers['content-type'] = b.type
            // duplex: a stream body goes out as it is read, which is how a body of unknown length arrives.
            const res = await app.request(path, { method, headers, body: b.body?.(), duplex: 'half' } as RequestInit)
            counts[res.status] = (counts[res.status] ?? 0) + 1
            if (res.status >= 500) fails.push(`${method} ${path} [${b.label}${who === client ? ', signed in' : ''}] → ${res.status} ${(await res.text()).slice(0, 200)}`)
          }
        }
      }
    }
    console.log(`fuzz http, part ${part + 1}: answers by status`, counts)
    expect(fails).toEqual([])
    expect((await app.request('/api/health')).status).toBe(200)
  }, 120_000)
})

describe('refusals carry a clear Russian message', () => {
  it('malformed multipart on an upload is a 400 naming the form', async () => {
    const res = await app.request('/api/account/avatar', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=zzz' }, body: '--x\r\n\r\nabc' })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/форму с файлом/)
  })
  it('a NUL or a lone surrogate in a JSON body is a 400 naming the characters', async () => {
    for (const body of ['{"code":"1\\u0000"}', '{"code":"\\ud800"}']) {
      const res = await app.request('/api/email/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      expect(res.status).toBeLessThan(500)
      const gql = await app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: body.replace('{', '{"query":"{ __typename }",') })
      expect(gql.status).toBe(400)
      const json = (await gql.json()) as { errors: { message: string; extensions: { code: string } }[] }
      expect(json.errors[0]?.extensions.code).toBe('BAD_REQUEST')
      expect(json.errors[0]?.message).toMatch(/недопустимые символы/)
    }
  })
  it('/dev/outbox with a NUL recipient is a 400, OPTIONS /graphql is a 204', async () => {
    expect((await app.request('/dev/outbox?recipient=%00')).status).toBe(400)
    const res = await app.request('/graphql', { method: 'OPTIONS' })
    expect(res.status).toBe(204)
    expect(res.headers.get('allow')).toContain('POST')
  })
})
