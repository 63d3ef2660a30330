// The events port (platform.md §7: analytics events go to an events service): one batch out, or an error saying
// whether sending it again later can help. Forwarding (edge/analytics/forward-events.ts) keeps and retries.

export type TOutgoingEvent = {
  /** Our event id: the service's de-duplication key, so a batch sent twice is counted once. */
  id: string
  name: string
  props: Record<string, unknown>
  context: Record<string, unknown>
  userId: string | null
  fingerprint: string | null
  sessionId: string | null
  createdAt: Date
}

export type TEventsPort = {
  readonly name: 'local' | 'amplitude'
  send(events: readonly TOutgoingEvent[]): Promise<void>
}

/** The service refused the batch; `retryable` false means this batch will never be taken (it is not tried again). */
export class EventsServiceError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message)
    this.name = 'EventsServiceError'
  }
}
