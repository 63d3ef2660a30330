// The browser's one reader of an answer stream (Server-Sent Events over fetch: EventSource cannot send the bearer
// token), used by the AI order answers (answer/ai-stream.ts) and the training chat (training/training-stream.ts).
// A dropped connection comes back after reconnectDelay() (1 s doubling to 5 s, with jitter, like the realtime client)
// and asks with Last-Event-ID for what follows the last event id seen (before any: initialId()), so the text goes on
// without a gap or a repeat. A stream the server ends on its own is reopened while reopen() says so, otherwise it waits
// for ensureOpen(); an answer retrying cannot change (a 4xx but 408/429) stops it.
import { createParser, type EventSourceMessage } from 'eventsource-parser'
import { reconnectDelay } from '../../domain/realtime'

export type TSseStreamOptions = {
  url: string
  /** Read at every connect: the token may have changed meanwhile. */
  headers?: () => Record<string, string>
  /** Where to resume while this page has seen no event id yet; null: from the start. */
  initialId?: () => string | null
  onEvent: (e: EventSourceMessage) => void
  /** Whether a stream the server ended is reopened at once; yes unless said otherwise. */
  reopen?: () => boolean
  /** The server refused for good (signed out, someone else's order): the stream is closed. */
  onRefused?: (res: Response) => void | Promise<void>
  /** Connections in a row that brought nothing new before giving up with onGiveUp; unlimited unless set. */
  maxRetries?: number
  onGiveUp?: () => void
  fetch?: typeof globalThis.fetch
  random?: () => number
}

export type TSseStream = {
  /** Opens the stream again if it stopped because the server ended it (and reopen() said no). */
  ensureOpen: () => void
  close: () => void
}

const refusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429

export function openSseStream(o: TSseStreamOptions): TSseStream {
  // Through a closure: browsers throw "Illegal invocation" when window.fetch is called with another `this`.
  const doFetch = o.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
  const random = o.random ?? Math.random
  let lastId: string | null = null
  // Connections in a row without a new event id; a new one starts the backoff over.
  let attempt = 0
  let running = false
  let closed = false
  let abort: AbortController | null = null
  let wake: (() => void) | null = null
  let timer: ReturnType<typeof setTimeout> | undefined

  async function connect(): Promise<'ended' | 'failed' | 'refused'> {
    const ctl = (abort = new AbortController())
    const resume = lastId ?? o.initialId?.() ?? null
    let res: Response
    try {
      res = await doFetch(o.url, {
        headers: { ...o.headers?.(), accept: 'text/event-stream', ...(resume !== null ? { 'last-event-id': resume } : {}) },
        signal: ctl.signal,
        cache: 'no-store',
      })
    } catch {
      return 'failed'
    }
    if (!res.ok || !res.body) {
      if (refusal(res.status)) {
        await o.onRefused?.(res)
        return 'refused'
      }
      res.body?.cancel().catch(() => {})
      return 'failed'
    }
    const parser = createParser({
      onEvent(e) {
        if (closed) return
        if (e.id !== undefined) {
          if (e.id !== resume) attempt = 0
          lastId = e.id
        }
        o.onEvent(e)
      },
    })
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return 'ended'
        parser.feed(value)
        if (closed) return 'ended'
      }
    } catch {
      return 'failed'
    } finally {
      reader.cancel().catch(() => {})
    }
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve
      timer = setTimeout(resolve, ms)
    })

  async function loop() {
    if (running || closed) return
    running = true
    try {
      while (!closed) {
        const how = await connect()
        if (closed) break
        if (how === 'refused') {
          closed = true
          break
        }
        if (how === 'ended' && o.reopen && !o.reopen()) break
        if (o.maxRetries !== undefined && attempt >= o.maxRetries) {
          closed = true
          o.onGiveUp?.()
          break
        }
        await sleep(reconnectDelay(attempt++, random()))
      }
    } finally {
      running = false
    }
  }

  void loop()
  return {
    ensureOpen: () => void loop(),
    close() {
      closed = true
      clearTimeout(timer)
      wake?.()
      abort?.abort()
    },
  }
}
