// Advanced AI orders (unified type 7) over POST /graphql and SSE: create (validation, guests), the job stores only the
// records the sources search found and the answer cites only those (a scripted model's [6] and [9] never reach a
// reader), the paywall, paying once under ten calls at once, clarifications to zero with their event, owners only.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { asCaller } from '../../edge/db/port'
import type { TAi } from '../../edge/ai/port'
import type { SourcesPort, TSourceHit } from '../../edge/sources/port'
import { ZSourceRecord } from '../../domain/sources/reference'
import { AI_ORDER_PREVIEW_CHARS } from '../../domain/ai-order/ai-order-input'
import type { TestDb } from '../helpers/test-db'
import { connectedApp, useTestApp, type TTestApp } from '../helpers/test-app'
import { chunkText, readSse } from '../helpers/sse'
import { freshFingerprint, gql, phoneClients } from './auth-support'
import { BROWSER_UNKNOWN } from '../../domain/orders/owner'
import { runJobsUntilIdle } from '../helpers/jobs'
import { giveCredits } from '../helpers/credits'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), { ADVANCED_AI_ORDER_PRICE_TOKENS: '15' })

const client = phoneClients('10.97.0', () => ({ app, db: t.db }))
const tokens = (userId: string, amount: number) => giveCredits(t.db, userId, amount)
const balance = async (h: Record<string, string>) => (await gql(app, '{ me { balance { balanceTokens } } }', {}, h)).data.me.balance.balanceTokens as number

const runJobs = (services: AppDeps = deps) => runJobsUntilIdle(t.db, services)

const QUESTION = 'Отмена крепостного права в России: каковы были причины реформы 1861 года?'
const ORDER = `id unifiedOrderId type category status statusId meta isPaid price clarificationsCountLeft isDemo streamUrl
  advancedAiReferences { position title author year url source } queries { id role content isPreview state error }`
const CREATE = `mutation($q: String!, $t: AdvancedAiOrderType, $c: String) { createAdvancedAiOrder(question: $q, type: $t, category: $c) { ${ORDER} } }`
const GET = `query($u: ID!) { getAdvancedAiOrderById(unifiedOrderId: $u) { ${ORDER} } }`
const PAY = `mutation($u: ID!) { tryToPayForAdvancedAiOrderFromBalance(unifiedOrderId: $u) { ${ORDER} } }`
const CLARIFY = `mutation($u: ID!, $q: String!) { createAdvancedAiOrderClarification(unifiedOrderId: $u, question: $q) { ${ORDER} } }`

async function created(headers: Record<string, string>, vars: Record<string, unknown> = { q: QUESTION, t: 'general' }) {
  const res = await gql(app, CREATE, vars, headers)
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined()
  return res.data.createAdvancedAiOrder.unifiedOrderId as string
}
const read = async (u: string, h: Record<string, string>) => (await gql(app, GET, { u }, h)).data.getAdvancedAiOrderById
const fullAnswers = async (u: string) =>
  (
    await t.db.query<{ content: string }>(
      `select q.content from public.advanced_ai_order_queries q join public.advanced_ai_orders o on o.id = q.advanced_ai_order_id where o.unified_order_id = $1::bigint and q.role = 2 order by q.id`,
      [u],
    )
  ).map((r) => r.content)

function fakeSources(count: number): SourcesPort & { queries: string[] } {
  const queries: string[] = []
  return {
    queries,
    async searchSources(input) {
      queries.push(input.query)
      return Array.from({ length: Math.min(count, input.limit) + 2 }, (_, i): TSourceHit => ({
        id: `openalex:W${1000 + i}`,
        origin: 'openalex',
        score: 10 - i,
        record: ZSourceRecord.parse({ kind: 'article', authors: [{ family: 'Иванов', given: 'И. И.' }], title: `Найденная статья ${i + 1}`, year: 2010 + i, url: `https://example.org/w${i + 1}`, language: 'ru' }),
      })).slice(0, count)
    },
  }
}

function scriptedAi(deltas: string[]): TAi & { calls: unknown[] } {
  const calls: unknown[] = []
  return {
    calls,
    info: { kind: 'openai', model: 'scripted', isDemo: false },
    generateObject: (async () => ({})) as TAi['generateObject'],
    generateText: async () => deltas.join(''),
    async *streamText(call) {
      calls.push(call)
      for (const d of deltas) yield d
    },
  }
}

