// The error tracker against a fake Sentry ingest: the envelope protocol, redaction, repeats, 429 pauses, a dead ingest.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createLogger } from '../log'
import { createSentryFake } from '../../tests/fakes/sentry'
import { startFake, type TRunningFake } from '../../tests/fakes/serve'
import { errorTracker, parseDsn, stackFrames } from './error-tracking'

const fake = createSentryFake({ projectId: '42', publicKey: 'pub1234' })
let server: TRunningFake
beforeAll(async () => {
  server = await startFake(fake.app)
})
afterAll(() => server.close())
beforeEach(() => {
  fake.events.length = 0
  fake.status = {}
})

let clock = 1_000_000
const tracker = (dsn = `${server.url.replace('//', '//pub1234@')}/42`) =>
  errorTracker({ dsn, release: 'kampus@test', environment: 'test', log: createLogger('silent'), now: () => clock })

describe('error tracking', () => {
  it('reads a DSN, with or without a path before the project', () => {
    expect(parseDsn('https://abc@o1.ingest.sentry.io/123')).toEqual({ dsn: 'https://abc@o1.ingest.sentry.io/123', publicKey: 'abc', envelopeUrl: 'https://o1.ingest.sentry.io/api/123/envelope/' })
    expect(parseDsn('https://k@errors.example.ru/sentry/7')?.envelopeUrl).toBe('https://errors.example.ru/sentry/api/7/envelope/')
    expect(parseDsn('https://o1.ingest.sentry.io/123')).toBeNull()
    expect(parseDsn('not a url')).toBeNull()
  })

  it('sends one event with the release, the request id, tags and a stack, with personal data masked', async () => {
    clock += 120_000
    const error = new Error('не удалось отправить код 4821 на +7 999 123-45-67 (student@example.ru)')
    expect(await tracker().capture({ error, where: 'request', requestId: 'req-1', tags: { route: '/graphql' }, extra: { phone: '+79991234567', orderId: 'o-1' } })).toBe('sent')
    expect(fake.events).toHaveLength(1)
    const [event] = fake.events
    expect(event).toMatchObject({ level: 'error', logger: 'request', release: 'kampus@test', environment: 'test', tags: { where: 'request', request_id: 'req-1', route: '/graphql' } })
    expect(event!.extra).toEqual({ phone: '[скрыто]', orderId: 'o-1' })
    const value = event!.exception!.values[0]!
    expect(value.type).toBe('Error')
    expect(value.value).not.toMatch(/4821|999|student@/)
    expect(value.stacktrace!.frames.at(-1)!.filename).toContain('error-tracking.test.ts')
  })

  it('sends the same error once a minute, and pauses for a 429 Retry-After', async () => {
    clock += 120_000
    const t = tracker()
    const same = () => t.capture({ error: new Error('одна и та же'), where: 'job' })
    expect(await same()).toBe('sent')
    expect(await same()).toBe('repeat')
    clock += 61_000
    expect(await same()).toBe('sent')
    fake.status = { next: 429, retryAfter: '30' }
    clock += 61_000
    expect(await same()).toBe('failed')
    fake.status = {}
    clock += 10_000
    expect(await t.capture({ error: new Error('другая'), where: 'job' })).toBe('paused')
    clock += 21_000
    expect(await t.capture({ error: new Error('другая'), where: 'job' })).toBe('sent')
    expect(fake.events.map((e) => e.exception!.values[0]!.value)).toEqual(['одна и та же', 'одна и та же', 'другая'])
  })

  it('is off without a DSN, and a wrong key or a dead ingest never throws', async () => {
    expect(errorTracker({ dsn: undefined, release: 'r', environment: 'test', log: createLogger('silent') }).enabled).toBe(false)
    clock += 120_000
    expect(await tracker(`${server.url.replace('//', '//wrong@')}/42`).capture({ error: new Error('x'), where: 'job' })).toBe('failed')
    expect(await tracker('http://nobody@127.0.0.1:1/42').capture({ error: new Error('y'), where: 'job' })).toBe('failed')
    expect(fake.events).toHaveLength(0)
  })

  it('turns V8 stack lines into frames, oldest call first', () => {
    const frames = stackFrames('Error: x\n    at inner (/app/edge/a.ts:10:5)\n    at /app/node_modules/hono/dist/b.js:3:1\n    at node:internal/x:1:1')
    expect(frames.map((f) => [f.function, f.lineno, f.in_app])).toEqual([
      [undefined, 1, false],
      [undefined, 3, false],
      ['inner', 10, true],
    ])
  })
})
