// Refunds started by the back-office, against the YooKassa fake (which itself refuses a refund above what is left)
// and the test bank: full, partial, partials adding up, refusals, a race of two full refunds, a provider that is down
// or refuses, the provider's own refund notification arriving after our refund (credits reversed once), and a refund
// left pending that the settle job asks about until it is final.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDeps } from '../context'
import type { Db } from '../db/port'
import { openPostgres } from '../db/postgres.server'
import { onRealPostgres, testDb, type TestDb } from '../../tests/helpers/test-db'
import { testDeps } from '../../tests/helpers/app-deps'
import { startFake, type TRunningFake } from '../../tests/fakes/serve'
import { createYooKassaFake, yookassaNotification } from '../../tests/fakes/yookassa'
import { PAYMENT_METHODS } from '../../domain/money/payment-methods'
import { startPayment } from './start-payment'
import { applyPaymentEvent } from './apply-payment-event'
import { refundPayment } from './refund-payment'
import { retryRefund } from './retry-refund'
import { signNotice, TESTBANK_SIGNATURE_HEADER } from './providers/testbank'
import { createApp } from '../app'
import { createJobWorker } from '../jobs/worker'
import { jobHandlerMap } from '../jobs/registry'
import { settleRefundJob } from './settle-refund-job'
import { settleRefund } from './settle-refund'

const YK = { shopId: '100500', secretKey: 'test_yk_secret' }
const yookassa = createYooKassaFake(YK)
const ADMIN = '00000000-0000-4000-8000-0000000ad001'

let t: TestDb
let deps: AppDeps
let server: TRunningFake
let pools: Db[] = []
beforeAll(async () => {
  server = await startFake(yookassa.app)
  t = await testDb()
  // T-Bank is left unconfigured: its methods are played by the test bank, as under `npm start`.
  deps = await testDeps(t.db, { APP_URL: 'https://kampus.test', YOOKASSA_SHOP_ID: YK.shopId, YOOKASSA_SECRET_KEY: YK.secretKey, YOOKASSA_BASE_URL: server.url })
  await t.db.query(`insert into public.users (id, name) values ($1, 'Админ')`, [ADMIN])
  pools = t.url ? [openPostgres(t.url, { max: 5 }), openPostgres(t.url, { max: 5 })] : [t.db]
})
afterAll(async () => {
  if (t.url) await Promise.all(pools.map((p) => p.close()))
  await deps.realtime.stop()
  await t.dispose()
  await server.close()
})

/** A client who paid 1 000 ₽ for 100 tokens, through YooKassa or the test bank, credited by the success notification. */
async function paid(via: 'yookassa' | 'testbank' = 'yookassa') {
  const userId = crypto.randomUUID()
  await t.db.query(`insert into public.users (id, name) values ($1, 'Клиент')`, [userId])
  const methodId = via === 'yookassa' ? PAYMENT_METHODS.yookassaCard : PAYMENT_METHODS.tinkoff
  const { paymentId } = await startPayment({ deps, payment: { userId, kind: 'refill_tokens', product: 'balance', amountKopecks: 100_000, methodId, description: '100 токенов', tokens: 100 } })
  const [row] = await t.db.query<{ provider: 'yookassa' | 'testbank'; provider_payment_id: string }>(`select provider, provider_payment_id from private.payments where id = $1`, [paymentId])
  expect(row!.provider).toBe(via)
  const providerPaymentId = row!.provider_payment_id
  if (via === 'yookassa') yookassa.succeed(providerPaymentId)
  const event = { providerPaymentId, ourPaymentId: paymentId, status: 'succeeded' as const, amountKopecks: 100_000, raw: {} }
  expect(await applyPaymentEvent({ deps, provider: via, event })).toBe('applied')
  expect(await tokens(userId)).toBe(100)
  return { userId, paymentId, providerPaymentId }
}

const tokens = async (userId: string) =>
  Number((await t.db.query<{ v: string }>(`select permanent_tokens::text as v from private.balances where user_id = $1`, [userId]))[0]?.v ?? 0)
