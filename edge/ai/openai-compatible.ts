// OpenAI-compatible chat-completions adapter: JSON mode, SSE streaming (eventsource-parser), timeouts, retries, errors.
import { createParser } from 'eventsource-parser'
import type { Logger } from '../log'
import { AiError } from './errors'
import type { TAi, TAiCall, TAiProviderInfo } from './port'
import { generateValidated, type TChatMessage } from './structured'

export type TOpenAiOptions = {
  baseUrl: string
  apiKey: string
  model: string
  /** The whole call, from the request to the last byte of the answer (a stream included). */
  timeoutMs: number
  /**
   * The longest silence once the provider has answered: between the headers and the first bytes of the body, and
   * between chunks. A provider that stops sending mid-answer fails after this, not after timeoutMs. Before the headers
   * only timeoutMs applies (a model may think a while before it answers). Default: timeoutMs (no separate limit).
   */
  idleTimeoutMs?: number
  /** Extra tries after 429, 5xx and network errors. */
  maxRetries: number
  fetch?: typeof fetch
  /** Injected in tests to see the waits without waiting. */
  sleep?: (ms: number) => Promise<void>
  /** First backoff step; doubles each try, with jitter. */
  backoffMs?: number
  /** Retries are logged at warn level (task, status, wait); the key never is. */
  log?: Logger
}

// A Retry-After longer than this is not worth holding a job for: fail as rate_limited and let the job retry later.
const MAX_RETRY_AFTER_MS = 60_000

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

type TBody = Record<string, unknown>
const isRecord = (v: unknown): v is TBody => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Seconds or an HTTP date, as RFC 9110 allows; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.round(Number(value) * 1000)
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

function providerMessage(body: unknown): string {
  const err = isRecord(body) && isRecord(body.error) ? body.error : undefined
  if (!err) return typeof body === 'string' ? body.slice(0, 300) : 'no error body'
  return [err.code, err.type, err.message].filter((x) => typeof x === 'string' && x).join(': ').slice(0, 300)
}

function errorForStatus(status: number, body: unknown, redact: (s: string) => string): AiError {
  const detail = redact(`HTTP ${status}: ${providerMessage(body)}`)
  const code = isRecord(body) && isRecord(body.error) ? body.error.code : undefined
  if (code === 'content_filter' || code === 'content_policy_violation') return new AiError('refused', detail, { status })
  if (status === 401 || status === 403) return new AiError('auth', detail, { status })
  if (status === 429 && code === 'insufficient_quota') return new AiError('unavailable', detail, { status, retryable: false })
  if (status === 429) return new AiError('rate_limited', detail, { status })
  if (status >= 500) return new AiError('unavailable', detail, { status })
  return new AiError('bad_request', detail, { status })
}

const retryableStatus = (status: number) => status === 408 || status === 409 || status === 429 || status >= 500

