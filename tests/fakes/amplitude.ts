// Fake Amplitude HTTP V2 API: POST /2/httpapi {api_key, events}, answering {code, events_ingested, …} or its 400 errors;
// drops repeats by insert_id as Amplitude does, and can be switched off (503) to play an outage.
import { Hono } from 'hono'

type TAmplitudeEvent = { event_type: string; user_id?: string; device_id?: string; time?: number; insert_id?: string; event_properties?: Record<string, unknown>; user_properties?: Record<string, unknown> }

export type TAmplitudeFake = { app: Hono; events: TAmplitudeEvent[]; requests: number; down: boolean }

const bad = (error: string, extra: Record<string, unknown> = {}) => ({ code: 400, error, ...extra })

export function createAmplitudeFake(opts: { apiKey: string }): TAmplitudeFake {
  const fake: TAmplitudeFake = { app: new Hono(), events: [], requests: 0, down: false }
  const seen = new Set<string>()
  fake.app.post('/2/httpapi', async (c) => {
    fake.requests++
    if (fake.down) return c.text('Service Unavailable', 503)
    const body = (await c.req.json().catch(() => null)) as { api_key?: unknown; events?: unknown } | null
    if (!body) return c.json(bad('Invalid JSON request body'), 400)
    if (body.api_key !== opts.apiKey) return c.json(bad(`Invalid API key: ${String(body.api_key)}`, { missing_field: body.api_key ? undefined : 'api_key' }), 400)
    if (!Array.isArray(body.events)) return c.json(bad('Request missing required field', { missing_field: 'events' }), 400)
    const events = body.events as TAmplitudeEvent[]
    const invalid = events.findIndex((e) => !e?.event_type || !((e.user_id?.length ?? 0) >= 5 || (e.device_id?.length ?? 0) >= 5))
    if (invalid >= 0) return c.json(bad('Request missing required field', { events_with_missing_fields: { event_type: [invalid] } }), 400)
    for (const e of events) {
      if (e.insert_id && seen.has(e.insert_id)) continue
      if (e.insert_id) seen.add(e.insert_id)
      fake.events.push(e)
    }
    return c.json({ code: 200, events_ingested: events.length, payload_size_bytes: JSON.stringify(body).length, server_upload_time: Date.now() })
  })
  return fake
}
