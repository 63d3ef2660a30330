// Advanced AI order (`npm run bench`): the job's own work per order — the sources search for the question over the
// local catalogue, storing up to 5 references, and streaming an answer through the citation guard into the queries
// row — with an instant scripted model (AI time excluded) that cites [1]…[9], so the guard strips on every order.
// Real Postgres when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, else in-memory PGlite.
import { createApp } from '../edge/app'
import { createJobWorker } from '../edge/jobs/worker'
import { jobHandlerMap } from '../edge/jobs/registry'
import { jobHandlers } from '../edge/jobs/handlers'
import type { TAi } from '../edge/ai/port'
import { testDb } from '../tests/helpers/test-db'
import { testDeps } from '../tests/helpers/app-deps'

const ORDERS = Number(process.env.BENCH_ADVANCED_AI_ORDERS ?? 40)
const QUESTIONS = ['Отмена крепостного права в России: причины', 'Обязательственное право: понятие', 'Общая теория права и государства', 'История Российской империи']

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const ms = (v: number) => Math.round(v * 100) / 100

const instantAi: TAi = {
  info: { kind: 'openai', model: 'bench', isDemo: false },
  generateObject: (async () => ({})) as TAi['generateObject'],
  generateText: async () => '',
  async *streamText() {
    for (let i = 1; i <= 20; i++) yield `Пункт ${i} опирается на источник [${(i % 9) + 1}]. `
  },
}

export async function benchAdvancedAi(): Promise<{ driver: string; rows: Record<string, string | number>[] }> {
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL
  const t = await testDb()
  const base = await testDeps(t.db, {})
  const deps = { ...base, ports: { ...base.ports, ai: instantAi } }
  try {
    const app = createApp(deps)
    const worker = createJobWorker({ db: t.db, handlers: jobHandlerMap(jobHandlers), concurrency: 1, pollMs: 50, log: deps.log, services: deps, backoff: () => 0 })
    const gql = async (query: string, variables: Record<string, unknown>, headers: Record<string, string>) =>
      (await (await app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) })).json()) as { data: Record<string, { unifiedOrderId: string }> }
    const jobs: number[] = []
    let refs = 0
    for (let i = 0; i < ORDERS; i++) {
      const headers = { 'x-fingerprint': `bench_adv_${i}_${Date.now().toString(36)}` }
      const made = await gql('mutation($q: String!) { createAdvancedAiOrder(question: $q) { unifiedOrderId } }', { q: QUESTIONS[i % QUESTIONS.length] }, headers)
      const at = performance.now()
      while ((await worker.runOnce()) > 0);
      jobs.push(performance.now() - at)
      const [row] = await t.db.query<{ n: string }>(
        `select count(*)::text as n from public.advanced_ai_order_references r join public.advanced_ai_orders o on o.id = r.advanced_ai_order_id where o.unified_order_id = $1::bigint`,
        [made.data.createAdvancedAiOrder!.unifiedOrderId],
      )
      refs += Number(row?.n ?? 0)
    }
    jobs.sort((a, b) => a - b)
    return {
      driver: t.db.driver,
      rows: [{ orders: jobs.length, 'avg references': ms(refs / jobs.length), 'job p50 ms': ms(pct(jobs, 50)), 'job p95 ms': ms(pct(jobs, 95)), 'max ms': ms(jobs.at(-1)!) }],
    }
  } finally {
    await deps.realtime.stop()
    await t.dispose()
  }
}
