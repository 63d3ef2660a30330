// Amplitude HTTP V2 API (POST /2/httpapi {api_key, events}): one request per batch. `insert_id` is our event id, so
// Amplitude drops a repeat of a batch whose answer was lost. Fields that are objects are sent JSON-encoded (§7).
import { ProviderError, requestJson, type TFetch } from '../http'
import { EventsServiceError, type TEventsPort, type TOutgoingEvent } from './port'

const encodeFields = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v !== null && typeof v === 'object' ? JSON.stringify(v) : v]))

// Amplitude wants a user_id or device_id of at least five characters.
const deviceId = (e: TOutgoingEvent) => e.fingerprint ?? (e.sessionId ? `session:${e.sessionId}` : `event:${e.id}`)

function toAmplitudeEvent(e: TOutgoingEvent) {
  return {
    event_type: e.name,
    ...(e.userId && { user_id: e.userId }),
    device_id: deviceId(e),
    time: e.createdAt.getTime(),
    insert_id: `kampus-${e.id}`,
    event_properties: encodeFields(e.props),
    user_properties: encodeFields(e.context),
  }
}

export function amplitudeEvents(opts: { url: string; apiKey: string; fetchImpl?: TFetch }): TEventsPort {
  return {
    name: 'amplitude',
    async send(events) {
      if (!events.length) return
      let res
      try {
        res = await requestJson('amplitude', opts.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: '*/*' },
          body: JSON.stringify({ api_key: opts.apiKey, events: events.map(toAmplitudeEvent) }),
          acceptStatus: () => true,
          ...(opts.fetchImpl && { fetchImpl: opts.fetchImpl }),
        })
      } catch (e) {
        throw new EventsServiceError(e instanceof ProviderError ? e.message : String(e), true)
      }
      if (res.status === 200) return
      const detail = (res.body as { error?: string } | null)?.error ?? `HTTP ${res.status}`
      // 400 (a malformed batch) will fail again the same way; 413, 429 and 5xx are worth another try.
      throw new EventsServiceError(`amplitude: ${detail}`, res.status !== 400)
    },
  }
}
