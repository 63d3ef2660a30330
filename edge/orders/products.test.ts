// Every product in PRODUCTS through the real transition(): every allowed move from every status its table lists, and
// every forbidden one (a status outside `from`), which must change nothing; 20 racing moves of one order, one wins.
// Runs on PGlite and, with TEST_DATABASE_URL, on a Supabase-shaped Postgres, where the race is a real one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { asCaller, type Tx } from '../db/port'
import { SERVICE } from '../auth/service-caller'
import type { RealtimeHub, RealtimeMessage } from '../realtime/hub'
import { AppError } from '../http/errors'
import { REALTIME_EVENTS } from '../../domain/realtime'
import { ORDER_TYPE_FILTER } from '../../domain/orders/unified'
import { jobHandlers } from '../jobs/handlers'
import { PRODUCTS, type TAnyProduct } from '../products'
import { ESSAY_MACHINE } from '../essays/order/essay-machine'
import { mainOrderTablesOf } from './main-order-tables'
import { defineProduct, statusesOfSteps } from './order-machine'
import { transition, tryTransition } from './transition'
import { payFromBalance, spendKeyOf } from './pay-from-balance'
import { refundOrderSpend } from '../money/refund-order-spend'
import type { TAiProviderInfo } from '../ai/port'

let t: TestDb
const published: RealtimeMessage[] = []
// Records what a transition publishes; delivery itself is the hub's own tested business.
const hub = { publish: async (_q: unknown, m: RealtimeMessage) => void published.push(m) } as unknown as RealtimeHub
const USER = '00000000-0000-4000-8000-0000000000a1'

/** The fewest columns each product's table needs for a row; a product added to PRODUCTS without one fails below. */
const ORDER_ROW: Readonly<Record<string, { columns: string; values: readonly unknown[] }>> = {
  'public.ai_essay_orders': { columns: 'topic', values: ['Тема работы'] },
  'public.ai_referat_orders': { columns: 'topic', values: ['Тема реферата для проверки'] },
  'public.ai_presentation_orders': { columns: 'topic', values: ['Тема презентации для проверки'] },
  'public.library_work_orders': { columns: 'library_work_id, price', values: ['$work', 100] },
  'public.ai_orders': { columns: 'price', values: [0] },
  'public.advanced_ai_orders': { columns: 'price', values: [0] },
  'public.task_orders': { columns: 'subject_id, query', values: [11, 'Найти производную'] },
  'public.exam_orders': { columns: 'ticket_price, tickets_count, price', values: [10, 2, 20] },
  'public.training_tasks': { columns: 'title, task_text', values: ['Задача', 'Решите уравнение'] },
}

beforeAll(async () => {
  t = await testDb()
  await t.db.query(`insert into public.users (id, name) values ($1, 'Студент')`, [USER])
})

/** A client buys a library work once, so each library order gets a work of its own. */
let works = 0
async function newWork(): Promise<string> {
  const [w] = await t.db.query<{ id: string }>(
    `insert into public.library_works (type_id, subject_id, slug, level, title, task, short_answer, answer, published)
     values (1, 11, $1, 'school', 'Работа', 'Условие', 'Начало', 'Решение', true) returning id::text as id`,
    [`products-walk-${++works}`],
  )
  return w!.id
}
afterAll(() => t.dispose())

const service = <T>(fn: (tx: Tx) => Promise<T>) => asCaller(t.db, SERVICE, fn)

/** A fresh order of the product, with its own unified order. */
async function newOrder(m: TAnyProduct): Promise<{ orderId: string; unifiedId: string }> {
  const [u] = await t.db.query<{ id: string }>(`insert into public.unified_orders (user_id, type_id, text) values ($1, $2, 'Заказ') returning id::text as id`, [USER, m.typeId])
  const row = ORDER_ROW[m.table]!
  const values = await Promise.all(row.values.map((v) => (v === '$work' ? newWork() : v)))
  const placeholders = values.map((_, i) => `$${i + 3}`).join(', ')
  const [o] = await t.db.query<{ id: string }>(`insert into ${m.table} (user_id, unified_order_id, ${row.columns}) values ($1, $2, ${placeholders}) returning id::text as id`, [
    USER,
    u!.id,
    ...values,
  ])
  return { orderId: o!.id, unifiedId: u!.id }
}

