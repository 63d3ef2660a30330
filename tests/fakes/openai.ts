// Fake OpenAI chat-completions API (POST /v1/chat/completions): Bearer auth, JSON and SSE-stream answers, and scripted
// misbehaviour — 429 with Retry-After, 500, 401, a hang, malformed JSON, finish_reason content_filter, a cut stream.
import { Hono } from 'hono'

export type TOpenAiReply =
  | { kind: 'text'; content: string; finishReason?: 'stop' | 'length' | 'content_filter' }
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  /** Never answers (until the client goes away): plays a provider that times out. */
  | { kind: 'hang' }
  /** Streams these deltas, then stops without finish_reason or [DONE]: drops the connection, or with `stall` keeps it open silently. */
  | { kind: 'cut'; deltas: string[]; stall?: boolean }
  /** A 200 whose body is not JSON at all. */
  | { kind: 'garbage' }
  /** Streams a delta every `everyMs` and never finishes, until the client goes away (a provider that trickles forever). */
  | { kind: 'trickle'; everyMs: number }
  /** A 200 whose headers come at once and whose JSON body never does (a provider that stalls after answering). */
  | { kind: 'silent-body' }

export type TOpenAiRequest = {
  authorization: string | undefined
  body: {
    model?: string
    stream?: boolean
    messages?: { role: string; content: string }[]
    response_format?: { type: string }
    [k: string]: unknown
  }
}

export type TOpenAiFake = {
  app: Hono
  /** Answers used in order; when empty, `fallback` answers. */
  script: TOpenAiReply[]
  fallback: (req: TOpenAiRequest) => TOpenAiReply
  requests: TOpenAiRequest[]
  /** Size of each streamed delta, characters. */
  chunkSize: number
  /** Pause between two streamed deltas, ms: a slow model. */
  delayMs: number
  reset(): void
}

export const openAiError = (message: string, type: string, code: string | null = null) => ({ error: { message, type, param: null, code } })

export function createOpenAiFake(opts: { apiKey: string }): TOpenAiFake {
  const fake: TOpenAiFake = {
    app: new Hono(),
    script: [],
    fallback: () => ({ kind: 'text', content: 'Готово.' }),
    requests: [],
    chunkSize: 7,
    delayMs: 1,
    reset() {
      fake.script = []
      fake.requests = []
      fake.chunkSize = 7
      fake.delayMs = 1
      fake.fallback = () => ({ kind: 'text', content: 'Готово.' })
    },
  }
  let seq = 0

  fake.app.post('/v1/chat/completions', async (c) => {
    const req: TOpenAiRequest = { authorization: c.req.header('authorization'), body: await c.req.json() }
    fake.requests.push(req)
    if (req.authorization !== `Bearer ${opts.apiKey}`) {
      // Echoes the key it got, as some proxies do (OpenAI itself masks the middle): the adapter must not pass it on.
      const got = (req.authorization ?? '').replace(/^Bearer /, '')
      return c.json(openAiError(`Incorrect API key provided: ${got}.`, 'invalid_request_error', 'invalid_api_key'), 401)
    }
    if (!Array.isArray(req.body.messages) || typeof req.body.model !== 'string') {
      return c.json(openAiError("'messages' and 'model' are required", 'invalid_request_error'), 400)
    }
    const reply = fake.script.shift() ?? fake.fallback(req)
    const id = `chatcmpl-${++seq}`
    const created = Math.floor(Date.now() / 1000)
    const model = req.body.model

    if (reply.kind === 'status') {
      return c.json((reply.body ?? openAiError('The server had an error while processing your request.', 'server_error')) as object, reply.status as 400, reply.headers)
    }
    if (reply.kind === 'garbage') return c.text('<html>502 Bad Gateway</html>', 200, { 'content-type': 'application/json' })
    if (reply.kind === 'hang') {
      const signal = c.req.raw.signal
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, 10_000)
        signal.addEventListener('abort', () => { clearTimeout(t); resolve() }, { once: true })
      })
      return c.json(openAiError('late', 'server_error'), 504)
    }

    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`
    const pieces = (text: string) => {
      const out: string[] = []
      for (let i = 0; i < text.length; i += fake.chunkSize) out.push(text.slice(i, i + fake.chunkSize))
      return out
    }

    if (reply.kind === 'trickle' || reply.kind === 'silent-body') {
      const signal = c.req.raw.signal
      const enc = new TextEncoder()
      const body = new ReadableStream<Uint8Array>({
        start(ctl) {
          const end = () => {
            clearInterval(t)
            clearTimeout(limit)
            try {
              ctl.close()
            } catch {
              // already closed by the client going away
            }
          }
          const t = reply.kind === 'trickle' ? setInterval(() => ctl.enqueue(enc.encode(chunk({ content: 'и ' }, null))), reply.everyMs) : undefined
          const limit = setTimeout(end, 10_000)
          signal.addEventListener('abort', end, { once: true })
        },
      })
      return c.body(body, 200, { 'content-type': reply.kind === 'trickle' ? 'text/event-stream' : 'application/json' })
    }

    if (reply.kind === 'cut') {
      const body = [chunk({ role: 'assistant', content: '' }, null), ...reply.deltas.map((d) => chunk({ content: d }, null))].join('')
      if (!reply.stall) return c.body(body, 200, { 'content-type': 'text/event-stream' })
      const signal = c.req.raw.signal
      const stalled = new ReadableStream<Uint8Array>({
        start(ctl) {
          ctl.enqueue(new TextEncoder().encode(body))
          const end = () => {
            try {
              ctl.close()
            } catch {
              // already closed by the client going away
            }
          }
          const t = setTimeout(end, 10_000)
          signal.addEventListener('abort', () => { clearTimeout(t); end() }, { once: true })
        },
      })
      return c.body(stalled, 200, { 'content-type': 'text/event-stream' })
    }

    const finish = reply.finishReason ?? 'stop'
    // A content filter stops the answer: no text, as OpenAI and Azure do.
    const content = finish === 'content_filter' ? '' : reply.content
    if (req.body.stream) {
      const enc = new TextEncoder()
      const parts = [chunk({ role: 'assistant', content: '' }, null), ...pieces(content).map((p) => chunk({ content: p }, null)), chunk({}, finish), 'data: [DONE]\n\n']
      const stream = new ReadableStream<Uint8Array>({
        async pull(ctl) {
          const next = parts.shift()
          if (next === undefined) return ctl.close()
          ctl.enqueue(enc.encode(next))
          await new Promise((r) => setTimeout(r, fake.delayMs))
        },
      })
      return c.body(stream, 200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    }
    return c.json({
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: finish }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    })
  })

  return fake
}
