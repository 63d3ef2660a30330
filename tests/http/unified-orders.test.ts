// Unified orders over POST /graphql: "My orders" with counters, reading by id under row-level security (owner or the
// guest browser by fingerprint), binding a guest order with the browser's own proof, ratings once per stage, the User
// flags, the finance accounts, a fixed number of queries per request, and bad input answered with BAD_REQUEST.
import { describe, expect, it } from 'vitest'
import { createApp } from '../../edge/app'
import type { AppDeps } from '../../edge/context'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { countingDb, seedClient, seedOrder } from '../helpers/unified-orders'
import { freshFingerprint, gql } from './auth-support'

let t: TestDb
let app: TTestApp
let deps: AppDeps
useTestApp((made) => ({ t, app, deps } = made))

const client = () => seedClient(t.db, deps.settings.APP_JWT_SECRET)
const fp = (fingerprint: string) => ({ 'x-fingerprint': fingerprint })

const ORDER = `id typeId type status statusBySearch text isPaid createdAt updatedAt href rates { id stage rate comment } mainOrder { id status isPaid }`
const LIST = `query($id: ID, $status: [UnifiedOrderStatus!], $first: Int, $page: Int, $search: String, $type: [UnifiedOrderType!], $after: DateTime, $before: DateTime) {
  me { unifiedOrders(id: $id, status: $status, first: $first, page: $page, search: $search, type: $type, createdAfter: $after, createdBefore: $before) {
    items { ${ORDER} } counters { inProgress completed } total page first lastPage } } }`
const BY_ID = `query($id: ID!) { getUnifiedOrderById(id: $id) { ${ORDER} } }`
const DETAIL = `query($ids: [ID!]!) { unifiedOrdersDetail(ids: $ids) { id } }`
const BIND = `mutation($id: ID!) { tryToBindClientToUnifiedOrder(unifiedOrderId: $id) }`
const RATE = `mutation($id: ID!, $stage: String!, $rate: Int!, $comment: String) {
  rateUnifiedOrder(unifiedOrderId: $id, stage: $stage, rate: $rate, comment: $comment) { rating { id stage rate comment } message isBad } }`
const FLAGS = `{ me { hasSuccessPayIns hasUnpaidOrder hasTextCopilotOrders hasTaskSolverOrders hasPresentationFreeAttempt } }`

const ratesOf = async (id: string) => Number((await t.db.query<{ n: number }>(`select count(*)::int as n from public.unified_order_rates where unified_order_id = $1`, [id]))[0]!.n)

