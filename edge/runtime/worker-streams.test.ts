// An AI answer streams live through the Worker entry as workerd runs it: the order is created by one fetch, its answer
// job runs in the Queue consumer (another invocation, as on Cloudflare), and a reader's SSE fetch, with no in-process
// realtime there, sees the answer grow chunk by chunk while the model is still writing, then resumes from
// Last-Event-ID. Before, the Worker closed the request's database connection when the handler returned, under the
// stream, and the Supabase hub ended every answer stream at once. Needs a real Postgres (the Worker opens postgres.js).
import { createParser, type EventSourceMessage } from 'eventsource-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onRealPostgres, testDb, type TestDb } from '../../tests/helpers/test-db'
import { startFakeSupabaseRealtime, type TFakeSupabaseRealtime } from '../../tests/fakes/supabase-realtime'
import { createOpenAiFake, type TOpenAiFake } from '../../tests/fakes/openai'
import { startFake, type TRunningFake } from '../../tests/fakes/serve'
import { freshFingerprint } from '../../tests/http/auth-support'
import { AI_ORDER_PREVIEW_CHARS } from '../../domain/ai-order/ai-order-input'
import type { TJobMessage } from '../jobs/cloudflare-jobs'
import { queueBatch, workerBindings, workerCtx } from '../../tests/helpers/worker-env'
import { serverEntry, untilBodyEnds } from './worker.server'

let t: TestDb
let supabase: TFakeSupabaseRealtime
let llm: TOpenAiFake
let llmServer: TRunningFake
let worker: Awaited<ReturnType<typeof serverEntry>>
const sent: TJobMessage[] = []
const waits: Promise<unknown>[] = []
const ctx = workerCtx(waits)
const env = () => workerBindings({ name: 'worker-streams', databaseUrl: t.url!, supabaseUrl: supabase.url, sent, extra: { LLM_API_KEY: 'sk-worker-streams', LLM_BASE_URL: `${llmServer.url}/v1`, LLM_MODEL: 'fake-model' } })
const batch = queueBatch

// Long enough to stream well past the guest's preview, in 40 deltas 60 ms apart (about 2.4 s of writing).
const ANSWER = Array.from({ length: 40 }, (_, i) => `Шаг ${String(i + 1).padStart(2, '0')}: считаем дальше. `).join('')

type TTimed = EventSourceMessage & { at: number }

/** Reads an SSE answer to its end, stamping each event with when it arrived. */
async function readTimed(res: Response): Promise<TTimed[]> {
  const events: TTimed[] = []
  const parser = createParser({ onEvent: (e) => events.push({ ...e, at: Date.now() }) })
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return events
    parser.feed(value)
  }
}

describe.skipIf(!onRealPostgres())('Worker entry: an AI answer streams live (real Postgres only: set TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    t = await testDb()
    supabase = await startFakeSupabaseRealtime({ secretKey: 'sb_secret_worker-streams', publishableKey: 'sb_publishable_worker-streams' })
    llm = createOpenAiFake({ apiKey: 'sk-worker-streams' })
    llmServer = await startFake(llm.app)
    worker = await serverEntry(() => {})
  })
  afterAll(async () => {
    await Promise.allSettled(waits)
    await llmServer?.close()
    await supabase?.close()
    await t?.dispose()
  })

  it('a guest reads the answer chunk by chunk while the Queue consumer writes it, and resumes from Last-Event-ID', async () => {
    llm.fallback = (req) => (req.body.stream ? { kind: 'text', content: ANSWER } : { kind: 'text', content: JSON.stringify({ prompts: ['Почему так?'] }) })
    llm.chunkSize = ANSWER.length / 40
    llm.delayMs = 60
    const guest = { 'x-fingerprint': freshFingerprint(), 'cf-connecting-ip': '198.51.100.7' }
    const created = await worker.fetch(
      new Request('http://worker.test/api/unified-order/create', { method: 'POST', headers: { 'content-type': 'application/json', ...guest }, body: JSON.stringify({ query: 'Реши уравнение: 12 + 30 = ? Объясни по шагам' }) }),
      env(),
      ctx,
    )
    const json = (await created.json()) as { unified_order_id: number; error: string | null }
    expect(created.status, JSON.stringify(json)).toBe(200)
    const u = String(json.unified_order_id)
    await Promise.all(waits.splice(0))
    expect(sent).toHaveLength(1)

    // The reader connects first; the consumer then writes the answer in another invocation.
    const stream = await worker.fetch(new Request(`http://worker.test/api/ai-order/${u}/stream`, { headers: guest }), env(), ctx)
    expect(stream.status).toBe(200)
    const reading = readTimed(stream)
    const consumer = worker.queue(batch(sent.splice(0)), env(), ctx).then(() => Date.now())
    const [events, consumerDone] = await Promise.all([reading, consumer])

    const chunks = events.filter((e) => e.event === 'chunk')
    const text = chunks.map((e) => (JSON.parse(e.data) as { text: string }).text).join('')
    // Unpaid: the guest sees the preview, never more, then the paywall notice.
    expect(text).toBe(ANSWER.slice(0, AI_ORDER_PREVIEW_CHARS))
    expect(events.at(-1)?.event).toBe('info')
    // Live, not at the end: several chunks, spread over the writing, the first well before the model finished.
    expect(chunks.length).toBeGreaterThanOrEqual(3)
    expect(chunks.at(-1)!.at - chunks[0]!.at).toBeGreaterThan(200)
    expect(chunks[0]!.at).toBeLessThan(consumerDone - 500)

    // A reload resumes after the last id it saw.
    const cut = 100
    const resumed = await readTimed(await worker.fetch(new Request(`http://worker.test/api/ai-order/${u}/stream`, { headers: { ...guest, 'last-event-id': String(cut) } }), env(), ctx))
    const rest = resumed.filter((e) => e.event === 'chunk').map((e) => (JSON.parse(e.data) as { text: string }).text).join('')
    expect(rest).toBe(ANSWER.slice(cut, AI_ORDER_PREVIEW_CHARS))
    await Promise.all(waits.splice(0))
  })
})

describe('untilBodyEnds', () => {
  const bytes = (s: string) => new TextEncoder().encode(s)

  it('passes the body through and settles once it has been read to the end', async () => {
    let settled = false
    const { body, finished } = untilBodyEnds(new Response('раз два').body)
    void finished.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    expect(await new Response(body).text()).toBe('раз два')
    await finished
    expect(settled).toBe(true)
  })

  it('settles when the reader cancels it or the source fails, and at once without a body', async () => {
    const cancelled = untilBodyEnds(new ReadableStream({ pull: (c) => c.enqueue(bytes('x')) }))
    await cancelled.body!.cancel()
    await cancelled.finished
    const failed = untilBodyEnds(new ReadableStream({ pull: (c) => c.error(new Error('обрыв')) }))
    await expect(new Response(failed.body).text()).rejects.toThrow('обрыв')
    await failed.finished
    await untilBodyEnds(null).finished
  })
})
