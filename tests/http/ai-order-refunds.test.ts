// A paid AI answer that fails for good gives the payment back (issue 29, finding 8): a provider refusal (not retried),
// the last of the retried attempts, a cut after the order was auto-paid mid-stream, a dead worker's half-written answer
// taken over by one of several runs at once and failing there, and a payment racing the failure all leave the balance where it was before, with the
// refund in the ledger once; continued without a failure, it is answered and stays paid. An unpaid failed order moves no money; a failed clarification's answer returns the
// clarification and the paid answer stands.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { AiError } from '../../edge/ai/errors'
import type { TAi } from '../../edge/ai/port'
import { answerAiOrder } from '../../edge/ai-orders/answer-ai-order'
import { onRealPostgres, type TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { gql, phoneClients } from './auth-support'
import { runJobsUntilIdle } from '../helpers/jobs'
import { failingAi, diedInLastAttempt, ledgerEntries } from './ai-refund-support'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), { AI_ORDER_PRICE_TOKENS: '12' }, { connectedAi: true })

const client = phoneClients('10.98.0', () => ({ app, db: t.db }))
const balanceOf = async (h: Record<string, string>) =>
  (await gql(app, '{ me { balance { balanceTokens balanceTrials detailedBalance { subscription_tokens permanent_tokens temporary_tokens } } } }', {}, h)).data.me.balance

const runJobs = (services: AppDeps) => runJobsUntilIdle(t.db, services)
const withAi = (ai: TAi): AppDeps => ({ ...deps, ports: { ...deps.ports, ai } })

const PROMPTS = { prompts: ['Почему так?', 'А иначе?'] }
const refused = () => failingAi(() => new AiError('refused', 'scripted refusal'), { object: PROMPTS })

const QUESTION = 'Реши уравнение: 12 + 30 = ? Объясни по шагам'
const ORDER = `id unifiedOrderId status isPaid clarificationsCountLeft messages { id role content state error }`
const GET = `query($u: ID) { getAiOrderById(unifiedOrderId: $u) { ${ORDER} } }`
const PAY = `mutation($u: ID!) { tryToPayForCombinedAiOrderFromBalance(unifiedOrderId: $u) { ${ORDER} } }`
const AUTO = `mutation($u: ID!) { autoPayForAiOrder(unifiedOrderId: $u) { isPaid } }`
const CLARIFY = `mutation($u: ID!, $q: String!) { createCombinedAiOrderClarification(unifiedOrderId: $u, question: $q) { ${ORDER} } }`

async function created(headers: Record<string, string>) {
  const res = await app.request('/api/unified-order/create', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: QUESTION }) })
  expect(res.status).toBe(200)
  return String(((await res.json()) as { unified_order_id: number }).unified_order_id)
}
const read = async (u: string, h: Record<string, string>) => (await gql(app, GET, { u }, h)).data.getAiOrderById
const ledgerOf = (orderId: string) => ledgerEntries(t.db, `ai:${orderId}`)
/** A dead worker's half-written answer: the open message has text, and the job that wrote it is gone. */
const halfWritten = (orderId: string) =>
  t.db.query(`update public.ai_order_messages set content = 'Шаг 1. Запишем' where ai_order_id = $1::bigint and role = 2 and state = 'streaming'`, [orderId])