describe('me.unifiedOrders', () => {
  it('lists the client’s orders with enum names, product pages and counters; another client’s never appear', async () => {
    const a = await client()
    const b = await client()
    const essay = await seedOrder(t.db, { userId: a.id, typeId: 5, status: 2, text: 'Налоги и бюджет', essayStatus: 11, isPaid: true, createdAt: '2026-02-01T10:00:00Z' })
    const task = await seedOrder(t.db, { userId: a.id, typeId: 1, status: 3, text: 'Интеграл', createdAt: '2026-02-02T10:00:00Z' })
    await seedOrder(t.db, { userId: b.id, typeId: 5, status: 2, text: 'Налоги чужие' })
    const res = await gql(app, LIST, { status: ['DRAFT', 'IN_PROGRESS'] }, a.headers)
    expect(res.errors).toBeUndefined()
    expect(res.data.me.unifiedOrders).toEqual({
      items: [
        {
          id: essay, typeId: 5, type: 'TEXT_WORK', status: 'IN_PROGRESS', statusBySearch: null, text: 'Налоги и бюджет', isPaid: true,
          createdAt: '2026-02-01T10:00:00.000Z', updatedAt: '2026-02-01T10:00:00.000Z', href: `/ecosystem/text-copilot/${essay}`,
          rates: [], mainOrder: { id: expect.stringMatching(/^\d+$/), status: 11, isPaid: true },
        },
      ],
      counters: { inProgress: 1, completed: 1 },
      total: 1, page: 1, first: 10, lastPage: 1,
    })
    const all = await gql(app, LIST, { search: 'налог' }, a.headers)
    expect(all.data.me.unifiedOrders.items.map((o: { id: string }) => o.id)).toEqual([essay])
    expect((await gql(app, LIST, { type: ['TASK_SOLVING'] }, a.headers)).data.me.unifiedOrders.items[0]).toMatchObject({ id: task, type: 'TASK_SOLVING', href: `/ecosystem/task-solver/${task}` })
  })

  it('answers bad input with BAD_REQUEST, never INTERNAL', async () => {
    const a = await client()
    for (const variables of [{ first: 0 }, { first: 1000 }, { page: 0 }, { search: 'x'.repeat(10_000) }]) {
      const res = await gql(app, LIST, variables, a.headers)
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(variables).slice(0, 40)).toBe('BAD_REQUEST')
    }
    for (const after of ['вчера', '2026-13-45T00:00:00Z', '2026-01-01']) {
      const res = await gql(app, LIST, { after }, a.headers)
      expect(res.status, after).toBe(400)
      expect(res.errors?.[0], after).toMatchObject({ message: expect.stringMatching(/DateTime должен быть строкой ISO 8601/), extensions: { code: 'BAD_REQUEST' } })
    }
    const literal = await gql(app, `{ me { unifiedOrders(createdAfter: "завтра") { total } } }`, {}, a.headers)
    // Written into the query itself, a bad date makes the document invalid, which has its own request-error code.
    expect(literal.status).toBe(400)
    expect(literal.errors?.[0]).toMatchObject({ message: expect.stringMatching(/DateTime должен быть/), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })
  })

  it('runs the same number of queries for a page of 1 and a page of 25', async () => {
    const counting = countingDb(t.db)
    const counted = createApp({ ...deps, db: counting.db })
    const query = `{ me { unifiedOrders(first: 25) { items { ${ORDER} } counters { inProgress completed } total } } }`
    const perRequest = async (headers: Record<string, string>, expected: number) => {
      counting.reset()
      const res = await gql(counted, query, {}, headers)
      expect(res.errors).toBeUndefined()
      expect(res.data.me.unifiedOrders.items).toHaveLength(expected)
      return counting.count()
    }
    const one = await client()
    await seedOrder(t.db, { userId: one.id, typeId: 5, status: 1, essayStatus: 3 })
    const many = await client()
    for (let i = 0; i < 25; i++) {
      const id = await seedOrder(t.db, { userId: many.id, typeId: [5, 1, 9][i % 3], status: (i % 4) + 1, text: `Заказ ${i}`, ...(i % 3 === 0 && { essayStatus: 5 }) })
      if (i % 2) await t.db.query(`insert into public.unified_order_rates (unified_order_id, stage, rate) values ($1, 'final', 4)`, [id])
    }
    const forOne = await perRequest(one.headers, 1)
    expect(await perRequest(many.headers, 25)).toBe(forOne)
    // me (role switch + profile) and the list (role switch + one statement: page, ratings, main orders, counters).
    expect(forOne).toBe(4)
  })
})

describe('reading orders by id', () => {
  it('shows an order to its owner; to anyone else it is null, and unifiedOrdersDetail leaves it out', async () => {
    const a = await client()
    const b = await client()
    const mine = await seedOrder(t.db, { userId: a.id, typeId: 9, status: 1, text: 'Слайды' })
    const theirs = await seedOrder(t.db, { userId: b.id, typeId: 5, status: 1, essayStatus: 3 })
    expect((await gql(app, BY_ID, { id: mine }, a.headers)).data.getUnifiedOrderById).toMatchObject({ id: mine, type: 'PRESENTATION', href: `/ecosystem/slides-copilot/${mine}` })
    for (const [id, headers] of [[theirs, a.headers], [mine, {}], [mine, fp(freshFingerprint())], ['999999999', a.headers], ['не число', a.headers]] as const) {
      const res = await gql(app, BY_ID, { id }, headers)
      expect(res.errors, id).toBeUndefined()
      expect(res.data.getUnifiedOrderById, id).toBeNull()
    }
    const detail = await gql(app, DETAIL, { ids: [theirs, mine, 'x', '999999999', mine] }, a.headers)
    expect(detail.data.unifiedOrdersDetail).toEqual([{ id: mine }])
  })

  it('shows a guest order to the browser that made it, by fingerprint', async () => {
    const browser = freshFingerprint()
    const order = await seedOrder(t.db, { fingerprint: browser, typeId: 5, status: 1, essayStatus: 1, text: 'Гостевая работа' })
    expect((await gql(app, BY_ID, { id: order }, fp(browser))).data.getUnifiedOrderById).toMatchObject({ id: order, text: 'Гостевая работа', mainOrder: { status: 1 } })
    expect((await gql(app, BY_ID, { id: order }, fp(freshFingerprint()))).data.getUnifiedOrderById).toBeNull()
    expect((await gql(app, DETAIL, { ids: [order] }, fp(browser))).data.unifiedOrdersDetail).toEqual([{ id: order }])
  })
})

