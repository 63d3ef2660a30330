// track() for a page's entry: the tracker loads as its own chunk after the page's islands started, so a page that
// counts a funnel step ships only this and the context code up front. Events noted before the chunk arrives wait here
// and go to it when it does; if the visitor leaves first, they leave by sendBeacon on page hide, with the same context.
import { isEventName } from '../../domain/analytics/user-context'
import { batchBody, EVENTS_ENDPOINT, trackingAllowed, type TQueued } from './context'

let trackNow: ((event: string, props: Record<string, unknown>) => void) | null = null
const waiting: TQueued[] = []
let listening = false

export function trackLater(event: string, props: Record<string, unknown> = {}): void {
  if (trackNow) return trackNow(event, props)
  if (!isEventName(event) || !trackingAllowed()) return
  waiting.push({ name: event, props, time: Date.now(), url: location.href.slice(0, 2000) })
  listen()
  void import('./track')
    .then(({ enqueue, track }) => {
      trackNow = track
      enqueue(waiting.splice(0))
    })
    .catch(() => {
      // A chunk that failed to load (offline, a deploy in between): the events still leave on page hide.
    })
}

function beaconWaiting() {
  if (!waiting.length) return
  const events = waiting.splice(0)
  if (!navigator.sendBeacon?.(EVENTS_ENDPOINT, new Blob([batchBody(events, true)], { type: 'text/plain' }))) waiting.unshift(...events)
}

function listen() {
  if (listening) return
  listening = true
  addEventListener('pagehide', beaconWaiting)
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') beaconWaiting()
  })
}