describe('a paid AI answer that fails for good', () => {
  it('a refusal (not retried) ends FAILED with every kind of token back where it was taken from, the refund in the ledger once', async () => {
    const c = await client({ subscription_tokens: 5, permanent_tokens: 30 })
    const before = await balanceOf(c.headers)
    const u = await created(c.headers)
    expect((await gql(app, PAY, { u }, c.headers)).data.tryToPayForCombinedAiOrderFromBalance.isPaid).toBe(true)
    expect((await balanceOf(c.headers)).detailedBalance).toEqual({ subscription_tokens: 0, permanent_tokens: 23, temporary_tokens: 0 })
    const ai = refused()
    await runJobs(withAi(ai))
    expect(ai.calls).toBe(1)
    const order = await read(u, c.headers)
    expect(order.status).toBe('FAILED')
    expect(order.messages[1].state).toBe('failed')
    expect(order.messages[1].error).toBe('Ответ не получился — токены вернулись на баланс. Нейросеть отказалась отвечать на этот запрос. Попробуй переформулировать тему или требования')
    expect(await balanceOf(c.headers)).toEqual(before)
    expect(await ledgerOf(order.id)).toEqual([
      { account: 'subscription_tokens', delta: '-5', reason: 'ai_order' },
      { account: 'permanent_tokens', delta: '-7', reason: 'ai_order' },
      { account: 'subscription_tokens', delta: '5', reason: 'ai_order_refund' },
      { account: 'permanent_tokens', delta: '7', reason: 'ai_order_refund' },
    ])
    const [log] = await t.db.query<{ detail: { refunded?: unknown } }>(`select detail from public.ai_order_logs where ai_order_id = $1::bigint and event = 'failed'`, [order.id])
    expect(log!.detail.refunded).toEqual({ subscription_tokens: 5, permanent_tokens: 7 })
    // A repeated run of the job (or another worker) finds the order settled: nothing moves again.
    expect(await answerAiOrder({ deps: withAi(refused()), orderId: order.id, finalAttempt: true })).toBe('skipped')
    expect(await ledgerOf(order.id)).toHaveLength(4)
  })

  it('a job whose process died in its last attempt is settled when its lease runs out: FAILED, the tokens back once', async () => {
    const c = await client({ permanent_tokens: 12 })
    const u = await created(c.headers)
    await gql(app, PAY, { u }, c.headers)
    const order = await read(u, c.headers)
    // The last attempt was claimed by a process that died: nobody will run it again, and the lease has run out.
    const dead = await diedInLastAttempt(t.db, 'ai-order.answer', order.id)
    expect(dead).toBeDefined()
    const ai = refused()
    await runJobs(withAi(ai))
    expect(ai.calls).toBe(0)
    const [job] = await t.db.query<{ status: string }>(`select status from private.jobs where id = $1::bigint`, [dead!.id])
    expect(job!.status).toBe('dead')
    const after = await read(u, c.headers)
    expect(after.status).toBe('FAILED')
    expect(after.messages[1]).toMatchObject({ state: 'failed', error: 'Ответ не получился — токены вернулись на баланс. Ответ прервался. Задай вопрос ещё раз чуть позже' })
    expect((await balanceOf(c.headers)).balanceTokens).toBe(12)
    expect((await ledgerOf(order.id)).map((e) => e.delta)).toEqual(['-12', '12'])
  })

  it('the last of the retried attempts fails the paid order and returns the tokens', async () => {
    const c = await client({ permanent_tokens: 12 })
    const u = await created(c.headers)
    await gql(app, PAY, { u }, c.headers)
    const ai = failingAi(() => new AiError('unavailable', 'scripted outage'), { object: PROMPTS })
    await runJobs(withAi(ai))
    expect(ai.calls).toBe(3)
    const order = await read(u, c.headers)
    expect(order.status).toBe('FAILED')
    expect(order.messages[1].error).toMatch(/^Ответ не получился — токены вернулись на баланс\. Сервис генерации временно недоступен/)
    expect((await balanceOf(c.headers)).balanceTokens).toBe(12)
    expect((await ledgerOf(order.id)).map((e) => e.delta)).toEqual(['-12', '12'])
  })

  it('auto-paid with a free question while the answer streams, then cut: the free question comes back, the part received stays', async () => {
    const c = await client({ trials: 1, permanent_tokens: 40 })
    const u = await created(c.headers)
    let cut!: () => void
    const ai = failingAi(() => new AiError('unavailable', 'scripted cut'), { object: PROMPTS, before: ['Шаг 1. ', 'Запишем $a = 2$. '], gate: new Promise<void>((r) => (cut = r)) })
    const worker = runJobs(withAi(ai))
    await expect.poll(async () => (await read(u, c.headers)).messages[1].content.length, { timeout: 10_000 }).toBeGreaterThan(0)
    expect((await gql(app, AUTO, { u }, c.headers)).data.autoPayForAiOrder.isPaid).toBe(true)
    expect((await balanceOf(c.headers)).balanceTrials).toBe(0)
    cut()
    await worker
    const order = await read(u, c.headers)
    expect(order).toMatchObject({ status: 'FAILED', isPaid: true })
    expect(order.messages[1]).toMatchObject({ state: 'failed', content: 'Шаг 1. Запишем $a = 2$. ' })
    expect(order.messages[1].error).toMatch(/^Ответ не получился — бесплатный вопрос вернулся на баланс\./)
    expect(await balanceOf(c.headers)).toMatchObject({ balanceTrials: 1, balanceTokens: 40 })
    expect(await ledgerOf(order.id)).toEqual([
      { account: 'trials', delta: '-1', reason: 'ai_order' },
      { account: 'trials', delta: '1', reason: 'ai_order_refund' },
    ])
  })

  it(`a dead worker's half-written answer: of six runs at once one takes its lease over, and its failure refunds once (${onRealPostgres() ? 'real Postgres' : 'PGlite, serialised'})`, async () => {
    const c = await client({ permanent_tokens: 30 })
    const u = await created(c.headers)
    const paid = (await gql(app, PAY, { u }, c.headers)).data.tryToPayForCombinedAiOrderFromBalance
    await halfWritten(paid.id)
    const runs = await Promise.allSettled(Array.from({ length: 6 }, () => answerAiOrder({ deps: withAi(refused()), orderId: paid.id, finalAttempt: false })))
    const outcomes = runs.map((r) => (r.status === 'fulfilled' ? r.value : String((r.reason as Error).message)))
    // One continues the answer (and fails on the refusal); the rest find it settled, or held and retry later.
    expect(outcomes.filter((x) => x === 'failed')).toHaveLength(1)
    for (const x of outcomes) expect(x).toMatch(/^(failed|skipped|ai order \d+: the answer is being written by another runner)$/)
    const order = await read(u, c.headers)
    expect(order.status).toBe('FAILED')
    expect(order.messages[1]).toMatchObject({ state: 'failed', content: 'Шаг 1. Запишем' })
    expect(order.messages[1].error).toMatch(/^Ответ не получился — токены вернулись на баланс\. Нейросеть отказалась/)
    expect((await balanceOf(c.headers)).balanceTokens).toBe(30)
    expect((await ledgerOf(order.id)).map((e) => `${e.reason} ${e.delta}`)).toEqual(['ai_order -12', 'ai_order_refund 12'])
    const [logged] = await t.db.query<{ n: string }>(`select count(*)::text as n from public.ai_order_logs where ai_order_id = $1::bigint and event = 'failed'`, [order.id])
    expect(logged!.n).toBe('1')
    // The order's queued job runs later and finds nothing to do.
    await runJobs(withAi(refused()))
    expect((await balanceOf(c.headers)).balanceTokens).toBe(30)
  })

  it('a dead worker’s half-written answer is continued by the job from its stored text: answered, the payment kept', async () => {
    const c = await client({ permanent_tokens: 12 })
    const u = await created(c.headers)
    const paid = (await gql(app, PAY, { u }, c.headers)).data.tryToPayForCombinedAiOrderFromBalance
    await halfWritten(paid.id)
    const asked: unknown[] = []
    const continuing: TAi = {
      ...refused(),
      async *streamText(call) {
        asked.push((call.input as { partial?: string }).partial)
        yield* [' условие: 12 + 30. ', 'Ответ: 42.']
      },
    }
    await runJobs(withAi(continuing))
    expect(asked).toEqual(['Шаг 1. Запишем'])
    const order = await read(u, c.headers)
    expect(order.status).toBe('ANSWERED')
    expect(order.messages[1]).toMatchObject({ state: 'done', content: 'Шаг 1. Запишем условие: 12 + 30. Ответ: 42.', error: null })
    expect((await ledgerOf(order.id)).map((e) => e.delta)).toEqual(['-12'])
  })

  it('a payment racing the failure ends with the balance where it was, whichever wins', async () => {
    const c = await client({ permanent_tokens: 50 })
    const paidOnes: boolean[] = []
    // The failure starts a little later each time, from before the payment's transaction to well after it.
    for (const delayMs of [0, 10, 30, 60, 150]) {
      const u = await created(c.headers)
      const { id } = await read(u, c.headers)
      await halfWritten(id)
      const failLater = new Promise((r) => setTimeout(r, delayMs)).then(() => answerAiOrder({ deps: withAi(refused()), orderId: id, finalAttempt: false }))
      const [pay] = await Promise.all([gql(app, PAY, { u }, c.headers), failLater])
      const order = await read(u, c.headers)
      expect(order.status).toBe('FAILED')
      if (pay.errors) expect(pay.errors[0]!.extensions?.code).toBe('STALE_STEP')
      expect((await ledgerOf(id)).map((e) => e.delta)).toEqual(order.isPaid ? ['-12', '12'] : [])
      expect((await balanceOf(c.headers)).balanceTokens).toBe(50)
      paidOnes.push(order.isPaid)
    }
    // The payment won at least once, so the refund branch was raced too.
    expect(paidOnes).toContain(true)
    await runJobs(withAi(refused()))
  })
})