describe('tryToBindClientToUnifiedOrder', () => {
  it('binds a guest order and its text work to the client signed in on the same browser', async () => {
    const browser = freshFingerprint()
    const order = await seedOrder(t.db, { fingerprint: browser, typeId: 5, status: 1, essayStatus: 3, text: 'Моя гостевая работа' })
    const c = await client()
    const res = await gql(app, BIND, { id: order }, { ...c.headers, ...fp(browser) })
    expect(res.data.tryToBindClientToUnifiedOrder).toBe(true)
    const [row] = await t.db.query<{ u: string; e: string }>(
      `select u.user_id as u, e.user_id as e from public.unified_orders u join public.ai_essay_orders e on e.unified_order_id = u.id where u.id = $1`,
      [order],
    )
    expect(row).toEqual({ u: c.id, e: c.id })
    // Now it is the client's on any browser, and the same call again still answers true.
    expect((await gql(app, LIST, {}, c.headers)).data.me.unifiedOrders.items.map((o: { id: string }) => o.id)).toEqual([order])
    expect((await gql(app, BIND, { id: order }, c.headers)).data.tryToBindClientToUnifiedOrder).toBe(true)
    // The browser alone no longer sees it.
    expect((await gql(app, BY_ID, { id: order }, fp(browser))).data.getUnifiedOrderById).toBeNull()
  })

  it('never binds without the same browser’s fingerprint, nor another client’s order', async () => {
    const browser = freshFingerprint()
    const guestOrder = await seedOrder(t.db, { fingerprint: browser, typeId: 5, status: 1, essayStatus: 3 })
    const owner = await client()
    const ownedOrder = await seedOrder(t.db, { userId: owner.id, fingerprint: browser, typeId: 1, status: 1 })
    const intruder = await client()
    for (const [id, headers] of [
      [guestOrder, { ...intruder.headers, ...fp(freshFingerprint()) }],
      [guestOrder, intruder.headers],
      [ownedOrder, { ...intruder.headers, ...fp(browser) }],
      ['999999999', { ...intruder.headers, ...fp(browser) }],
      ['не число', intruder.headers],
    ] as const) {
      const res = await gql(app, BIND, { id }, headers)
      expect(res.errors, id).toBeUndefined()
      expect(res.data.tryToBindClientToUnifiedOrder, id).toBe(false)
    }
    const rows = await t.db.query<{ id: string; user_id: string | null }>(`select id::text as id, user_id from public.unified_orders where id = any($1::bigint[]) order by id`, [[guestOrder, ownedOrder]])
    expect(rows).toEqual([{ id: guestOrder, user_id: null }, { id: ownedOrder, user_id: owner.id }])
    expect((await t.db.query(`select 1 from public.ai_essay_orders where unified_order_id = $1 and user_id is null`, [guestOrder])).length).toBe(1)
  })

  it('is for signed-in clients only', async () => {
    const browser = freshFingerprint()
    const order = await seedOrder(t.db, { fingerprint: browser, typeId: 5, status: 1 })
    expect((await gql(app, BIND, { id: order }, fp(browser))).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })
})

describe('rateUnifiedOrder', () => {
  it('thanks for a good rating and apologises for a bad one; the same stage twice is ALREADY_RATED', async () => {
    const c = await client()
    const order = await seedOrder(t.db, { userId: c.id, typeId: 5, status: 3 })
    const good = await gql(app, RATE, { id: order, stage: ' outline ', rate: 5, comment: '  Отлично  ' }, c.headers)
    expect(good.data.rateUnifiedOrder).toEqual({ rating: { id: expect.any(String), stage: 'outline', rate: 5, comment: 'Отлично' }, message: 'Спасибо за обратную связь!', isBad: false })
    const bad = await gql(app, RATE, { id: order, stage: 'final', rate: 3, comment: '' }, c.headers)
    expect(bad.data.rateUnifiedOrder).toMatchObject({ rating: { rate: 3, comment: null }, message: 'Спасибо за обратную связь! Мы стараемся быть лучше', isBad: true })
    const again = await gql(app, RATE, { id: order, stage: 'outline', rate: 1 }, c.headers)
    expect(again.errors?.[0]).toMatchObject({ message: 'Вы уже оценили это сообщение', extensions: { code: 'ALREADY_RATED' } })
    expect((await gql(app, BY_ID, { id: order }, c.headers)).data.getUnifiedOrderById.rates.map((r: { stage: string; rate: number }) => [r.stage, r.rate])).toEqual([['outline', 5], ['final', 3]])
  })

  it('keeps exactly one rating when 20 calls race for the same stage', async () => {
    const c = await client()
    const order = await seedOrder(t.db, { userId: c.id, typeId: 1, status: 3 })
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => gql(app, RATE, { id: order, stage: 'answer', rate: (i % 5) + 1 }, c.headers)))
    expect(results.filter((r) => r.data?.rateUnifiedOrder).length).toBe(1)
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'ALREADY_RATED').length).toBe(19)
    expect(await ratesOf(order)).toBe(1)
  })

  it('lets the guest browser rate its order; another client’s order is NOT_FOUND', async () => {
    const browser = freshFingerprint()
    const guestOrder = await seedOrder(t.db, { fingerprint: browser, typeId: 5, status: 1 })
    expect((await gql(app, RATE, { id: guestOrder, stage: 'outline', rate: 4 }, fp(browser))).data.rateUnifiedOrder.isBad).toBe(false)
    const stranger = await client()
    for (const [id, headers] of [[guestOrder, stranger.headers], [guestOrder, fp(freshFingerprint())], [guestOrder, {}], ['999999999', stranger.headers]] as const) {
      expect((await gql(app, RATE, { id, stage: 'final', rate: 1 }, headers)).errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND')
    }
    expect(await ratesOf(guestOrder)).toBe(1)
  })

  it('refuses a rate outside 1–5, an empty or long stage and a long comment with BAD_REQUEST', async () => {
    const c = await client()
    const order = await seedOrder(t.db, { userId: c.id, typeId: 5, status: 3 })
    for (const v of [{ rate: 0 }, { rate: 6 }, { stage: '  ' }, { stage: 's'.repeat(65) }, { comment: 'к'.repeat(2001) }]) {
      const res = await gql(app, RATE, { id: order, stage: 'outline', rate: 5, ...v }, c.headers)
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(v).slice(0, 40)).toBe('BAD_REQUEST')
    }
    expect(await ratesOf(order)).toBe(0)
  })
})

