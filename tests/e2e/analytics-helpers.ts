// Helpers of the analytics e2e specs (analytics.e2e.ts, growth-journey.e2e.ts): a fresh fingerprint and the events the
// server stored for it, read through the test-only /dev/analytics/events.
import { expect } from 'vitest'
import { urlFor } from './fixtures'

export type TEvent = { name: string; props: Record<string, unknown>; context: Record<string, unknown>; user_id: string | null; fingerprint: string | null; session_id: string | null }

export const freshFingerprint = () => `e2efp_${crypto.randomUUID().replace(/-/g, '')}`

export async function storedEvents(fingerprint: string): Promise<TEvent[]> {
  const res = await fetch(urlFor(`/dev/analytics/events?fingerprint=${fingerprint}`))
  expect(res.status).toBe(200)
  return ((await res.json()) as { events: TEvent[] }).events
}
