// The one SSE reader (sse-stream.ts) against a fake server that honours Last-Event-ID the way the answer streams do (an
// id is the characters sent so far): a dropped connection comes back after the backoff asking for what follows the last
// id seen, so the text arrives whole, once; a refusal stops it, a stream the server ended waits for ensureOpen(), and
// the AI order reader (ai-stream.ts) gives up with its message after its retries.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reconnectDelay } from '../../domain/realtime'
import { followAiAnswer } from '../answer/ai-stream'
import { openSseStream } from './sse-stream'

const TEXT = 'Сначала перенеси 3 вправо, затем раздели на 2.'
const enc = new TextEncoder()
const sse = (event: string, id: string, data: unknown) => `event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`

/** A body that sends `parts` and then drops (an error mid-stream, after they were read) or ends cleanly. */
function body(parts: string[], end: 'drop' | 'end') {
  let i = 0
  return new ReadableStream<Uint8Array>({
    pull(c) {
      const part = parts[i++]
      if (part !== undefined) c.enqueue(enc.encode(part))
      else if (end === 'drop') c.error(new TypeError('network error'))
      else c.close()
    },
  })
}

/**
 * The answer stream's server: from Last-Event-ID (characters already shown) it sends `start`, then `perConnection`
 * characters as one chunk each, and drops; once the text is all sent, `complete`.
 */
function answerServer(perConnection: number[]) {
  const resumes: (string | null)[] = []
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const resume = new Headers(init?.headers).get('last-event-id')
    resumes.push(resume)
    let sent = Number(resume ?? 0)
    const parts = [sse('start', String(sent), { offset: sent })]
    const n = perConnection[resumes.length - 1] ?? TEXT.length
    const text = TEXT.slice(sent, sent + n)
    if (text) {
      sent += text.length
      parts.push(sse('chunk', String(sent), { text }))
    }
    const done = sent >= TEXT.length
    if (done) parts.push(sse('complete', String(sent), { length: sent }))
    return new Response(body(parts, done ? 'end' : 'drop'), { status: 200, headers: { 'content-type': 'text/event-stream' } })
  })
  return { fetch, resumes }
}

const DELAY = reconnectDelay(0, 0.5)

async function until(cond: () => boolean, stepMs = 100, maxSteps = 400) {
  for (let i = 0; i < maxSteps && !cond(); i++) await vi.advanceTimersByTimeAsync(stepMs)
  expect(cond()).toBe(true)
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('openSseStream', () => {
  it('reconnects after a drop with Last-Event-ID = the last id seen, and the text arrives whole, once', async () => {
    const server = answerServer([5, 12])
    let text = ''
    let completed = false
    const stream = openSseStream({
      url: '/api/ai-order/1/stream',
      fetch: server.fetch,
      random: () => 0.5,
      initialId: () => '0',
      reopen: () => !completed,
      onEvent: (e) => {
        if (e.event === 'chunk') text += (JSON.parse(e.data) as { text: string }).text
        if (e.event === 'complete') completed = true
      },
    })
    await until(() => server.resumes.length === 1)
    // No second request before the backoff.
    await vi.advanceTimersByTimeAsync(DELAY - 10)
    expect(server.resumes).toEqual(['0'])
    await until(() => completed)
    expect(server.resumes).toEqual(['0', '5', '17'])
    expect(text).toBe(TEXT)
    stream.close()
  })

  it('sends no Last-Event-ID before any id, and stops on a refusal', async () => {
    const asked: (string | null)[] = []
    const refused: number[] = []
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      asked.push(new Headers(init?.headers).get('last-event-id'))
      return new Response('{"error_message":"Войди"}', { status: 401 })
    })
    openSseStream({ url: '/s', fetch, onEvent: () => {}, onRefused: (res) => void refused.push(res.status) })
    await until(() => refused.length === 1)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(asked).toEqual([null])
    expect(refused).toEqual([401])
  })

  it('retries a server error, and a stream the server ended waits for ensureOpen() when reopen() says no', async () => {
    const statuses = [503, 200, 200]
    const asked: (string | null)[] = []
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      asked.push(new Headers(init?.headers).get('last-event-id'))
      const status = statuses[asked.length - 1] ?? 200
      if (status !== 200) return new Response('busy', { status })
      return new Response(body([sse('complete', `${asked.length}.0`, {})], 'end'), { status: 200 })
    })
    const stream = openSseStream({ url: '/s', fetch, random: () => 0.5, initialId: () => '1.0', reopen: () => false, onEvent: () => {} })
    await until(() => asked.length === 2)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(asked).toEqual(['1.0', '1.0'])
    stream.ensureOpen()
    await until(() => asked.length === 3)
    expect(asked).toEqual(['1.0', '1.0', '2.0'])
    stream.close()
  })

  it('close() during the backoff sends nothing more', async () => {
    const server = answerServer([5, 5, 5])
    const stream = openSseStream({ url: '/s', fetch: server.fetch, random: () => 0.5, onEvent: () => {} })
    await until(() => server.resumes.length === 1)
    stream.close()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.resumes).toEqual([null])
  })
})

describe('followAiAnswer', () => {
  it('continues the answer from the characters shown, across a drop, without a repeat', async () => {
    const server = answerServer([10, 10])
    vi.stubGlobal('fetch', server.fetch)
    const shown = TEXT.slice(0, 3)
    let text = shown
    let completed = false
    followAiAnswer({ url: '/api/ai-order/1/stream', messageId: '7', offset: shown.length, onChunk: (t) => (text += t), onComplete: () => (completed = true), onError: () => {}, onPaywall: () => {} })
    await until(() => completed)
    expect(server.resumes).toEqual(['3', '13', '23'])
    expect(String(server.fetch.mock.calls[0]?.[0])).toBe('/api/ai-order/1/stream?messageId=7')
    expect(text).toBe(TEXT)
  })

  it('gives up with its message after five connections in a row that brought nothing new', async () => {
    const server = answerServer(Array(20).fill(0))
    vi.stubGlobal('fetch', server.fetch)
    const errors: string[] = []
    followAiAnswer({ url: '/s', messageId: '7', offset: 0, onChunk: () => {}, onComplete: () => {}, onError: (m) => errors.push(m), onPaywall: () => {} })
    await until(() => errors.length === 1, 500)
    expect(server.resumes).toHaveLength(6)
    expect(errors[0]).toMatch(/Связь прервалась/)
  })
})
