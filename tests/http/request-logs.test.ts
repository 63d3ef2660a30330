// Operations (issue 32): one log line per request with its route pattern, the request id carried into the jobs it
// enqueued, GET /metrics behind its token, readiness in /api/health, and no phone, code or token in any line.
import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../edge/app'
import type { AppDeps } from '../../edge/context'
import { createLogger } from '../../edge/log'
import { requestLogContext } from '../../edge/http/request-context'
import { createAppMetrics } from '../../edge/metrics/app-metrics'
import { startListenProbe } from '../../edge/metrics/listen-probe'
import { countedAi } from '../../edge/metrics/counted-ai'
import { openStreams } from '../../edge/realtime/stream-slots'
import { createPorts } from '../../edge/runtime/ports.server'
import { createJobWorker } from '../../edge/jobs/worker'
import { jobHandlerMap } from '../../edge/jobs/registry'
import { jobHandlers } from '../../edge/jobs/handlers'
import { matchRoute } from '../../domain/route-match'
import type { TestDb } from '../helpers/test-db'
import { fromPeer, useTestDeps, type TTestApp } from '../helpers/test-app'
import { bearer, freshPhone, fromIp, gql, outboxCode, REQUEST_CODE, REQUEST_TOKEN } from './auth-support'

const METRICS_TOKEN = 'metrics-token-0123456789abcdef'

let t: TestDb
let deps: AppDeps
let app: TTestApp
const lines: string[] = []
type TLine = Record<string, unknown> & { msg: string; level: string }
const parsed = () => lines.map((l) => JSON.parse(l) as TLine)
const requestLines = () => parsed().filter((l) => l.msg === 'request')

useTestDeps((made) => ({ t, deps } = made), { METRICS_TOKEN })

beforeAll(async () => {
  // The server's logger, capturing its JSON lines (after redaction) instead of printing them; ports rebuilt on it so
  // the dev outbox's lines (phone numbers and codes) land here too.
  const log = createLogger('debug', true, { write: (line) => lines.push(line), context: requestLogContext })
  const metrics = createAppMetrics(t.db, { openStreams: () => openStreams(deps.realtime) })
  const ports = createPorts({ settings: deps.settings, db: t.db, log })
  // As the Node entry does: every AI call counted.
  ports.ai = countedAi(ports.ai, metrics)
  deps = { ...deps, log, ports, metrics, listenProbe: await startListenProbe(t.db) }
  const made = createApp(deps)
  // What Vike does on the server (pages/+server.ts): every other address, a page from the route table or the 404 page.
  made.all('*', (c) => (matchRoute(c.req.path) ? c.html('<h1>Страница</h1>') : c.html('<h1>Нет такой страницы</h1>', 404)))
  app = fromPeer(made)
})

const runJobs = async () => {
  const worker = createJobWorker({ db: t.db, handlers: jobHandlerMap(jobHandlers), concurrency: 2, pollMs: 50, log: deps.log, services: deps, backoff: () => 0, metrics: deps.metrics })
  while ((await worker.runOnce()) > 0);
}

const scrape = (token = METRICS_TOKEN) => app.request('/metrics', { headers: bearer(token) })
const sample = (text: string, series: string) => Number(text.split('\n').find((l) => l.startsWith(`${series} `))?.slice(series.length + 1) ?? 0)