type TSnapshot = { status: number; logs: number; jobs: number; unified: { status: number; status_by_search: number | null } }
async function snapshot(m: TAnyProduct, o: { orderId: string; unifiedId: string }): Promise<TSnapshot> {
  const [row] = await t.db.query<{ status: number; logs: number; jobs: number }>(
    `select o.status, (select count(*)::int from ${m.logTable} where ${m.logKey} = o.id) as logs, (select count(*)::int from private.jobs) as jobs
       from ${m.table} o where o.id = $1`,
    [o.orderId],
  )
  const [unified] = await t.db.query<TSnapshot['unified']>(`select status, status_by_search from public.unified_orders where id = $1`, [o.unifiedId])
  return { status: Number(row!.status), logs: row!.logs, jobs: row!.jobs, unified: { status: Number(unified!.status), status_by_search: unified!.status_by_search } }
}

// Test set-up puts the order where a case starts; only transition() moves it inside a case.
const putAt = (m: TAnyProduct, orderId: string, status: string) => t.db.query(`update ${m.table} set status = $2, is_paid = false where id = $1`, [orderId, m.statusId(status)])

describe('the products list', () => {
  it('holds each product once, every one with a row for the walk below', () => {
    expect(new Set(PRODUCTS.map((m) => m.table)).size).toBe(PRODUCTS.length)
    expect(new Set(PRODUCTS.map((m) => m.product)).size).toBe(PRODUCTS.length)
    expect(PRODUCTS.map((m) => m.table).sort()).toEqual(Object.keys(ORDER_ROW).sort())
  })

  it.each(PRODUCTS.map((m) => [m.product, m] as const))('%s: names only registered jobs and known events, and its table is its type’s main order or companion', (_name, m) => {
    const jobs = new Set(jobHandlers.map((j) => j.name))
    for (const tr of m.transitions) {
      if (tr.job) expect(jobs, `${m.product} ${tr.name}`).toContain(tr.job)
      if (tr.event) expect(REALTIME_EVENTS, `${m.product} ${tr.name}`).toContain(tr.event)
    }
    for (const job of Object.keys(m.jobAttempts)) expect(jobs, `${m.product} attempts`).toContain(job)
    expect(REALTIME_EVENTS).toContain(m.changedEvent)
    // Every status round-trips.
    for (const s of m.statuses) expect(m.statusName(m.statusId(s))).toBe(s)
    // "My orders", the guest binding and the unified order's reads find the product's rows through this map.
    expect(mainOrderTablesOf(m.typeId), m.product).toContain(m.table)
    // …and "My orders" can show the product's orders alone.
    expect(ORDER_TYPE_FILTER.map((f) => f.typeId), m.product).toContain(m.typeId)
  })
})

describe('defineProduct', () => {
  const base = { ...ESSAY_MACHINE, status: { a: 1, b: 2 }, steps: undefined, finishedText: undefined }
  const go = { name: 'go', from: ['a'], to: 'b', by: 'client' } as const
  it('refuses a table that names a status the product lacks, two statuses on one id, or a move named twice', () => {
    expect(() => defineProduct({ ...base, transitions: [{ name: 'go', from: ['a'], to: 'c' as 'b', by: 'client' }], jobAttempts: {} })).toThrow(/unknown status "c"/)
    expect(() => defineProduct({ ...base, status: { a: 1, b: 1 }, transitions: [], jobAttempts: {} })).toThrow(/share an id/)
    expect(() => defineProduct({ ...base, transitions: [{ name: 'go', from: ['a'], to: 'b', by: 'client' }, { name: 'go', from: ['b'], to: 'a', by: 'client' }], jobAttempts: {} })).toThrow(/twice/)
  })
  it('derives the status names and refuses an unknown id', () => {
    const m = defineProduct({ ...base, status: { b: 2, a: 1 }, transitions: [], jobAttempts: {} })
    expect(m.statuses).toEqual(['a', 'b'])
    expect(m.statusName(2)).toBe('b')
    expect(() => m.statusName(3)).toThrow(/unknown status 3/)
  })
  it('checks the non-moving steps, and a step reads its statuses from the steps or from the moves of its name', () => {
    expect(() => defineProduct({ ...base, transitions: [go], steps: { edit: ['c' as 'a'] }, jobAttempts: {} })).toThrow(/step "edit" names unknown status "c"/)
    expect(() => defineProduct({ ...base, transitions: [go], steps: { go: ['a'] }, jobAttempts: {} })).toThrow(/also a transition/)
    const m = defineProduct({ ...base, transitions: [go], steps: { edit: ['b'] }, jobAttempts: {} })
    expect(statusesOfSteps(m, ['edit'])).toEqual(['b'])
    expect(statusesOfSteps(m, ['go', 'edit']).sort()).toEqual(['a', 'b'])
    expect(() => statusesOfSteps(m, ['nope'])).toThrow(/neither a step nor a transition/)
  })
})

