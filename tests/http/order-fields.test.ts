// Order fields the spec names (orders.md §3; issue 33 item 11) over POST /graphql: a library order's processing window
// (processingStartedAt, processingDeadlineAt; a complaint about the bought answer only until the deadline), an AI
// order's rate, aiWorkType and searchByOrderResult, and a unified order's client and items — each for its owner only.
import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { importLibraryWorks } from '../../edge/library/import-library-works'
import { LIBRARY_REVIEW_DAYS } from '../../domain/library/order-deadline'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { runJobsUntilIdle } from '../helpers/jobs'
import { giveCredits } from '../helpers/credits'
import { freshFingerprint, gql, phoneClients } from './auth-support'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), { LIBRARY_WORK_PRICE_TOKENS: '15' })

const client = phoneClients('10.97.3', () => ({ app, db: t.db }))
const runJobs = () => runJobsUntilIdle(t.db, deps)
const DAY_MS = 24 * 60 * 60 * 1000
const SLUG = 'mat-kvadratnoe-uravnenie-diskriminant'
let MATH = 0

beforeAll(async () => {
  await importLibraryWorks({ db: t.db, text: await readFile('tests/fixtures/library/mathematics.jsonl', 'utf8') })
  MATH = (await t.db.query<{ id: number }>(`select id from public.subjects where slug = 'mathematics'`))[0]!.id
})

const LIBRARY = `id unifiedOrderId isPaid paidAt processingStartedAt processingDeadlineAt`
const CREATE_LIBRARY = `mutation($w: ID!) { createLibraryWorkOrderByReadyWorkId(libraryWorkId: $w) { ${LIBRARY} } }`
const PAY_LIBRARY = `mutation($id: ID!) { tryToPayForLibraryWorkOrderFromBalance(libraryWorkOrderId: $id) { ${LIBRARY} } }`
const GET_LIBRARY = `query($id: ID) { getLibraryWorkOrderById(id: $id) { ${LIBRARY} } }`

const complain = (orderId: string, headers: Record<string, string>) => {
  const form = new FormData()
  form.append('library_work_order_id', orderId)
  form.append('type_id', '1')
  form.append('text', 'В ответе ошибка')
  return app.request('/api/library-work/complaints/create', { method: 'POST', body: form, headers })
}

describe('library order: processingStartedAt and processingDeadlineAt', () => {
  it('are null while unpaid; payment starts the processing and the deadline is LIBRARY_REVIEW_DAYS later', async () => {
    const c = await client()
    await giveCredits(t.db, c.id, 15)
    const made = (await gql(app, CREATE_LIBRARY, { w: SLUG }, c.headers)).data.createLibraryWorkOrderByReadyWorkId
    expect(made).toMatchObject({ isPaid: false, processingStartedAt: null, processingDeadlineAt: null })
    const paid = (await gql(app, PAY_LIBRARY, { id: made.id }, c.headers)).data.tryToPayForLibraryWorkOrderFromBalance
    expect(paid.isPaid).toBe(true)
    expect(paid.processingStartedAt).toBe(paid.paidAt)
    expect(new Date(paid.processingDeadlineAt).getTime() - new Date(paid.paidAt).getTime()).toBe(LIBRARY_REVIEW_DAYS * DAY_MS)
    expect(LIBRARY_REVIEW_DAYS).toBe(7)
    // Another client sees nothing of it.
    const stranger = await client()
    expect((await gql(app, GET_LIBRARY, { id: made.id }, stranger.headers)).data.getLibraryWorkOrderById).toBeNull()
  })

  it('a complaint about the bought answer is taken before the deadline and refused in Russian (400, not 500) after it', async () => {
    const c = await client()
    await giveCredits(t.db, c.id, 15)
    const made = (await gql(app, CREATE_LIBRARY, { w: SLUG }, c.headers)).data.createLibraryWorkOrderByReadyWorkId
    await gql(app, PAY_LIBRARY, { id: made.id }, c.headers)
    expect((await complain(made.id, c.headers)).status).toBe(200)
    // Paid eight days ago: the seven days are over.
    await t.db.query(`update public.library_work_orders set paid_at = now() - interval '8 days' where id = $1::bigint`, [made.id])
    const late = (await gql(app, GET_LIBRARY, { id: made.id }, c.headers)).data.getLibraryWorkOrderById
    expect(new Date(late.processingDeadlineAt).getTime()).toBeLessThan(Date.now())
    const refused = await complain(made.id, c.headers)
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toMatch(/Проверить решение и пожаловаться можно было до \d{1,2} [а-я]+ \d{4} г\. в \d{2}:\d{2} по Москве/)
  })
})

const AI = `id unifiedOrderId isCombined rate { stage rate comment } aiWorkType { id slug title }
  searchByOrderResult { position score snippet libraryWork { slug } }`
const GET_AI = `query($u: ID) { getAiOrderById(unifiedOrderId: $u) { ${AI} } }`
const RATE = `mutation($u: ID!, $r: Int!, $c: String) { rateUnifiedOrder(unifiedOrderId: $u, stage: "ai-answer", rate: $r, comment: $c) { rating { rate } } }`

async function aiOrder(headers: Record<string, string>, body: Record<string, unknown>) {
  const res = await app.request('/api/unified-order/create', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  const json = (await res.json()) as { unified_order_id: number }
  expect(res.status, JSON.stringify(json)).toBe(200)
  return String(json.unified_order_id)
}

async function searchOrder(headers: Record<string, string>, query: string) {
  const res = await app.request('/api/unified-order/search', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, subject_id: MATH }) })
  const json = (await res.json()) as { unified_order_id: number }
  expect(res.status, JSON.stringify(json)).toBe(200)
  return String(json.unified_order_id)
}