/** The body as text, calling `touch` on every chunk that arrives (the silence timer). */
async function readText(res: Response, touch: () => void): Promise<string> {
  if (!res.body) return ''
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
  let text = ''
  for (;;) {
    const next = await reader.read()
    if (next.done) return text
    touch()
    text += next.value
  }
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '')
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export function openAiCompatible(opts: TOpenAiOptions): TAi {
  const doFetch = opts.fetch ?? fetch
  const sleep = opts.sleep ?? defaultSleep
  const backoffMs = opts.backoffMs ?? 500
  const idleMs = opts.idleTimeoutMs ?? opts.timeoutMs
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`
  const info: TAiProviderInfo = { kind: 'openai', model: opts.model, isDemo: false }
  // Provider error texts sometimes quote the key they got; it never goes into an error or a log line.
  const redact = (s: string) => (opts.apiKey ? s.split(opts.apiKey).join('[key]') : s)

  const body = (call: TAiCall, messages: TChatMessage[], extra: TBody) => ({
    model: opts.model,
    messages,
    ...(call.temperature !== undefined && { temperature: call.temperature }),
    ...(call.maxTokens !== undefined && { max_tokens: call.maxTokens }),
    ...extra,
  })

  /**
   * One POST with retries on 429/5xx/network; returns the OK response (body unread) and its abort controller.
   * Two timers keep running for the caller: the whole call's (timeoutMs) and the silence one, which the caller re-arms
   * (`touch`) on every chunk of the body it reads.
   */
  async function post(call: TAiCall, payload: TBody) {
    for (let attempt = 0; ; attempt++) {
      const ctl = new AbortController()
      let timedOut: 'total' | 'idle' | undefined
      const timers = { total: undefined as ReturnType<typeof setTimeout> | undefined, idle: undefined as ReturnType<typeof setTimeout> | undefined }
      const expire = (why: 'total' | 'idle') => () => {
        timedOut ??= why
        ctl.abort()
      }
      const touch = () => {
        clearTimeout(timers.idle)
        if (idleMs < opts.timeoutMs) timers.idle = setTimeout(expire('idle'), idleMs)
      }
      const onCallerAbort = () => ctl.abort()
      call.signal?.addEventListener('abort', onCallerAbort, { once: true })
      const done = () => {
        clearTimeout(timers.total)
        clearTimeout(timers.idle)
        call.signal?.removeEventListener('abort', onCallerAbort)
      }
      const fail = (e: unknown): AiError => {
        done()
        if (timedOut === 'idle') return new AiError('timeout', `task ${call.task}: the provider sent nothing for ${idleMs} ms`, { cause: e })
        if (timedOut) return new AiError('timeout', `task ${call.task}: no answer within ${opts.timeoutMs} ms`, { cause: e })
        if (call.signal?.aborted) return new AiError('unavailable', `task ${call.task}: cancelled by the caller`, { retryable: false, cause: e })
        return new AiError('unavailable', `task ${call.task}: network error: ${e instanceof Error ? e.message : String(e)}`, { cause: e })
      }
      timers.total = setTimeout(expire('total'), opts.timeoutMs)
      let res: Response
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}`, accept: payload.stream ? 'text/event-stream' : 'application/json' },
          body: JSON.stringify(payload),
          signal: ctl.signal,
        })
      } catch (e) {
        const err = fail(e)
        // A timeout is not retried here: the next try would likely hang as long; the job retries the step later.
        if (err.code === 'timeout' || !err.retryable || attempt >= opts.maxRetries) throw err
        await wait(call, err, backoff(attempt), attempt)
        continue
      }
      if (res.ok) {
        touch()
        return { res, touch, done, fail }
      }
      const errBody = await readBody(res).catch(() => undefined)
      done()
      const err = errorForStatus(res.status, errBody, redact)
      if (!retryableStatus(res.status) || !err.retryable || attempt >= opts.maxRetries) throw err
      const retryAfter = parseRetryAfter(res.headers.get('retry-after'))
      if (retryAfter !== undefined && retryAfter > MAX_RETRY_AFTER_MS) throw err
      await wait(call, err, retryAfter ?? backoff(attempt), attempt)
    }
  }

  function wait(call: TAiCall, err: AiError, ms: number, attempt: number) {
    opts.log?.warn('ai request retry', { task: call.task, model: opts.model, attempt: attempt + 1, waitMs: ms, ...err.toLog() })
    return sleep(ms)
  }

  const backoff = (attempt: number) => Math.round(backoffMs * 2 ** attempt * (0.75 + Math.random() * 0.5))

  function checkFinish(call: TAiCall, finish: unknown, refusal: unknown) {
    if (typeof refusal === 'string' && refusal) throw new AiError('refused', `task ${call.task}: model refused: ${refusal.slice(0, 200)}`)
    if (finish === 'content_filter') throw new AiError('refused', `task ${call.task}: finish_reason content_filter`)
  }

  async function complete(call: TAiCall, messages: TChatMessage[], json: boolean): Promise<string> {
    let sent: Awaited<ReturnType<typeof post>>
    try {
      sent = await post(call, body(call, messages, json ? { response_format: { type: 'json_object' } } : {}))
    } catch (e) {
      // Some compatible servers have no JSON mode and say so with a 400: ask again in plain text and extract the JSON.
      if (json && e instanceof AiError && e.code === 'bad_request' && /response_format|json/i.test(e.detail)) return complete(call, messages, false)
      throw e
    }
    const { res, touch, done, fail } = sent
    let text: string
    try {
      text = await readText(res, touch)
    } catch (e) {
      throw fail(e)
    }
    done()
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch (e) {
      throw new AiError('bad_output', `task ${call.task}: response body is not JSON`, { cause: e })
    }
    const choice = isRecord(data) && Array.isArray(data.choices) && isRecord(data.choices[0]) ? data.choices[0] : undefined
    const message = choice && isRecord(choice.message) ? choice.message : undefined
    if (!choice || !message) throw new AiError('bad_output', `task ${call.task}: no choices[0].message in the response`)
    checkFinish(call, choice.finish_reason, message.refusal)
    const content = typeof message.content === 'string' ? message.content : ''
    if (!content.trim()) throw new AiError('bad_output', `task ${call.task}: empty answer (finish_reason ${String(choice.finish_reason)})`)
    return content
  }

  async function* stream(call: TAiCall): AsyncGenerator<string> {
    const messages: TChatMessage[] = [
      { role: 'system', content: call.system },
      { role: 'user', content: call.prompt },
    ]
    const { res, touch, done, fail } = await post(call, body(call, messages, { stream: true }))
    if (!res.body) throw new AiError('unavailable', `task ${call.task}: stream without a body`)
    const queue: string[] = []
    let finished = false
    let problem: AiError | undefined
    const parser = createParser({
      onEvent(event) {
        if (finished || problem) return
        if (event.data === '[DONE]') {
          finished = true
          return
        }
        let chunk: unknown
        try {
          chunk = JSON.parse(event.data)
        } catch {
          problem = new AiError('bad_output', `task ${call.task}: stream chunk is not JSON`)
          return
        }
        if (isRecord(chunk) && isRecord(chunk.error)) {
          problem = new AiError('unavailable', redact(`task ${call.task}: error inside the stream: ${providerMessage(chunk)}`))
          return
        }
        const choice = isRecord(chunk) && Array.isArray(chunk.choices) && isRecord(chunk.choices[0]) ? chunk.choices[0] : undefined
        const delta = choice && isRecord(choice.delta) ? choice.delta : undefined
        if (delta && typeof delta.content === 'string' && delta.content) queue.push(delta.content)
        try {
          checkFinish(call, choice?.finish_reason, delta?.refusal)
        } catch (e) {
          problem = e as AiError
        }
      },
    })
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
    let yielded = 0
    try {
      for (;;) {
        let next: ReadableStreamReadResult<string>
        try {
          next = await reader.read()
        } catch (e) {
          throw fail(e)
        }
        if (next.done) break
        touch()
        parser.feed(next.value)
        while (queue.length) {
          const delta = queue.shift() ?? ''
          yielded += delta.length
          yield delta
        }
        if (problem) throw problem
        if (finished) break
      }
      if (problem) throw problem
      if (!finished && yielded === 0) throw new AiError('unavailable', `task ${call.task}: stream ended without data`)
      if (!finished) throw new AiError('unavailable', `task ${call.task}: stream ended before [DONE]`)
      if (yielded === 0) throw new AiError('bad_output', `task ${call.task}: empty answer`)
    } finally {
      done()
      await reader.cancel().catch(() => undefined)
    }
  }

  return {
    info,
    generateObject: (call) => generateValidated(call, (messages) => complete(call, messages, true)),
    generateText: (call) =>
      complete(
        call,
        [
          { role: 'system', content: call.system },
          { role: 'user', content: call.prompt },
        ],
        false,
      ),
    streamText: (call) => stream(call),
  }
}
