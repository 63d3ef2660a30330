// Task search latency (`npm run bench`): over the library search bench's generated corpus of 100 000 works, each
// question is one POST /api/unified-order/search (a guest browser), the search job run by the worker, and the
// matches read back over GraphQL: search-to-first-result, sequential, p50/p95/p99, and the job's own share.
// Runs on in-memory PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, on real Postgres.
import { createApp } from '../edge/app'
import { createJobWorker } from '../edge/jobs/worker'
import { jobHandlerMap } from '../edge/jobs/registry'
import { jobHandlers } from '../edge/jobs/handlers'
import { testDb } from '../tests/helpers/test-db'
import { testDeps } from '../tests/helpers/app-deps'
import { buildLibraryCorpus, CORPUS_WORKS } from './library-corpus'

const WARMUP = 5
/** Timed questions (BENCH_TASK_QUERIES: fewer for a quick look). */
const QUERIES = Number(process.env.BENCH_TASK_QUERIES) || 60

/** Questions as students type them, from the corpus's words; the last finds nothing. */
const QUESTIONS = [
  'Найти производную функции и предел последовательности',
  'Как электролиз раствора соли зависит от концентрации?',
  'Объясните влияние инфляции на безработицу и спрос',
  'Сила тока и напряжение на конденсаторе, найти сопротивление',
  'Фотосинтез и дыхание клетки: сравнение',
  'Реши уравнение с логарифмом и корнем',
  'Какая ответственность за преступление по закону?',
  'Квазибубль шмяк абракадабра',
]

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const ms = (v: number) => Math.round(v * 10) / 10

export type TTaskSearchBenchRow = { driver: string; works: number; 'corpus s': number; step: string; questions: number; 'p50 ms': number; 'p95 ms': number; 'p99 ms': number; 'mean matches'?: number }

export async function benchTaskSearch(): Promise<TTaskSearchBenchRow[]> {
  const t = await testDb()
  const deps = await testDeps(t.db)
  try {
    const corpusS = await buildLibraryCorpus(t.db, CORPUS_WORKS)
    const [subject] = await t.db.query<{ id: number }>(`select id from public.subjects where in_library order by id limit 1`)
    const app = createApp(deps)
    const worker = createJobWorker({ db: t.db, handlers: jobHandlerMap(jobHandlers), concurrency: 1, pollMs: 10, log: deps.log, services: deps, backoff: () => 0 })
    const total: number[] = []
    const job: number[] = []
    let matches = 0
    for (let i = 0; i < WARMUP + QUERIES; i++) {
      const headers = { 'content-type': 'application/json', 'x-fingerprint': `bench_${i}_${crypto.randomUUID().replace(/-/g, '')}` }
      const start = performance.now()
      const res = await app.request('/api/unified-order/search', { method: 'POST', headers, body: JSON.stringify({ query: QUESTIONS[i % QUESTIONS.length], subject_id: subject!.id }) })
      const { unified_order_id: id, error } = (await res.json()) as { unified_order_id: number | null; error: string | null }
      if (!id) throw new Error(`search refused: ${res.status} ${error}`)
      const jobStart = performance.now()
      while ((await worker.runOnce()) > 0);
      const jobMs = performance.now() - jobStart
      const read = await app.request('/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: `query($u: ID!) { getTaskOrderById(unifiedOrderId: $u) { order { status matches { position } } } }`, variables: { u: String(id) } }),
      })
      const order = ((await read.json()) as { data: { getTaskOrderById: { order: { status: string; matches: unknown[] } } } }).data.getTaskOrderById.order
      if (order.status !== 'SEARCHED') throw new Error(`order ${id} is ${order.status} after its job`)
      if (i < WARMUP) continue
      total.push(performance.now() - start)
      job.push(jobMs)
      matches += order.matches.length
    }
    const base = { driver: t.db.driver, works: CORPUS_WORKS, 'corpus s': corpusS }
    return [
      { ...base, step: 'POST → job → matches read', ...figures(total), 'mean matches': Math.round((matches / QUERIES) * 10) / 10 },
      { ...base, step: 'the search job alone', ...figures(job) },
    ]
  } finally {
    await deps.realtime.stop()
    await t.dispose()
  }
}

function figures(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  return { questions: sorted.length, 'p50 ms': ms(pct(sorted, 50)), 'p95 ms': ms(pct(sorted, 95)), 'p99 ms': ms(pct(sorted, 99)) }
}