describe('an AI answer that fails without a payment to return', () => {
  it('an unpaid order ends FAILED with the provider’s text alone and moves no money', async () => {
    const c = await client({ permanent_tokens: 20, trials: 1 })
    const before = await balanceOf(c.headers)
    const u = await created(c.headers)
    await runJobs(withAi(refused()))
    const order = await read(u, c.headers)
    expect(order).toMatchObject({ status: 'FAILED', isPaid: false })
    expect(order.messages[1].error).toBe('Нейросеть отказалась отвечать на этот запрос. Попробуй переформулировать тему или требования')
    expect(await balanceOf(c.headers)).toEqual(before)
    expect(await ledgerOf(order.id)).toEqual([])
  })

  it('a paid order’s clarification that fails returns the clarification; the paid answer stands and can be clarified again', async () => {
    const c = await client({ permanent_tokens: 12 })
    const u = await created(c.headers)
    await runJobs(deps)
    await gql(app, PAY, { u }, c.headers)
    const asked = (await gql(app, CLARIFY, { u, q: 'Почему именно так?' }, c.headers)).data.createCombinedAiOrderClarification
    expect(asked).toMatchObject({ status: 'ANSWERING', clarificationsCountLeft: 2 })
    await runJobs(withAi(refused()))
    const order = await read(u, c.headers)
    expect(order).toMatchObject({ status: 'ANSWERED', isPaid: true, clarificationsCountLeft: 3 })
    expect(order.messages.map((m: { state: string }) => m.state)).toEqual(['done', 'done', 'done', 'failed'])
    expect(order.messages[3].error).toMatch(/^Ответ на уточнение не получился — уточнение вернулось, его можно задать ещё раз\. Нейросеть отказалась/)
    // The delivered answer was paid for and stays paid: no refund.
    expect((await balanceOf(c.headers)).balanceTokens).toBe(0)
    expect((await ledgerOf(order.id)).map((e) => e.delta)).toEqual(['-12'])
    const again = await gql(app, CLARIFY, { u, q: 'Поясни ещё раз, пожалуйста' }, c.headers)
    expect(again.errors).toBeUndefined()
    expect(again.data.createCombinedAiOrderClarification).toMatchObject({ status: 'ANSWERING', clarificationsCountLeft: 2 })
    await runJobs(deps)
    expect(await read(u, c.headers)).toMatchObject({ status: 'ANSWERED', clarificationsCountLeft: 2 })
  })
})
