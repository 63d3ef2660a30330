// AI answer streaming overhead (`npm run bench`): the time from a local fake provider writing an answer's first token
// to an SSE client of GET /api/ai-order/{id}/stream receiving its first chunk — the adapter's parsing, the batch write
// of the message row, the NOTIFY round trip through the realtime hub, the stream's re-read and the SSE write. The fake
// speaks the OpenAI chat-completions stream over HTTP and the real adapter reads it; the app runs in process. Real
// Postgres when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, else in-memory PGlite. Goal: p95 < 50 ms.
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { createApp } from '../edge/app'
import { createJobWorker } from '../edge/jobs/worker'
import { jobHandlerMap } from '../edge/jobs/registry'
import { jobHandlers } from '../edge/jobs/handlers'
import { testDb } from '../tests/helpers/test-db'
import { testDeps } from '../tests/helpers/app-deps'
import { startFake } from '../tests/fakes/serve'

const ANSWERS = Number(process.env.BENCH_AI_ANSWERS ?? 60)
const WARMUP = 5
const DELTAS = 20
const DELTA_GAP_MS = 2

/** A chat-completions stream: `DELTAS` pieces; the moment each request's first token goes out is kept by its marker. */
function fakeProvider(firstTokenAt: Map<string, number>) {
  const app = new Hono()
  app.post('/v1/chat/completions', async (c) => {
    const body = (await c.req.json()) as { stream?: boolean; messages: { content: string }[] }
    if (!body.stream) return c.json({ id: 'x', object: 'chat.completion', created: 0, model: 'bench', choices: [{ index: 0, message: { role: 'assistant', content: '{"prompts":["Почему?","А иначе?"]}' }, finish_reason: 'stop' }] })
    const marker = /BENCH-(\d+)/.exec(body.messages.map((m) => m.content).join('\n'))?.[1] ?? '?'
    return streamSSE(c, async (s) => {
      for (let i = 0; i < DELTAS; i++) {
        if (i === 0) firstTokenAt.set(marker, performance.now())
        await s.writeSSE({ data: JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 0, model: 'bench', choices: [{ index: 0, delta: { content: `Шаг ${i + 1}: $x_${i} = ${i}$. ` }, finish_reason: null }] }) })
        await new Promise((r) => setTimeout(r, DELTA_GAP_MS))
      }
      await s.writeSSE({ data: JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 0, model: 'bench', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }) })
      await s.writeSSE({ data: '[DONE]' })
    })
  })
  return app
}

/** Resolves at the first `event: chunk` of the stream, with the time it arrived; reads the rest to the end. */
async function firstChunk(res: Response): Promise<number> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  let seen = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) throw new Error('the stream ended without a chunk')
    seen += value
    if (seen.includes('event: chunk')) {
      const at = performance.now()
      void (async () => {
        while (!(await reader.read()).done);
      })()
      return at
    }
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const ms = (v: number) => Math.round(v * 100) / 100

export async function benchAiStream(): Promise<{ driver: string; rows: Record<string, string | number>[] }> {
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL
  const firstTokenAt = new Map<string, number>()
  const fake = await startFake(fakeProvider(firstTokenAt))
  const t = await testDb()
  const deps = await testDeps(t.db, { LLM_API_KEY: 'sk-bench', LLM_BASE_URL: `${fake.url}/v1`, LLM_MODEL: 'bench' })
  try {
    const app = createApp(deps)
    const worker = createJobWorker({ db: t.db, handlers: jobHandlerMap(jobHandlers), concurrency: 1, pollMs: 50, log: deps.log, services: deps, backoff: () => 0 })
    const overheads: number[] = []
    for (let i = 0; i < WARMUP + ANSWERS; i++) {
      // A guest per answer, so the per-client creation limit never counts; the stream's first chunk is the preview's.
      const headers = { 'x-fingerprint': `bench_${i}_${Date.now().toString(36)}`, 'content-type': 'application/json' }
      const created = await app.request('/api/unified-order/create', { method: 'POST', headers, body: JSON.stringify({ query: `Задача BENCH-${i}: найди x` }) })
      const { unified_order_id: id } = (await created.json()) as { unified_order_id: number }
      const stream = await app.request(`/api/ai-order/${id}/stream`, { headers })
      const received = firstChunk(stream)
      while ((await worker.runOnce()) > 0);
      const overhead = (await received) - firstTokenAt.get(String(i))!
      if (i >= WARMUP) overheads.push(overhead)
    }
    overheads.sort((a, b) => a - b)
    return {
      driver: t.db.driver,
      rows: [{ answers: overheads.length, 'p50 ms': ms(pct(overheads, 50)), 'p95 ms': ms(pct(overheads, 95)), 'max ms': ms(overheads.at(-1)!), goal: 'p95 < 50 ms' }],
    }
  } finally {
    await deps.realtime.stop()
    await t.dispose()
    await fake.close()
  }
}