describe('AI order: rate, aiWorkType, searchByOrderResult', () => {
  it('the work type comes from the start form’s workTypeId; an unknown one or none is null', async () => {
    const c = await client()
    const typed = await aiOrder(c.headers, { query: 'Помоги с курсовой по теме рынка труда', get_params: { workTypeId: '5' } })
    const plain = await aiOrder(c.headers, { query: 'Сколько будет 2 + 2?' })
    const odd = await aiOrder(c.headers, { query: 'Сколько будет 3 + 3?', get_params: { workTypeId: '999' } })
    await runJobs()
    expect((await gql(app, GET_AI, { u: typed }, c.headers)).data.getAiOrderById).toMatchObject({ aiWorkType: { id: 5, slug: 'kursovaya', title: 'Курсовая работа' }, isCombined: false, searchByOrderResult: null })
    expect((await gql(app, GET_AI, { u: plain }, c.headers)).data.getAiOrderById.aiWorkType).toBeNull()
    expect((await gql(app, GET_AI, { u: odd }, c.headers)).data.getAiOrderById.aiWorkType).toBeNull()
  })

  it('the owner rates the answer once and reads it back; another client can neither rate nor see it', async () => {
    const c = await client()
    const u = await aiOrder(c.headers, { query: 'Реши: 5 · 6 = ?' })
    await runJobs()
    expect((await gql(app, GET_AI, { u }, c.headers)).data.getAiOrderById.rate).toBeNull()
    const stranger = await client()
    expect((await gql(app, RATE, { u, r: 1 }, stranger.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    expect((await gql(app, RATE, { u, r: 4, c: 'Понятно объяснил' }, c.headers)).errors).toBeUndefined()
    expect((await gql(app, GET_AI, { u }, c.headers)).data.getAiOrderById.rate).toEqual({ stage: 'ai-answer', rate: 4, comment: 'Понятно объяснил' })
    expect((await gql(app, RATE, { u, r: 5 }, c.headers)).errors?.[0]?.extensions?.code).toBe('ALREADY_RATED')
    expect((await gql(app, GET_AI, { u }, stranger.headers)).data.getAiOrderById).toBeNull()
  })

  it('a combined order gives the task search’s library matches, best first', async () => {
    const c = await client()
    const u = await searchOrder(c.headers, 'Как решить квадратное уравнение через дискриминант?')
    const combined = await gql(app, 'mutation($u: ID!) { createCombinedAiOrder(unifiedOrderId: $u) { id } }', { u }, c.headers)
    expect(combined.errors).toBeUndefined()
    await runJobs()
    const order = (await gql(app, GET_AI, { u }, c.headers)).data.getAiOrderById
    expect(order.isCombined).toBe(true)
    expect(order.searchByOrderResult.length).toBeGreaterThan(0)
    expect(order.searchByOrderResult[0]).toMatchObject({ position: 1, libraryWork: { slug: SLUG } })
    expect(order.searchByOrderResult[0].score).toBeGreaterThan(0)
  })
})

const UNIFIED = `query($id: ID!) { getUnifiedOrderById(id: $id) { id typeId client { id name } items { id typename status isPaid } mainOrder { id } } }`

describe('unified order: client and items', () => {
  it('a library order: the client is the owner (with their name), the items its library order', async () => {
    const c = await client()
    expect((await gql(app, 'mutation($n: String) { updateUserInformation(name: $n) { id } }', { n: 'Аня Петрова' }, c.headers)).errors).toBeUndefined()
    const made = (await gql(app, CREATE_LIBRARY, { w: SLUG }, c.headers)).data.createLibraryWorkOrderByReadyWorkId
    const u = (await gql(app, UNIFIED, { id: made.unifiedOrderId }, c.headers)).data.getUnifiedOrderById
    expect(u.client).toEqual({ id: c.id, name: 'Аня Петрова' })
    expect(u.items).toEqual([{ id: made.id, typename: 'LibraryWorkOrder', status: 1, isPaid: false }])
    const stranger = await client()
    expect((await gql(app, UNIFIED, { id: made.unifiedOrderId }, stranger.headers)).data.getUnifiedOrderById).toBeNull()
    // The list of "My orders" carries the same.
    const mine = (await gql(app, `{ me { unifiedOrders(type: [LIBRARY]) { items { id client { id } items { typename } } } } }`, {}, c.headers)).data.me.unifiedOrders.items
    expect(mine).toEqual([{ id: made.unifiedOrderId, client: { id: c.id }, items: [{ typename: 'LibraryWorkOrder' }] }])
  })

  it('a task-solving order lists the AI order answering it, then the library search; a guest order has no client', async () => {
    const c = await client()
    const u = await searchOrder(c.headers, 'Найди корни уравнения x² − 5x + 6 = 0')
    await gql(app, 'mutation($u: ID!) { createCombinedAiOrder(unifiedOrderId: $u) { id } }', { u }, c.headers)
    await runJobs()
    const order = (await gql(app, UNIFIED, { id: u }, c.headers)).data.getUnifiedOrderById
    expect(order.client.id).toBe(c.id)
    expect(order.items.map((i: { typename: string }) => i.typename)).toEqual(['AiOrder', 'TaskOrder'])
    expect(order.items[0].id).toBe(order.mainOrder.id)
    const guest = { 'x-fingerprint': freshFingerprint() }
    const g = await searchOrder(guest, 'Сколько будет 7 · 8?')
    const guestOrder = (await gql(app, UNIFIED, { id: g }, guest)).data.getUnifiedOrderById
    expect(guestOrder.client).toBeNull()
    expect(guestOrder.items.map((i: { typename: string }) => i.typename)).toEqual(['TaskOrder'])
  })
})