const paymentRow = async (id: string) =>
  (await t.db.query<{ status: string; refunded_kopecks: string }>(`select status, refunded_kopecks::text from private.payments where id = $1`, [id]))[0]!
const requests = (paymentId: string) =>
  t.db.query<{ id: string; refund_key: string; status: string; retryable: boolean; amount_kopecks: string; provider_refund_id: string | null; reason: string; actor_id: string }>(
    `select id, refund_key, status, retryable, amount_kopecks::text, provider_refund_id, reason, actor_id from private.payment_refund_requests where payment_id = $1 order by created_at`,
    [paymentId],
  )
const refundEntries = async (userId: string) => (await t.db.query(`select 1 from private.ledger_entries where user_id = $1 and reason = 'refund'`, [userId])).length

const refund = (paymentId: string, amountKopecks?: number, db: Db = t.db) =>
  refundPayment({ db, ports: deps.ports, paymentId, ...(amountKopecks !== undefined && { amountKopecks }), reason: 'Клиент передумал', actorId: ADMIN })

describe('refundPayment', () => {
  it('refunds the whole payment by default, with the request key as Idempotence-Key, and takes the credits back', async () => {
    const p = await paid()
    const out = await refund(p.paymentId)
    expect(out).toMatchObject({ status: 'succeeded', amountKopecks: 100_000, reversal: 'reversed' })
    expect(await tokens(p.userId)).toBe(0)
    expect(await paymentRow(p.paymentId)).toEqual({ status: 'refunded', refunded_kopecks: '100000' })
    const [req] = await requests(p.paymentId)
    expect(req).toMatchObject({ id: out.refundRequestId, status: 'succeeded', amount_kopecks: '100000', provider_refund_id: out.providerRefundId, reason: 'Клиент передумал', actor_id: ADMIN })
    expect(yookassa.refunds.get(out.providerRefundId)).toMatchObject({ payment_id: p.providerPaymentId, amount: { value: '1000.00' } })
    // The same key again at YooKassa answers with this refund: the key is what the request recorded.
    const again = await deps.ports.payments.byName('yookassa')!.refund!({ paymentId: p.paymentId, providerPaymentId: p.providerPaymentId, amountKopecks: 100_000, refundKey: req!.refund_key })
    expect(again.refundId).toBe(out.providerRefundId)
  })

  it('refunds part, and two parts that add up to the whole; then nothing is left', async () => {
    const p = await paid()
    expect(await refund(p.paymentId, 30_000)).toMatchObject({ status: 'succeeded', reversal: 'reversed' })
    expect(await tokens(p.userId)).toBe(70)
    expect(await paymentRow(p.paymentId)).toEqual({ status: 'refunded', refunded_kopecks: '30000' })
    expect(await refund(p.paymentId)).toMatchObject({ amountKopecks: 70_000, reversal: 'reversed' })
    expect(await tokens(p.userId)).toBe(0)
    expect(await paymentRow(p.paymentId)).toEqual({ status: 'refunded', refunded_kopecks: '100000' })
    await expect(refund(p.paymentId, 100)).rejects.toMatchObject({ code: 'REFUND_REFUSED', message: 'Платеж уже полностью возвращен' })
  })

  it('refuses more than is left, and a second full refund, asking the provider nothing', async () => {
    const p = await paid()
    await refund(p.paymentId, 30_000)
    const created = yookassa.refundsCreated
    await expect(refund(p.paymentId, 70_001)).rejects.toMatchObject({
      code: 'REFUND_REFUSED',
      message: 'Сумма возврата больше, чем осталось к возврату: 700\u00a0₽',
      details: { remainingKopecks: 70_000 },
    })
    expect(await refund(p.paymentId)).toMatchObject({ amountKopecks: 70_000 })
    await expect(refund(p.paymentId)).rejects.toMatchObject({ code: 'REFUND_REFUSED', message: 'Платеж уже полностью возвращен' })
    expect(yookassa.refundsCreated).toBe(created + 1)
    expect(await requests(p.paymentId)).toHaveLength(2)
    expect(await tokens(p.userId)).toBe(0)
  })

  it('refuses bad input, an unknown or unpaid payment, and a provider that cannot refund', async () => {
    const p = await paid()
    await expect(refund(p.paymentId, 0)).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    await expect(refund(p.paymentId, 10.5)).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    await expect(refundPayment({ db: t.db, ports: deps.ports, paymentId: p.paymentId, reason: '  ', actorId: ADMIN })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Укажи причину возврата' })
    await expect(refund(crypto.randomUUID())).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Платеж не найден' })
    await expect(refund('not-a-uuid')).rejects.toMatchObject({ code: 'NOT_FOUND' })
    const { paymentId: unpaid } = await startPayment({ deps, payment: { userId: p.userId, kind: 'refill_tokens', product: 'balance', amountKopecks: 5_000, methodId: PAYMENT_METHODS.yookassaCard, description: 'x', tokens: 5 } })
    await expect(refund(unpaid)).rejects.toMatchObject({ code: 'REFUND_REFUSED', message: 'Вернуть можно только оплаченный платеж' })
    const yk = deps.ports.payments.byName('yookassa')!
    const noRefunds = { payments: { byName: () => ({ ...yk, refund: undefined }), byMethod: () => null } }
    await expect(refundPayment({ db: t.db, ports: noRefunds, paymentId: p.paymentId, reason: 'x', actorId: ADMIN })).rejects.toMatchObject({
      code: 'REFUND_REFUSED',
      message: 'Эта платежная система не поддерживает возврат из админки',
    })
    // A YooKassa payment while YooKassa is not configured: the test bank standing in must not "refund" it.
    const testbank = deps.ports.payments.byName('testbank')!
    await expect(refundPayment({ db: t.db, ports: { payments: { byName: () => testbank, byMethod: () => null } }, paymentId: p.paymentId, reason: 'x', actorId: ADMIN })).rejects.toMatchObject({
      code: 'REFUND_REFUSED',
      message: expect.stringMatching(/не подключена/),
    })
    expect(await requests(p.paymentId)).toHaveLength(0)
    expect(await tokens(p.userId)).toBe(100)
  })

  it(`lets exactly one of concurrent full refunds through (${onRealPostgres() ? 'real Postgres, two pools' : 'PGlite, serialised'})`, async () => {
    const p = await paid()
    const created = yookassa.refundsCreated
    // Connections open before the race, so the refunds really overlap instead of queueing behind a connect.
    await Promise.all(pools.flatMap((pool) => Array.from({ length: 5 }, () => pool.query('select 1'))))
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => refund(p.paymentId, undefined, pools[i % pools.length])))
    const done = outcomes.filter((o) => o.status === 'fulfilled')
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')
    expect(done).toHaveLength(1)
    expect(refused).toHaveLength(9)
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'REFUND_REFUSED' })
    expect(yookassa.refundsCreated).toBe(created + 1)
    expect(await tokens(p.userId)).toBe(0)
    expect(await refundEntries(p.userId)).toBe(1)
    expect(await requests(p.paymentId)).toHaveLength(1)
  })

  it('a provider that is down: the request stays failed and retryable, the balance untouched, and its retry refunds once', async () => {
    const p = await paid()
    yookassa.failWith500 = true
    try {
      await expect(refund(p.paymentId)).rejects.toMatchObject({ code: 'REFUND_FAILED', details: { retryable: true } })
    } finally {
      yookassa.failWith500 = false
    }
    const [req] = await requests(p.paymentId)
    expect(req).toMatchObject({ status: 'failed', retryable: true, provider_refund_id: null })
    expect(await tokens(p.userId)).toBe(100)
    expect(await paymentRow(p.paymentId)).toEqual({ status: 'succeeded', refunded_kopecks: '0' })
    // The unanswered refund may have happened: its amount is not offered again, only the same request repeated.
    await expect(refund(p.paymentId, 100)).rejects.toMatchObject({ code: 'REFUND_REFUSED', message: expect.stringMatching(/уже идет/) })
    const out = await retryRefund({ db: t.db, ports: deps.ports, refundRequestId: req!.id, actorId: ADMIN })
    expect(out).toMatchObject({ status: 'succeeded', reversal: 'reversed', amountKopecks: 100_000 })
    await expect(retryRefund({ db: t.db, ports: deps.ports, refundRequestId: req!.id, actorId: ADMIN })).rejects.toMatchObject({ code: 'REFUND_REFUSED' })
    expect(await tokens(p.userId)).toBe(0)
    expect(await refundEntries(p.userId)).toBe(1)
  })

  it('a provider that refuses: the request fails for good and its amount is free again', async () => {
    const p = await paid()
    // Someone returned 900 ₽ in YooKassa's own cabinet and the notification has not come yet: YooKassa refuses the rest.
    yookassa.refund(p.providerPaymentId, 90_000)
    await expect(refund(p.paymentId)).rejects.toMatchObject({ code: 'REFUND_FAILED', details: { retryable: false }, message: expect.stringMatching(/отказала/) })
    expect((await requests(p.paymentId))[0]).toMatchObject({ status: 'failed', retryable: false })
    expect(await tokens(p.userId)).toBe(100)
    expect(await refund(p.paymentId, 10_000)).toMatchObject({ status: 'succeeded', reversal: 'reversed' })
    expect(await tokens(p.userId)).toBe(90)
  })

  it("YooKassa's refund notification after our refund changes nothing more", async () => {
    const p = await paid()
    const out = await refund(p.paymentId, 50_000)
    expect(await tokens(p.userId)).toBe(50)
    const note = new Request('https://kampus.test/webhooks/yookassa', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(yookassaNotification('refund.succeeded', yookassa.refunds.get(out.providerRefundId))),
    })
    const verified = await deps.ports.payments.byName('yookassa')!.verifyNotification(note)
    expect(verified.ok).toBe(true)
    if (!verified.ok) return
    expect(await applyPaymentEvent({ deps, provider: 'yookassa', event: verified.event })).toBe('ignored')
    expect(await tokens(p.userId)).toBe(50)
    expect(await refundEntries(p.userId)).toBe(1)
    expect(await paymentRow(p.paymentId)).toEqual({ status: 'refunded', refunded_kopecks: '50000' })
    // And the rest can still be refunded.
    expect(await refund(p.paymentId)).toMatchObject({ amountKopecks: 50_000, reversal: 'reversed' })
    expect(await tokens(p.userId)).toBe(0)
  })

  describe('a refund YooKassa leaves pending', () => {
    const settle = (refundRequestId: string) => settleRefund({ db: t.db, ports: deps.ports, refundRequestId })
    const requestStatus = async (id: string) => (await t.db.query<{ status: string }>(`select status from private.payment_refund_requests where id = $1`, [id]))[0]!.status
    const pendingRefund = async (amountKopecks: number) => {
      const p = await paid()
      yookassa.refundsPending = true
      try {
        const out = await refund(p.paymentId, amountKopecks)
        expect(out).toMatchObject({ status: 'pending', reversal: null })
        return { ...p, out }
      } finally {
        yookassa.refundsPending = false
      }
    }

    it('is asked again by the settle job until it succeeds, and the credits come back once', async () => {
      const p = await pendingRefund(50_000)
      expect(await tokens(p.userId)).toBe(100)
      // The job is on the queue for a minute later, once per request.
      const [job] = await t.db.query<{ id: string; wait: number }>(
        `select id::text, extract(epoch from run_at - now())::float8 as wait from private.jobs where name = 'payment-refund-settle' and key = $1`,
        [`refund-settle:${p.out.refundRequestId}`],
      )
      expect(job!.wait).toBeGreaterThan(30)
      const worker = createJobWorker({ db: t.db, handlers: jobHandlerMap([settleRefundJob]), concurrency: 1, pollMs: 10, log: deps.log, services: deps, backoff: () => 0 })
      // Due now, and the only job due (this file's other flows queue jobs of their own, which this worker does not run).
      const due = () => t.db.query(`update private.jobs set run_at = case when id = $1 then now() else now() + interval '1 day' end where status = 'queued'`, [job!.id])
      const jobRow = async () => (await t.db.query<{ status: string; attempts: number }>(`select status, attempts from private.jobs where id = $1`, [job!.id]))[0]!
      // Still pending at YooKassa: the run fails, so the queue asks again later; nothing moved.
      await due()
      expect(await worker.runOnce()).toBe(1)
      expect(await jobRow()).toMatchObject({ status: 'queued', attempts: 1 })
      expect(await tokens(p.userId)).toBe(100)
      expect(await requestStatus(p.out.refundRequestId)).toBe('pending')
      // YooKassa finishes it (and its notification is lost): the next run takes half the tokens back.
      yookassa.finishRefund(p.out.providerRefundId, 'succeeded')
      await due()
      expect(await worker.runOnce()).toBe(1)
      expect(await jobRow()).toMatchObject({ status: 'done', attempts: 2 })
      expect(await tokens(p.userId)).toBe(50)
      expect(await requestStatus(p.out.refundRequestId)).toBe('succeeded')
      expect(await paymentRow(p.paymentId)).toEqual({ status: 'refunded', refunded_kopecks: '50000' })
      // The notification arriving late, and a second settle, change nothing.
      const note = yookassaNotification('refund.succeeded', yookassa.refunds.get(p.out.providerRefundId))
      expect((await createApp(deps).request('/webhooks/yookassa', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(note) })).status).toBe(200)
      expect(await settle(p.out.refundRequestId)).toBe('gone')
      expect(await tokens(p.userId)).toBe(50)
      expect(await refundEntries(p.userId)).toBe(1)
    })

    it('settled by its notification first: the settle run only records it', async () => {
      const p = await pendingRefund(40_000)
      yookassa.finishRefund(p.out.providerRefundId, 'succeeded')
      const note = yookassaNotification('refund.succeeded', yookassa.refunds.get(p.out.providerRefundId))
      expect((await createApp(deps).request('/webhooks/yookassa', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(note) })).status).toBe(200)
      expect(await tokens(p.userId)).toBe(60)
      expect(await settle(p.out.refundRequestId)).toBe('notified')
      expect(await requestStatus(p.out.refundRequestId)).toBe('succeeded')
      expect(await tokens(p.userId)).toBe(60)
      expect(await refundEntries(p.userId)).toBe(1)
    })

    it('canceled by YooKassa: nothing is taken back, and its amount may be refunded again', async () => {
      const p = await pendingRefund(100_000)
      await expect(refund(p.paymentId)).rejects.toMatchObject({ code: 'REFUND_REFUSED' })
      expect(await settle(p.out.refundRequestId)).toBe('pending')
      yookassa.finishRefund(p.out.providerRefundId, 'canceled')
      expect(await settle(p.out.refundRequestId)).toBe('canceled')
      expect(await requestStatus(p.out.refundRequestId)).toBe('canceled')
      expect(await tokens(p.userId)).toBe(100)
      expect(await refund(p.paymentId)).toMatchObject({ status: 'succeeded', amountKopecks: 100_000, reversal: 'reversed' })
      expect(await tokens(p.userId)).toBe(0)
    })
  })

  it('through the test bank: settled at once, and its signed refund notice afterwards reverses nothing more', async () => {
    const p = await paid('testbank')
    const out = await refund(p.paymentId, 25_000)
    expect(out).toMatchObject({ status: 'succeeded', reversal: 'reversed' })
    expect(await tokens(p.userId)).toBe(75)
    const { body, signature } = await signNotice(deps.settings.TESTBANK_SECRET, {
      paymentId: p.paymentId,
      providerPaymentId: p.providerPaymentId,
      status: 'refunded',
      amountKopecks: 25_000,
      refundId: out.providerRefundId,
    })
    const res = await createApp(deps).request('/webhooks/testbank', { method: 'POST', headers: { [TESTBANK_SIGNATURE_HEADER]: signature }, body })
    expect(res.status).toBe(200)
    expect(await tokens(p.userId)).toBe(75)
    expect(await refundEntries(p.userId)).toBe(1)
  })
})