describe('createAdvancedAiOrder', () => {
  it('makes a type 7 order; the job stores only what the sources search found and streams a demo answer citing only those', async () => {
    const c = await client()
    const u = await created(c.headers, { q: QUESTION, t: 'law', c: 'История права' })
    const before = await read(u, c.headers)
    expect(before).toMatchObject({ type: 'law', category: 'История права', status: 'SEARCHING', isPaid: false, price: 15, clarificationsCountLeft: 3, isDemo: true, streamUrl: `/api/advanced-ai-order/${u}/stream` })
    await runJobs()
    const after = await read(u, c.headers)
    expect(after.status).toBe('ANSWERED')
    // The same search (the real sources port of this app) for the same question: the stored references are its first hits.
    const hits = await deps.ports.sources.searchSources({ query: QUESTION, limit: 5 })
    expect(hits.length).toBeGreaterThan(0)
    expect(after.advancedAiReferences.map((r: { title: string }) => r.title)).toEqual(hits.map((h) => h.record.title))
    const [ids] = [await t.db.query<{ source_id: string }>(`select r.source_id from public.advanced_ai_order_references r join public.advanced_ai_orders o on o.id = r.advanced_ai_order_id where o.unified_order_id = $1::bigint order by position`, [u])]
    expect(ids.map((r) => r.source_id)).toEqual(hits.map((h) => h.id))
    expect(JSON.parse(after.meta)).toEqual({ referencesFound: hits.length })
    const [answer] = await fullAnswers(u)
    expect(answer).toMatch(/Демо-ответ/)
    const cited = [...answer!.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]))
    expect(cited.length).toBeGreaterThan(0)
    for (const n of cited) expect(n).toBeLessThanOrEqual(hits.length)
    const unified = (await gql(app, `query($id: ID!) { getUnifiedOrderById(id: $id) { typeId status text mainOrder { id isPaid } } }`, { id: u }, c.headers)).data.getUnifiedOrderById
    expect(unified).toMatchObject({ typeId: 7, status: 'COMPLETED', text: QUESTION, mainOrder: { id: after.id, isPaid: false } })
  })

  it('the citation guard: a model citing [6] and [9] with 5 references found gets them stripped; no sources, no citations', async () => {
    await runJobs()
    const c = await client()
    const sources = fakeSources(7)
    const ai = scriptedAi(['Ответ [1', '] и ещё [6]. Далее [2, 9]', ' и [5]. Вывод [', '7].'])
    const services: AppDeps = { ...deps, ports: { ...deps.ports, sources, ai } }
    const u = await created(c.headers)
    await runJobs(services)
    const order = await read(u, c.headers)
    expect(order.advancedAiReferences).toHaveLength(5)
    expect(order.advancedAiReferences[0]).toMatchObject({ position: 1, title: 'Найденная статья 1', author: 'Иванов И. И.', year: 2010, url: 'https://example.org/w1', source: 'openalex' })
    expect(sources.queries).toEqual([QUESTION])
    expect((await fullAnswers(u))[0]).toBe('Ответ [1] и ещё. Далее [2] и [5]. Вывод.')
    // The prompt listed exactly the stored references.
    expect(JSON.stringify(ai.calls[0])).toContain('[5] Иванов И. И. Найденная статья 5')
    expect(JSON.stringify(ai.calls[0])).not.toContain('Найденная статья 6')

    const none = await created(c.headers)
    await runJobs({ ...services, ports: { ...services.ports, sources: fakeSources(0) } })
    const bare = await read(none, c.headers)
    expect(bare.advancedAiReferences).toEqual([])
    expect((await fullAnswers(none))[0]).toBe('Ответ и ещё. Далее и. Вывод.')
  })

  it('answers Russian validation errors, never 500; a guest without a fingerprint cannot own one', async () => {
    const c = await client()
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ q: '   ' }, /Напиши вопрос/],
      [{ q: 'x'.repeat(5001) }, /не должен быть длиннее 5000/],
      [{ q: 'Вопрос', c: 'к'.repeat(201) }, /Категория не должна быть длиннее 200/],
    ]
    for (const [vars, message] of cases) {
      const res = await gql(app, CREATE, vars, c.headers)
      expect(res.errors?.[0]?.message, JSON.stringify(vars)).toMatch(message)
      expect(res.errors?.[0]?.extensions?.code).not.toBe('INTERNAL')
    }
    expect((await gql(app, CREATE, { q: 'Вопрос', t: 'magic' }, c.headers)).errors?.[0]?.extensions?.code).not.toBe('INTERNAL')
    expect((await gql(app, CREATE, { q: QUESTION }, {})).errors?.[0]?.message).toBe(BROWSER_UNKNOWN)
    const res = await app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...c.headers }, body: '{"query": "mutation { createAdvancedAiOrder { id } }"' })
    expect(res.status).toBeLessThan(500)
  })
})

