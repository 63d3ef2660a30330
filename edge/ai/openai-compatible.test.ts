// The real OpenAI-compatible adapter against a local fake that speaks the chat-completions protocol, streaming included.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { openAiCompatible, parseRetryAfter, type TOpenAiOptions } from './openai-compatible'
import { AiError } from './errors'
import { collectText } from '../../tests/helpers/collect-text'
import { createOpenAiFake, openAiError } from '../../tests/fakes/openai'
import { startFake, type TRunningFake } from '../../tests/fakes/serve'

const KEY = 'sk-test-secret-key-123'
const fake = createOpenAiFake({ apiKey: KEY })
let server: TRunningFake
let waits: number[] = []
beforeAll(async () => {
  server = await startFake(fake.app)
})
afterAll(() => server.close())
beforeEach(() => {
  fake.reset()
  waits = []
})

const ai = (extra: Partial<TOpenAiOptions> = {}) =>
  openAiCompatible({
    baseUrl: `${server.url}/v1`,
    apiKey: KEY,
    model: 'test-model',
    // Generous for a busy machine; the timeout cases set their own short one.
    timeoutMs: 5_000,
    maxRetries: 2,
    sleep: async (ms) => {
      waits.push(ms)
    },
    ...extra,
  })

const call = { task: 'probe', system: 'Ты помощник. Отвечай только на русском языке.', prompt: 'Скажи привет' }
const ZPlan = z.object({ title: z.string().min(3), items: z.array(z.string()).min(1) })
const failure = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e as AiError)

describe('OpenAI-compatible adapter: plain and structured answers', () => {
  it('sends the model, Bearer key and messages, and returns the text', async () => {
    fake.script.push({ kind: 'text', content: 'Привет!' })
    expect(await ai().generateText(call)).toBe('Привет!')
    const [req] = fake.requests
    expect(req?.authorization).toBe(`Bearer ${KEY}`)
    expect(req?.body.model).toBe('test-model')
    expect(req?.body.messages).toEqual([
      { role: 'system', content: call.system },
      { role: 'user', content: call.prompt },
    ])
    expect(ai().info).toEqual({ kind: 'openai', model: 'test-model', isDemo: false })
  })

  it('asks for JSON mode and validates the object by the schema', async () => {
    fake.script.push({ kind: 'text', content: JSON.stringify({ title: 'План', items: ['Первое'] }) })
    expect(await ai().generateObject({ ...call, schema: ZPlan })).toEqual({ title: 'План', items: ['Первое'] })
    expect(fake.requests[0]?.body.response_format).toEqual({ type: 'json_object' })
    expect(fake.requests[0]?.body.messages?.[0]?.content).toMatch(/JSON/)
  })

  it('extracts JSON wrapped in prose or a code fence', async () => {
    fake.script.push({ kind: 'text', content: 'Вот ответ:\n```json\n{"title":"План","items":["А"]}\n```' })
    expect(await ai().generateObject({ ...call, schema: ZPlan })).toEqual({ title: 'План', items: ['А'] })
  })

  it('repairs malformed JSON once, telling the model what was wrong', async () => {
    fake.script.push({ kind: 'text', content: '{"title": "План", "items": [' }, { kind: 'text', content: '{"title":"План","items":["Б"]}' })
    expect(await ai().generateObject({ ...call, schema: ZPlan })).toEqual({ title: 'План', items: ['Б'] })
    expect(fake.requests).toHaveLength(2)
    const repair = fake.requests[1]?.body.messages ?? []
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: '{"title": "План", "items": [' })
    expect(repair.at(-1)?.content).toMatch(/не прошел проверку/)
  })

  it('repairs a schema mismatch once, then fails with bad_output', async () => {
    fake.script.push({ kind: 'text', content: '{"title":"П","items":[]}' }, { kind: 'text', content: '{"title":"Пл"}' })
    const err = await failure(ai().generateObject({ ...call, schema: ZPlan }))
    expect(err).toBeInstanceOf(AiError)
    expect(err?.code).toBe('bad_output')
    expect(err?.retryable).toBe(true)
    expect(err?.message).toBe('Нейросеть вернула ответ в неверном формате. Попробуй еще раз')
    expect(fake.requests[1]?.body.messages?.at(-1)?.content).toMatch(/items/)
    expect(fake.requests).toHaveLength(2)
  })

  it('falls back to plain text when the server has no JSON mode', async () => {
    fake.script.push(
      { kind: 'status', status: 400, body: openAiError("Unknown parameter: 'response_format'", 'invalid_request_error') },
      { kind: 'text', content: 'Ответ: {"title":"План","items":["В"]}' },
    )
    expect(await ai().generateObject({ ...call, schema: ZPlan })).toEqual({ title: 'План', items: ['В'] })
    expect(fake.requests[1]?.body.response_format).toBeUndefined()
  })

  it('treats an empty answer and a non-JSON body as bad output', async () => {
    fake.script.push({ kind: 'text', content: '   ' })
    expect((await failure(ai().generateText(call)))?.code).toBe('bad_output')
    fake.script.push({ kind: 'garbage' })
    expect((await failure(ai().generateText(call)))?.code).toBe('bad_output')
  })
})