describe.each(PRODUCTS.map((m) => [m.product, m] as const))('%s moves', (_name, m) => {
  it('walks every allowed transition: status, log, unified order, job and event in one go', async () => {
    const o = await newOrder(m)
    let walked = 0
    for (const tr of m.transitions) {
      for (const from of tr.from) {
        await putAt(m, o.orderId, from)
        const before = await snapshot(m, o)
        published.length = 0
        const order = (await service((tx) => transition(tx, hub, m, { orderId: o.orderId, name: tr.name, by: tr.by }))) as { status: unknown }
        const after = await snapshot(m, o)
        const what = `${tr.name} from ${from}`
        expect(Number(after.status), what).toBe(m.statusId(tr.to))
        expect([m.statusId(tr.to), tr.to], what).toContain(order.status)
        expect(after.logs, what).toBe(before.logs + 1)
        // A move into a finished-text status also queues the text for the originality index.
        expect(after.jobs, what).toBe(before.jobs + (tr.job ? 1 : 0) + (m.finishedText?.statuses.includes(tr.to) ? 1 : 0))
        const unified = m.unified(m.statusId(tr.to), false)
        expect(after.unified, what).toEqual({ status: unified.status, status_by_search: unified.statusBySearch })
        if (tr.event) expect(published, what).toContainEqual(expect.objectContaining({ event: tr.event, room: m.room(o.orderId, o.unifiedId) }))
        walked++
      }
    }
    expect(walked).toBe(m.transitions.reduce((n, tr) => n + tr.from.length, 0))
    const [last] = await t.db.query<{ event: string; detail: { from: string; to: string; by: string } }>(
      `select event, detail from ${m.logTable} where ${m.logKey} = $1 order by id desc limit 1`,
      [o.orderId],
    )
    const final = m.transitions.at(-1)!
    expect(last).toEqual({ event: final.name, detail: { from: final.from.at(-1), to: final.to, by: final.by } })
  })

  it('refuses every forbidden transition with STALE_STEP and changes nothing', async () => {
    const o = await newOrder(m)
    let refused = 0
    for (const tr of m.transitions) {
      for (const from of m.statuses.filter((s) => !tr.from.includes(s))) {
        await putAt(m, o.orderId, from)
        const before = await snapshot(m, o)
        published.length = 0
        const err = await service((tx) => transition(tx, hub, m, { orderId: o.orderId, name: tr.name, by: tr.by })).catch((e: unknown) => e)
        const what = `${tr.name} from ${from}`
        expect(err, what).toBeInstanceOf(AppError)
        expect(err, what).toMatchObject({ code: 'STALE_STEP', details: { status: m.statusId(from) } })
        expect(await snapshot(m, o), what).toEqual(before)
        expect(published, what).toEqual([])
        refused++
      }
    }
    expect(refused).toBe(m.transitions.reduce((n, tr) => n + m.statuses.length - tr.from.length, 0))
  })

  it('treats a name outside the table or the wrong actor as a wiring mistake, and lets a job find the order moved on', async () => {
    const o = await newOrder(m)
    const tr = m.transitions[0]!
    await putAt(m, o.orderId, tr.from[0]!)
    await expect(service((tx) => transition(tx, hub, m, { orderId: o.orderId, name: 'no-such-step', by: tr.by }))).rejects.toThrow(/not in the table \(unknown\)/)
    const other = (['client', 'job', 'system'] as const).find((by) => by !== tr.by)!
    await expect(service((tx) => transition(tx, hub, m, { orderId: o.orderId, name: tr.name, by: other }))).rejects.toThrow(/not in the table \(actor\)/)
    const stale = m.statuses.find((s) => !tr.from.includes(s))
    if (stale) {
      await putAt(m, o.orderId, stale)
      expect(await service((tx) => tryTransition(tx, hub, m, { orderId: o.orderId, name: tr.name, by: tr.by }))).toEqual({ ok: false, status: m.statusId(stale) })
    }
  })

  it('gives one of 20 racing moves of one order the step, the other 19 STALE_STEP', async () => {
    // A move that leaves its `from` statuses, so only the first of the racers finds the order where it starts.
    const tr = m.transitions.find((x) => !x.from.includes(x.to))!
    const o = await newOrder(m)
    await putAt(m, o.orderId, tr.from[0]!)
    const before = await snapshot(m, o)
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => service((tx) => transition(tx, hub, m, { orderId: o.orderId, name: tr.name, by: tr.by }))))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(rejected).toHaveLength(19)
    for (const r of rejected) expect(r.reason).toMatchObject({ code: 'STALE_STEP', details: { status: m.statusId(tr.to) } })
    const after = await snapshot(m, o)
    expect(after.status).toBe(m.statusId(tr.to))
    expect(after.logs).toBe(before.logs + 1)
    expect(after.jobs).toBe(before.jobs + (tr.job ? 1 : 0) + (m.finishedText?.statuses.includes(tr.to) ? 1 : 0))
  })
})