describe('request lines, request id in jobs, metrics', () => {
  it('logs a page, a 404, GraphQL and an AI order each once with its route pattern; the job carries the request id; nothing personal leaks', async () => {
    const before = await (await scrape()).text()

    // A page with ids in its address, and a page that does not exist.
    expect((await app.request('/biblioteka/kursovye/istoriya/reforma-petra-1-2024/')).status).toBe(200)
    expect((await app.request('/no-such-page/8c1f2a4e-7b3d-4c51-8e2f-0a6b5c4d3e21/123456?token=leak-me-please')).status).toBe(404)
    expect((await app.request('/api/no-such-thing')).status).toBe(404)

    // Sign in by phone over GraphQL (the code goes through the dev outbox, which logs it), then an AI order.
    const phone = freshPhone()
    const ip = fromIp('10.97.0.1')
    expect((await gql(app, REQUEST_CODE, { phone }, ip)).data.requestAuthCode.isSent).toBe(true)
    const code = await outboxCode(t.db, phone)
    const token = (await gql(app, REQUEST_TOKEN, { phone, code }, ip)).data.requestApiToken.token as string
    const created = await app.request('/api/unified-order/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(token), ...ip, 'x-request-id': 'trace-ai-order-0001' },
      body: JSON.stringify({ query: 'Реши уравнение: 12 + 30 = ? Объясни по шагам' }),
    })
    expect(created.status).toBe(200)
    expect(created.headers.get('x-request-id')).toBe('trace-ai-order-0001')
    const u = String(((await created.json()) as { unified_order_id: number }).unified_order_id)
    await runJobs()
    // The answer's stream: logged when its headers go out.
    const streamed = await app.request(`/api/ai-order/${u}/stream`, { headers: bearer(token) })
    expect(streamed.status).toBe(200)
    await streamed.body?.cancel()

    const reqs = requestLines()
    const one = (route: string, method = 'GET') => {
      const found = reqs.filter((l) => l.route === route && l.method === method)
      expect(found, `${method} ${route} in ${JSON.stringify(reqs.map((l) => [l.method, l.route]))}`).toHaveLength(1)
      return found[0]!
    }
    expect(one('/biblioteka/:typeSlug/:subjectSlug/:workSlug/')).toMatchObject({ level: 'info', status: 200 })
    const missing = reqs.filter((l) => l.route === '(unmatched)')
    expect(missing.map((l) => [l.status, l.path])).toEqual([
      [404, '/no-such-page/:uuid/:n'],
      [404, '/api/no-such-thing'],
    ])
    const graphql = reqs.filter((l) => l.route === '/graphql')
    expect(graphql.map((l) => l.status)).toEqual([200, 200])
    expect(graphql[0]).toMatchObject({ caller: 'guest', method: 'POST' })
    const order = one('/api/unified-order/create', 'POST')
    expect(order).toMatchObject({ requestId: 'trace-ai-order-0001', status: 200, caller: 'client' })
    expect(order.userId).toMatch(/^[0-9a-f-]{36}$/)
    expect(order.durationMs).toEqual(expect.any(Number))
    // Hono's JSON answers say no length before the server writes them; `bytes` appears only when the answer does.
    expect(order.bytes).toBeUndefined()
    expect(one('/api/ai-order/:unifiedOrderId/stream')).toMatchObject({ status: 200, stream: true, caller: 'client' })
    // Every request line has a distinct id of its own.
    expect(new Set(reqs.map((l) => l.requestId)).size).toBe(reqs.length)

    // The job the order enqueued keeps the request's id, and every line its worker wrote for it carries it.
    const [job] = await t.db.query<{ id: string; name: string; request_id: string }>(
      `select id::text as id, name, request_id from private.jobs where request_id = 'trace-ai-order-0001' order by id limit 1`,
    )
    expect(job).toBeDefined()
    const jobLines = parsed().filter((l) => l.jobId === job!.id)
    expect(jobLines.length).toBeGreaterThan(0)
    for (const l of jobLines) expect(l).toMatchObject({ requestId: 'trace-ai-order-0001', job: job!.name })

    // The counters moved.
    const after = await (await scrape()).text()
    const ordersSeries = 'campus_http_requests_total{method="POST",route="/api/unified-order/create",status="200"}'
    expect(sample(after, ordersSeries) - sample(before, ordersSeries)).toBe(1)
    const unmatched = 'campus_http_requests_total{method="GET",route="(unmatched)",status="404"}'
    expect(sample(after, unmatched) - sample(before, unmatched)).toBe(2)
    const done = `campus_jobs_finished_total{name="${job!.name}",outcome="done"}`
    expect(sample(after, done)).toBeGreaterThanOrEqual(1)
    expect(after).toMatch(/^campus_http_request_duration_seconds_bucket\{method="POST",route="\/api\/unified-order\/create",le="\+Inf"\} 1$/m)
    expect(after).toMatch(/^campus_jobs_lag_seconds \d/m)
    expect(after).toMatch(/^campus_sign_in_codes_last_hour\{channel="sms"\} \d+$/m)
    expect(after).toMatch(/^campus_ai_calls_total\{outcome="ok",provider="demo",task="[\w-]+"\} [1-9]\d*$/m)
    expect(after).toMatch(/^campus_ai_call_duration_seconds_count\{provider="demo",task="[\w-]+"\} [1-9]\d*$/m)
    expect(after).toMatch(/^campus_streams_open\{caller="guest"\} 0$/m)

    // Nothing personal in any line: not the phone (in any spelling), the code, the token or the query's token.
    const all = lines.join('\n')
    expect(all).toContain('[outbox] sms')
    for (const secret of [phone, phone.slice(1), code, token, 'leak-me-please']) expect(all).not.toContain(secret)
    expect(all).not.toMatch(/Код для входа в Кампус: \d{4}/)
  })

  it('logs health checks and /metrics at debug level only', async () => {
    lines.length = 0
    await app.request('/api/health')
    await scrape()
    expect(requestLines().map((l) => [l.route, l.level])).toEqual([
      ['/api/health', 'debug'],
      ['/metrics', 'debug'],
    ])
  })
})