describe('OpenAI-compatible adapter: failures', () => {
  it('retries 429 honouring Retry-After, then succeeds', async () => {
    fake.script.push({ kind: 'status', status: 429, headers: { 'retry-after': '3' }, body: openAiError('Rate limit reached', 'requests', 'rate_limit_exceeded') })
    fake.script.push({ kind: 'text', content: 'После паузы' })
    expect(await ai().generateText(call)).toBe('После паузы')
    expect(waits).toEqual([3000])
    expect(fake.requests).toHaveLength(2)
  })

  it('gives up on 429 after LLM_MAX_RETRIES with rate_limited', async () => {
    fake.fallback = () => ({ kind: 'status', status: 429, body: openAiError('Rate limit reached', 'requests', 'rate_limit_exceeded') })
    const err = await failure(ai({ maxRetries: 2 }).generateText(call))
    expect(err?.code).toBe('rate_limited')
    expect(err?.status).toBe(429)
    expect(fake.requests).toHaveLength(3)
    expect(waits).toHaveLength(2)
    expect(waits[1]!).toBeGreaterThan(waits[0]!)
  })

  it('does not retry an exhausted quota (429 insufficient_quota)', async () => {
    fake.script.push({ kind: 'status', status: 429, body: openAiError('You exceeded your current quota', 'insufficient_quota', 'insufficient_quota') })
    const err = await failure(ai().generateText(call))
    expect(err?.code).toBe('unavailable')
    expect(err?.retryable).toBe(false)
    expect(fake.requests).toHaveLength(1)
  })

  it('retries a 500 with backoff, logging each retry without the key', async () => {
    fake.script.push({ kind: 'status', status: 500 }, { kind: 'status', status: 503 }, { kind: 'text', content: 'Ок' })
    const lines: string[] = []
    const log = { debug: () => {}, info: () => {}, error: () => {}, warn: (msg: string, f?: Record<string, unknown>) => lines.push(`${msg} ${JSON.stringify(f)}`) }
    expect(await ai({ log }).generateText(call)).toBe('Ок')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/retry.*"status":500/)
    expect(lines.join('\n')).not.toContain(KEY)
    expect(fake.requests).toHaveLength(3)
    expect(waits).toHaveLength(2)
  })

  it('fails as unavailable when 5xx persists', async () => {
    fake.fallback = () => ({ kind: 'status', status: 502 })
    const err = await failure(ai({ maxRetries: 1 }).generateText(call))
    expect(err?.code).toBe('unavailable')
    expect(err?.retryable).toBe(true)
    expect(fake.requests).toHaveLength(2)
  })

  it('does not retry 401, and never puts the key in the error', async () => {
    const err = await failure(ai({ apiKey: 'sk-wrong-key-999' }).generateText(call))
    expect(err?.code).toBe('auth')
    expect(err?.retryable).toBe(false)
    expect(fake.requests).toHaveLength(1)
    expect(err?.detail).toMatch(/HTTP 401.*invalid_api_key/)
    expect(JSON.stringify({ ...err?.toLog(), message: err?.message })).not.toContain('sk-wrong-key-999')
  })

  it('does not retry a 400', async () => {
    fake.script.push({ kind: 'status', status: 400, body: openAiError('The model `nope` does not exist', 'invalid_request_error', 'model_not_found') })
    const err = await failure(ai().generateText(call))
    expect(err?.code).toBe('bad_request')
    expect(fake.requests).toHaveLength(1)
  })

  it('times out a hanging provider without retrying it', async () => {
    fake.script.push({ kind: 'hang' })
    const err = await failure(ai({ timeoutMs: 150 }).generateText(call))
    expect(err?.code).toBe('timeout')
    expect(err?.retryable).toBe(true)
    expect(err?.message).toBe('Нейросеть не ответила вовремя. Попробуй еще раз чуть позже')
    expect(fake.requests).toHaveLength(1)
  })

  it('reports a content filter as refused', async () => {
    fake.script.push({ kind: 'text', content: 'x', finishReason: 'content_filter' })
    const err = await failure(ai().generateText(call))
    expect(err?.code).toBe('refused')
    expect(err?.retryable).toBe(false)
    fake.script.push({ kind: 'status', status: 400, body: openAiError('The response was filtered', 'invalid_request_error', 'content_filter') })
    expect((await failure(ai().generateText(call)))?.code).toBe('refused')
  })

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('2')).toBe(2000)
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6000)
    expect(parseRetryAfter(null)).toBeUndefined()
  })
})