// Paying from the balance: the same seam for every product that is paid that way.
const PAID = PRODUCTS.filter((m) => m.payment)
let payers = 0
async function payer(tokens: number, trials = 0): Promise<string> {
  const id = `00000000-0000-4000-8000-${String(0xc00 + ++payers).padStart(12, '0')}`
  await t.db.query(`insert into public.users (id, name) values ($1, 'Плательщик')`, [id])
  if (tokens) await t.db.query(`select private.credit($1::uuid, 'permanent_tokens', $2, 'test', $3)`, [id, tokens, `walk-tokens:${id}`])
  if (trials) await t.db.query(`select private.credit($1::uuid, 'trials', $2, 'test', $3)`, [id, trials, `walk-trials:${id}`])
  return id
}
const balanceOf = async (userId: string) => {
  const [b] = await t.db.query<{ tokens: number; trials: number }>(`select permanent_tokens::int as tokens, trials::int as trials from public.balances where user_id = $1`, [userId])
  return b ?? { tokens: 0, trials: 0 }
}
/** An unpaid order of `userId` where paying is allowed (the `paid` move's first status, or its first status). */
async function payableOrder(m: TAnyProduct, userId: string) {
  const o = await newOrder(m)
  const paidBy = m.transitions.find((tr) => tr.name === m.payment!.paidBy)
  await t.db.query(`update ${m.table} set user_id = $2, status = $3 where id = $1`, [o.orderId, userId, m.statusId(paidBy ? paidBy.from[0]! : m.statuses[0]!)])
  await t.db.query(`update public.unified_orders set user_id = $2 where id = $1`, [o.unifiedId, userId])
  return o
}
// The writer paying reads: a connected AI (charged), or the built-in demo writer (AI writing is given away).
const CONNECTED_AI: TAiProviderInfo = { kind: 'openai', model: 'test-model', isDemo: false }
const DEMO_AI: TAiProviderInfo = { kind: 'demo', model: 'demo-ru-1', isDemo: true }
const pay = (m: TAnyProduct, o: { orderId: string }, userId: string, price: number, ai: TAiProviderInfo = CONNECTED_AI) =>
  service(async (tx) => {
    const [row] = await tx.query<Record<string, unknown>>(`select ${m.columns} from ${m.table} where id = $1::bigint for update`, [o.orderId])
    return payFromBalance(tx, { realtime: hub, ports: { ai: { info: ai } } }, m, { order: { id: o.orderId, userId, isPaid: Boolean(row!.is_paid) }, price })
  })
const isPaid = async (m: TAnyProduct, o: { orderId: string; unifiedId: string }) => {
  const [row] = await t.db.query<{ paid: boolean; at: boolean; unified: boolean }>(
    `select p.is_paid as paid, p.paid_at is not null as at, u.is_paid as unified from ${m.table} p join public.unified_orders u on u.id = p.unified_order_id where p.id = $1`,
    [o.orderId],
  )
  return row!
}

