// "My orders" under load (`npm run bench`): one client with 5 000 unified orders of every type and status (text works
// with their product rows, some rated) among other clients' orders, then a few hundred me.unifiedOrders requests
// through the Hono app in process: latency percentiles and the statements each request runs. Real Postgres when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server (a throwaway database is made there), else in-memory PGlite.
import { createApp } from '../edge/app'
import { testDb } from '../tests/helpers/test-db'
import { testDeps } from '../tests/helpers/app-deps'
import { countingDb, seedClient } from '../tests/helpers/unified-orders'

const ORDERS = 5_000
const OTHER_CLIENTS = 4
const WARMUP = 50
const REQUESTS = 400

const QUERY = `query($status: [UnifiedOrderStatus!], $page: Int, $search: String, $type: [UnifiedOrderType!]) {
  me { unifiedOrders(first: 10, page: $page, status: $status, search: $search, type: $type) {
    items { id typeId type status statusBySearch text isPaid createdAt updatedAt href rates { id stage rate comment } mainOrder { id status isPaid } }
    counters { inProgress completed } total lastPage } } }`

/** `count` orders of `userId`, newest first a minute apart, types and statuses cycling; text works get their product row. */
async function seedOrders(db: import('../edge/db/port').Db, userId: string, count: number) {
  await db.query(
    `insert into public.unified_orders (user_id, type_id, status, status_by_search, text, is_paid, created_at, updated_at)
     select $1, (array[5, 1, 9, 2, 3, 6, 7, 8])[1 + i % 8], 1 + (i / 8) % 4, case when i % 8 = 0 then 3 + i % 2 end,
            'Заказ ' || i || ': ' || (array['экономика региона', 'интеграл и ряды', 'история России', 'маркетинг 100%', 'функция f_x'])[1 + i % 5],
            i % 3 = 0, now() - make_interval(mins => i), now() - make_interval(mins => i)
       from generate_series(1, $2::int) i`,
    [userId, count],
  )
  await db.query(
    `insert into public.ai_essay_orders (user_id, unified_order_id, status, topic, is_paid)
     select user_id, id, 1 + id % 26, coalesce(text, ''), is_paid from public.unified_orders where user_id = $1 and type_id = 5`,
    [userId],
  )
  await db.query(
    `insert into public.unified_order_rates (unified_order_id, stage, rate)
     select id, 'final', 1 + id % 5 from public.unified_orders where user_id = $1 and id % 7 = 0`,
    [userId],
  )
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const ms = (v: number) => Math.round(v * 100) / 100

export type TUnifiedOrdersBenchRow = {
  scenario: string
  requests: number
  'p50 ms': number
  'p95 ms': number
  'p99 ms': number
  /** Time inside the request's transactions (BEGIN to COMMIT), per request; the rest is Node: token, GraphQL, JSON. */
  'db ms/request': number
  'queries/request': number
}

export async function benchUnifiedOrders(): Promise<{ driver: string; rows: TUnifiedOrdersBenchRow[] }> {
  // testDb() makes its throwaway database on the server TEST_DATABASE_URL names.
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL
  const t = await testDb()
  const deps = await testDeps(t.db)
  try {
    const secret = deps.settings.APP_JWT_SECRET
    const me = await seedClient(t.db, secret, 'Бенчмарк')
    await seedOrders(t.db, me.id, ORDERS)
    for (let i = 0; i < OTHER_CLIENTS; i++) await seedOrders(t.db, (await seedClient(t.db, secret)).id, ORDERS)
    await t.db.exec('analyze')
    const counting = countingDb(t.db)
    const app = createApp({ ...deps, db: counting.db })
    const lastPage = ORDERS / 2 / 10
    const scenarios: { scenario: string; query?: string; variables: (i: number) => Record<string, unknown> }[] = [
      // The floor on this machine at this moment: token check, GraphQL, one transaction for the profile.
      { scenario: 'baseline { me { id } }', query: '{ me { id } }', variables: () => ({}) },
      { scenario: 'tab «in progress», pages 1–250', variables: (i) => ({ status: ['DRAFT', 'IN_PROGRESS'], page: 1 + (i % lastPage) }) },
      { scenario: 'tab «completed», first 5 pages', variables: (i) => ({ status: ['COMPLETED', 'CANCELED'], page: 1 + (i % 5) }) },
      { scenario: 'search + type filter', variables: (i) => ({ search: ['эконом', '100%', 'f_x', 'ряды'][i % 4], type: ['TEXT_WORK', 'TASK_SOLVING'], page: 1 }) },
    ]
    const rows: TUnifiedOrdersBenchRow[] = []
    for (const s of scenarios) {
      const run = async (i: number) => {
        const res = await app.request('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...me.headers },
          body: JSON.stringify({ query: s.query ?? QUERY, variables: s.variables(i) }),
        })
        const body = (await res.json()) as { errors?: unknown; data?: { me: { id: string; unifiedOrders?: { items: unknown[] } } } }
        if (body.errors || !(body.data?.me.unifiedOrders?.items.length ?? body.data?.me.id)) throw new Error(`bench request failed: ${JSON.stringify(body).slice(0, 300)}`)
      }
      for (let i = 0; i < WARMUP; i++) await run(i)
      counting.reset()
      const times: number[] = []
      for (let i = 0; i < REQUESTS; i++) {
        const start = performance.now()
        await run(i)
        times.push(performance.now() - start)
      }
      times.sort((a, b) => a - b)
      rows.push({
        scenario: s.scenario,
        requests: REQUESTS,
        'p50 ms': ms(pct(times, 50)),
        'p95 ms': ms(pct(times, 95)), 'p99 ms': ms(pct(times, 99)),
        'db ms/request': ms(counting.dbMs() / REQUESTS),
        'queries/request': counting.count() / REQUESTS,
      })
    }
    return { driver: t.db.driver, rows }
  } finally {
    await deps.realtime.stop()
    await t.dispose()
  }
}