describe('OpenAI-compatible adapter: streaming', () => {
  it('streams deltas from SSE chunks until [DONE]', async () => {
    const text = 'Введение раскрывает актуальность темы и ставит цель работы.'
    fake.script.push({ kind: 'text', content: text })
    const deltas: string[] = []
    const whole = await collectText(ai().streamText(call), (d) => deltas.push(d))
    expect(whole).toBe(text)
    expect(deltas.length).toBeGreaterThan(3)
    expect(fake.requests[0]?.body.stream).toBe(true)
  })

  it('retries a 429 before the stream starts', async () => {
    fake.script.push({ kind: 'status', status: 429, headers: { 'retry-after': '1' } }, { kind: 'text', content: 'Поток' })
    expect(await collectText(ai().streamText(call))).toBe('Поток')
    expect(waits).toEqual([1000])
  })

  it('fails a stream stopped by the content filter as refused', async () => {
    fake.script.push({ kind: 'text', content: 'x', finishReason: 'content_filter' })
    expect((await failure(collectText(ai().streamText(call))))?.code).toBe('refused')
  })

  it('fails a stream cut before [DONE] as unavailable, after giving what came', async () => {
    fake.script.push({ kind: 'cut', deltas: ['Нача', 'ло'] })
    const got: string[] = []
    const err = await failure(collectText(ai().streamText(call), (d) => got.push(d)))
    expect(err?.code).toBe('unavailable')
    expect(got.join('')).toBe('Начало')
  })

  it('times out a stream that stops sending chunks after the silence limit, not the whole-call one, giving what came', async () => {
    fake.script.push({ kind: 'cut', deltas: ['Нача', 'ло'], stall: true })
    const got: string[] = []
    const err = await failure(collectText(ai({ timeoutMs: 8_000, idleTimeoutMs: 150 }).streamText(call), (d) => got.push(d)))
    expect(err?.code).toBe('timeout')
    expect(err?.detail).toMatch(/sent nothing for 150 ms/)
    expect(got.join('')).toBe('Начало')
  })

  it('times out a stream that keeps trickling after the whole-call limit', async () => {
    fake.script.push({ kind: 'trickle', everyMs: 30 })
    const got: string[] = []
    const err = await failure(collectText(ai({ timeoutMs: 400, idleTimeoutMs: 5_000 }).streamText(call), (d) => got.push(d)))
    expect(err?.code).toBe('timeout')
    expect(err?.detail).toMatch(/no answer within 400 ms/)
    expect(got.length).toBeGreaterThan(0)
  })

  it('times out a body that stalls after the headers by the silence limit; before the headers only the whole-call limit applies', async () => {
    fake.script.push({ kind: 'silent-body' })
    const stalled = await failure(ai({ timeoutMs: 8_000, idleTimeoutMs: 150 }).generateText(call))
    expect(stalled?.code).toBe('timeout')
    expect(stalled?.detail).toMatch(/sent nothing for 150 ms/)
    // A model thinking before it answers is not silence: no headers yet, so the 100 ms silence limit does not apply.
    fake.script.push({ kind: 'hang' })
    const thinking = await failure(ai({ timeoutMs: 500, idleTimeoutMs: 100 }).generateText(call))
    expect(thinking?.code).toBe('timeout')
    expect(thinking?.detail).toMatch(/no answer within 500 ms/)
  })

  it('stops when the caller aborts, without retrying', async () => {
    fake.script.push({ kind: 'hang' })
    const ctl = new AbortController()
    const pending = failure(ai({ timeoutMs: 5000 }).generateText({ ...call, signal: ctl.signal }))
    setTimeout(() => ctl.abort(), 20)
    const err = await pending
    expect(err?.code).toBe('unavailable')
    expect(err?.retryable).toBe(false)
    expect(fake.requests).toHaveLength(1)
  })

  it('times out a stream that never answers', async () => {
    fake.script.push({ kind: 'hang' })
    expect((await failure(collectText(ai({ timeoutMs: 150 }).streamText(call))))?.code).toBe('timeout')
  })

  it('fails auth on a stream without retrying', async () => {
    const err = await failure(collectText(ai({ apiKey: 'sk-nope' }).streamText(call)))
    expect(err?.code).toBe('auth')
    expect(fake.requests).toHaveLength(1)
  })
})
