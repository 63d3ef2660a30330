// Fake Sentry ingest: POST /api/:project/envelope/ as Sentry's relay takes it — X-Sentry-Auth with sentry_version=7 and
// the project's public key, an `application/x-sentry-envelope` body of newline-separated JSON (envelope header, then
// item header and payload pairs). Stores the `event` items; `status` makes the next answers fail (429 with Retry-After).
import { Hono } from 'hono'

export type TSentryEvent = {
  event_id: string
  level: string
  logger?: string
  release?: string
  environment?: string
  tags?: Record<string, string>
  extra?: Record<string, unknown>
  exception?: { values: { type: string; value: string; stacktrace?: { frames: { filename?: string; function?: string; lineno?: number }[] } }[] }
}

export type TSentryFake = { app: Hono; events: TSentryEvent[]; raw: string[]; status: { next?: number; retryAfter?: string } }

export function createSentryFake(opts: { projectId: string; publicKey: string }): TSentryFake {
  const fake: TSentryFake = { app: new Hono(), events: [], raw: [], status: {} }
  fake.app.post('/api/:project/envelope/', async (c) => {
    if (c.req.param('project') !== opts.projectId) return c.json({ detail: 'unknown project' }, 404)
    const auth = c.req.header('x-sentry-auth') ?? ''
    const fields = Object.fromEntries([...auth.replace(/^Sentry\s+/, '').matchAll(/(\w+)=([^,\s]+)/g)].map((m) => [m[1], m[2]]))
    if (fields.sentry_version !== '7' || fields.sentry_key !== opts.publicKey) return c.json({ detail: 'bad auth' }, 401)
    if (fake.status.next) {
      const status = fake.status.next
      return c.json({ detail: 'refused' }, status as 429, fake.status.retryAfter ? { 'retry-after': fake.status.retryAfter } : {})
    }
    const text = await c.req.text()
    fake.raw.push(text)
    const [head, ...items] = text.split('\n').filter((l) => l.trim())
    const envelope = JSON.parse(head ?? '{}') as { event_id?: string; dsn?: string }
    for (let i = 0; i + 1 < items.length; i += 2) {
      const item = JSON.parse(items[i]!) as { type: string }
      if (item.type !== 'event') continue
      const event = JSON.parse(items[i + 1]!) as TSentryEvent
      if (event.event_id !== envelope.event_id || !/^[0-9a-f]{32}$/.test(event.event_id)) return c.json({ detail: 'bad event id' }, 400)
      fake.events.push(event)
    }
    return c.json({ id: envelope.event_id })
  })
  return fake
}