describe('User flags and finance accounts', () => {
  it('answers the five flags from the client’s orders and payments, in one query', async () => {
    const c = await client()
    expect((await gql(app, FLAGS, {}, c.headers)).data.me).toEqual({
      hasSuccessPayIns: false, hasUnpaidOrder: false, hasTextCopilotOrders: false, hasTaskSolverOrders: false, hasPresentationFreeAttempt: true,
    })
    await seedOrder(t.db, { userId: c.id, typeId: 5, status: 3 })
    await seedOrder(t.db, { userId: c.id, typeId: 1, status: 2, isPaid: true })
    // A presentation order that was never paid leaves the free attempt (tests/http/presentation-orders.test.ts spends it).
    await seedOrder(t.db, { userId: c.id, typeId: 9, status: 4 })
    expect((await gql(app, FLAGS, {}, c.headers)).data.me).toEqual({
      hasSuccessPayIns: false, hasUnpaidOrder: false, hasTextCopilotOrders: true, hasTaskSolverOrders: true, hasPresentationFreeAttempt: true,
    })
    await seedOrder(t.db, { userId: c.id, typeId: 2, status: 2 })
    const pay = (status: string) =>
      t.db.query(
        `insert into private.payments (user_id, kind, product, amount_kopecks, provider, method_id, status, tokens)
         values ($1, 'refill_tokens', 'balance', 9900, 'testbank', 1, $2, 10)`,
        [c.id, status],
      )
    await pay('pending')
    expect((await gql(app, FLAGS, {}, c.headers)).data.me.hasSuccessPayIns).toBe(false)
    await pay('succeeded')
    const after = (await gql(app, FLAGS, {}, c.headers)).data.me
    expect(after).toMatchObject({ hasSuccessPayIns: true, hasUnpaidOrder: true })
    // Another client's payments and orders change nothing for a newcomer.
    expect((await gql(app, FLAGS, {}, (await client()).headers)).data.me.hasSuccessPayIns).toBe(false)

    const counting = countingDb(t.db)
    const counted = createApp({ ...deps, db: counting.db })
    await gql(counted, '{ me { hasSuccessPayIns } }', {}, c.headers)
    const one = counting.count()
    counting.reset()
    await gql(counted, FLAGS, {}, c.headers)
    expect(counting.count()).toBe(one)
  })

  it('lists the ledger accounts with Russian titles, coins in rubles', async () => {
    const c = await client()
    await t.db.query(`select * from private.credit($1, 'coins', 199050, 'refill', $2)`, [c.id, `fa-coins-${c.id}`])
    await t.db.query(`select * from private.credit($1, 'permanent_tokens', 150, 'refill', $2)`, [c.id, `fa-tokens-${c.id}`])
    const res = await gql(app, '{ financeAccounts { account title balance } }', {}, c.headers)
    expect(res.data.financeAccounts).toEqual([
      { account: 'coins', title: 'Рубли', balance: 1990.5 },
      { account: 'bonuses', title: 'Бонусы', balance: 0 },
      { account: 'subscription_tokens', title: 'Токены по подписке', balance: 0 },
      { account: 'permanent_tokens', title: 'Токены', balance: 150 },
      { account: 'temporary_tokens', title: 'Временные токены', balance: 0 },
      { account: 'trials', title: 'Пробные попытки', balance: 0 },
    ])
    expect((await gql(app, '{ financeAccounts { account } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })
})