describe.each(PAID.map((m) => [m.product, m] as const))('%s paid from the balance', (_name, m) => {
  it('charges once for 10 racing payments, and marks the order and its unified order paid', async () => {
    const user = await payer(100)
    const o = await payableOrder(m, user)
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => pay(m, o, user, 30)))
    expect(results.filter((r) => r.status === 'rejected')).toEqual([])
    expect((await balanceOf(user)).tokens).toBe(70)
    expect(await isPaid(m, o)).toEqual({ paid: true, at: true, unified: true })
    const [paidLogs] = await t.db.query<{ n: number }>(`select count(*)::int as n from ${m.logTable} where ${m.logKey} = $1 and event = 'paid'`, [o.orderId])
    expect(paidLogs!.n).toBe(1)
    // The spend is where refundOrderSpend looks for it.
    const refund = await service((tx) => refundOrderSpend({ tx, userId: user, spendKey: spendKeyOf(m, o.orderId) }))
    expect(refund).toEqual({ permanent_tokens: 30 })
  })

  it('answers a short balance with INSUFFICIENT_TOKENS, the missing tokens, the price and the product, and charges nothing', async () => {
    const user = await payer(10)
    const o = await payableOrder(m, user)
    await expect(pay(m, o, user, 30)).rejects.toMatchObject({ code: 'INSUFFICIENT_TOKENS', details: { missing: 20, price: 30, product: m.payment!.product } })
    expect((await balanceOf(user)).tokens).toBe(10)
    expect((await isPaid(m, o)).paid).toBe(false)
  })

  it(`${m.payment?.trialPays ? 'takes one trial credit instead of tokens' : 'never takes a trial credit'}`, async () => {
    const user = await payer(100, 2)
    const o = await payableOrder(m, user)
    await pay(m, o, user, 30)
    expect(await balanceOf(user)).toEqual(m.payment!.trialPays ? { tokens: 100, trials: 1 } : { tokens: 70, trials: 2 })
    expect((await isPaid(m, o)).paid).toBe(true)
  })

  it('refuses a restricted client before charging', async () => {
    const user = await payer(100)
    await t.db.query(`update public.users set can_create_pay_ins = false where id = $1`, [user])
    const o = await payableOrder(m, user)
    await expect(pay(m, o, user, 30)).rejects.toMatchObject({ code: 'RESTRICTED' })
    expect((await balanceOf(user)).tokens).toBe(100)
    expect((await isPaid(m, o)).paid).toBe(false)
  })
})

// Demo is free (issue 33): what the demo writer wrote is paid with 0 tokens — the same lock, key and paid mark, no spend.
describe.each(PAID.map((m) => [m.product, m] as const))('%s paid while the AI is the demo writer', (_name, m) => {
  const free = Boolean(m.payment!.writtenByAi)

  it(`${free ? 'is paid with 0 tokens, no trial credit, once for 10 racing payments, logged as demo with its list price' : 'is charged its price: real works, not AI writing'}`, async () => {
    const user = await payer(100, 2)
    const o = await payableOrder(m, user)
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => pay(m, o, user, 30, DEMO_AI)))
    expect(results.filter((r) => r.status === 'rejected')).toEqual([])
    expect(await isPaid(m, o)).toEqual({ paid: true, at: true, unified: true })
    const logs = await t.db.query<{ detail: Record<string, unknown> }>(`select detail from ${m.logTable} where ${m.logKey} = $1 and event = 'paid'`, [o.orderId])
    expect(logs).toHaveLength(1)
    const spent = await t.db.query(`select 1 from private.ledger_entries where user_id = $1 and delta < 0`, [user])
    if (free) {
      expect(await balanceOf(user)).toEqual({ tokens: 100, trials: 2 })
      expect(logs[0]!.detail).toMatchObject({ tokens: 0, demo: true, listPrice: 30 })
      expect(spent).toEqual([])
    } else {
      expect(await balanceOf(user)).toEqual(m.payment!.trialPays ? { tokens: 100, trials: 1 } : { tokens: 70, trials: 2 })
      expect(spent).toHaveLength(1)
    }
    // A refund finds what was taken: nothing for a demo order, and it does not fail.
    const refund = await service((tx) => refundOrderSpend({ tx, userId: user, spendKey: spendKeyOf(m, o.orderId) }))
    expect(refund).toEqual(free ? {} : m.payment!.trialPays ? { trials: 1 } : { permanent_tokens: 30 })
  })

  it.runIf(free)('pays a demo order at 0 tokens on the balance, where a connected AI asks for the price', async () => {
    const user = await payer(0)
    const o = await payableOrder(m, user)
    await expect(pay(m, o, user, 30)).rejects.toMatchObject({ code: 'INSUFFICIENT_TOKENS', details: { missing: 30 } })
    await pay(m, o, user, 30, DEMO_AI)
    expect((await isPaid(m, o)).paid).toBe(true)
    expect(await balanceOf(user)).toEqual({ tokens: 0, trials: 0 })
  })
})