describe('owners and the paywall', () => {
  it('a guest reads its own order; other guests, clients and the database do not; the unpaid answer is a preview', async () => {
    await runJobs()
    const guest = { 'x-fingerprint': freshFingerprint() }
    const long = scriptedAi(['Первый абзац [1]. ', 'х'.repeat(AI_ORDER_PREVIEW_CHARS + 300), ' конец.'])
    const u = await created(guest)
    await runJobs({ ...deps, ports: { ...deps.ports, ai: long, sources: fakeSources(2) } })
    const own = await read(u, guest)
    expect(own.status).toBe('ANSWERED')
    expect(own.queries[1]).toMatchObject({ isPreview: true })
    expect(own.queries[1].content).toHaveLength(AI_ORDER_PREVIEW_CHARS)
    expect(own.advancedAiReferences).toHaveLength(2)
    const events = await readSse(await app.request(`/api/advanced-ai-order/${u}/stream`, { headers: guest }))
    expect(chunkText(events)).toHaveLength(AI_ORDER_PREVIEW_CHARS)
    expect(events.at(-1)).toMatchObject({ event: 'info' })
    const other = { 'x-fingerprint': freshFingerprint() }
    const stranger = await client()
    expect(await read(u, other)).toBeNull()
    expect(await read(u, stranger.headers)).toBeNull()
    expect((await app.request(`/api/advanced-ai-order/${u}/stream`, { headers: other })).status).toBe(404)
    expect((await app.request(`/api/advanced-ai-order/abc/stream`, { headers: guest })).status).toBe(404)
    expect((await gql(app, PAY, { u }, stranger.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    expect((await gql(app, CLARIFY, { u, q: 'Почему?' }, stranger.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    expect((await gql(app, PAY, { u }, guest)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    await expect(asCaller(t.db, { role: 'anon', fingerprint: guest['x-fingerprint'] }, (tx) => tx.query(`select content from public.advanced_ai_order_queries`))).rejects.toThrow(/permission denied/)
    const refs = await asCaller(t.db, { role: 'anon', fingerprint: other['x-fingerprint'] }, (tx) => tx.query(`select id from public.advanced_ai_order_references`))
    expect(refs).toEqual([])
  })
})

describe('tryToPayForAdvancedAiOrderFromBalance', () => {
  // With a connected AI the answer is charged; the demo writer's is free (tests/http/demo-is-free.test.ts).
  let payingApp: TTestApp | undefined
  const paying = () => (payingApp ??= connectedApp(deps))

  it('short balance: INSUFFICIENT_TOKENS; ten calls at once charge once and open the whole answer', async () => {
    const c = await client()
    await tokens(c.id, 10)
    const u = await created(c.headers)
    await runJobs()
    const short = await gql(paying(), PAY, { u }, c.headers)
    expect(short.errors?.[0]).toMatchObject({ extensions: { code: 'INSUFFICIENT_TOKENS', missing: 5, price: 15 } })
    await tokens(c.id, 40)
    const results = await Promise.all(Array.from({ length: 10 }, () => gql(paying(), PAY, { u }, c.headers)))
    for (const r of results) expect(r.errors).toBeUndefined()
    expect(await balance(c.headers)).toBe(35)
    const order = await read(u, c.headers)
    expect(order.isPaid).toBe(true)
    expect(order.queries[1]).toMatchObject({ isPreview: false, content: (await fullAnswers(u))[0] })
    const [ledger] = await t.db.query<{ n: string }>(`select count(*)::text as n from private.ledger_entries where ref = $1`, [`advanced-ai:${order.id}`])
    expect(ledger?.n).toBe('1')
  })
})

describe('createAdvancedAiOrderClarification', () => {
  it('refused unpaid; paid, three are answered and announced; the fourth is LIMIT', async () => {
    // The queries cross from two-digit to three-digit ids: they must still come in numeric order.
    await t.db.query(`select setval(pg_get_serial_sequence('public.advanced_ai_order_queries', 'id'), greatest(96, (select coalesce(max(id), 0) from public.advanced_ai_order_queries)))`)
    const c = await client()
    await tokens(c.id, 15)
    const u = await created(c.headers)
    await runJobs()
    expect((await gql(app, CLARIFY, { u, q: 'Почему?' }, c.headers)).errors?.[0]).toMatchObject({ message: 'Уточнения доступны после оплаты ответа', extensions: { code: 'CONFLICT' } })
    await gql(app, PAY, { u }, c.headers)
    const events: string[] = []
    const off = deps.realtime.subscribe([`App.Models.UnifiedOrder.${u}`], (m) => events.push(m.event))
    for (let left = 2; left >= 0; left--) {
      const asked = await gql(app, CLARIFY, { u, q: `Уточнение ${3 - left}` }, c.headers)
      expect(asked.errors).toBeUndefined()
      expect(asked.data.createAdvancedAiOrderClarification).toMatchObject({ status: 'ANSWERING', clarificationsCountLeft: left })
      await runJobs()
    }
    const order = await read(u, c.headers)
    expect(order).toMatchObject({ status: 'ANSWERED', clarificationsCountLeft: 0 })
    expect(order.queries.map((q: { role: number }) => q.role)).toEqual([1, 2, 1, 2, 1, 2, 1, 2])
    expect(order.queries[7].content).toMatch(/Уточнение 3/)
    const refused = await gql(app, CLARIFY, { u, q: 'Ещё?' }, c.headers)
    expect(refused.errors?.[0]).toMatchObject({ message: 'Уточнения закончились: в этом заказе можно задать не больше 3 уточнений', extensions: { code: 'LIMIT' } })
    await expect.poll(() => events.filter((e) => e === 'advanced-ai-order-clarification-received').length).toBe(3)
    off()
  })
})