describe('GET /metrics', () => {
  const withToken = (token: string | undefined) => fromPeer(createApp({ ...deps, settings: { ...deps.settings, METRICS_TOKEN: token } }))

  it('does not exist without METRICS_TOKEN, refuses a wrong or missing token with 401, and answers the right one', async () => {
    expect((await withToken(undefined).request('/metrics', { headers: bearer(METRICS_TOKEN) })).status).toBe(404)
    const on = withToken(METRICS_TOKEN)
    for (const headers of [{}, bearer('metrics-token-0123456789abcdeX'), bearer(''), { authorization: `Basic ${METRICS_TOKEN}` }]) {
      const res = await on.request('/metrics', { headers })
      expect(res.status).toBe(401)
      expect(((await res.json()) as { message: string }).message).toMatch(/Нужен токен метрик/)
    }
    const res = await on.request('/metrics', { headers: bearer(METRICS_TOKEN) })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(await res.text()).toMatch(/^# TYPE campus_http_requests_total counter$/m)
  })

  it('is not there on a server without metrics (Workers)', async () => {
    expect((await createApp({ ...deps, metrics: null }).request('/metrics', { headers: bearer(METRICS_TOKEN) })).status).toBe(404)
  })
})

describe('/api/health readiness', () => {
  it('reports the job lag and the LISTEN connection, and answers 503 with the reason once a due job waits too long', async () => {
    const ok = await app.request('/api/health')
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ ok: true, listening: true, jobs: { lagSeconds: expect.any(Number) } })

    const [late] = await t.db.query<{ id: string }>(
      `insert into private.jobs (name, payload, run_at) values ('readiness-probe-late', '{}'::jsonb, now() - interval '1 hour') returning id::text as id`,
    )
    try {
      const res = await app.request('/api/health')
      expect(res.status).toBe(503)
      const body = (await res.json()) as { ok: boolean; reason: string; message: string; jobs: { lagSeconds: number } }
      expect(body).toMatchObject({ ok: false, reason: 'jobs-lag' })
      expect(body.jobs.lagSeconds).toBeGreaterThanOrEqual(3600)
      expect(body.message).toMatch(/Задания ждут в очереди \d+ с — дольше допустимых 300 с/)
    } finally {
      await t.db.query(`delete from private.jobs where id = $1::bigint`, [late!.id])
    }
    expect((await app.request('/api/health')).status).toBe(200)
  })
})
