// Renewals, refunds and out-of-order notifications against fakes of T-Bank, YooKassa and CloudPayments that speak
// their documented protocols: the first payment keeps the card, the renewal charges it, a refund takes credits back
// exactly once (proportionally, never below zero), and a late or repeated notification moves no money.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import type { AppDeps } from '../context'
import { onRealPostgres, testDb, type TestDb } from '../../tests/helpers/test-db'
import { testDeps } from '../../tests/helpers/app-deps'
import { bearer, freshPhone, fromIp, gql, signInByPhone } from '../../tests/http/auth-support'
import { startFake, type TRunningFake } from '../../tests/fakes/serve'
import { createTBankFake } from '../../tests/fakes/tbank'
import { createYooKassaFake, yookassaNotification } from '../../tests/fakes/yookassa'
import { cloudPaymentsNotification, createCloudPaymentsFake, payFields } from '../../tests/fakes/cloudpayments'
import { renewSubscription } from '../subscriptions/renew-subscription'
import { refundPayment } from './refund-payment'
import { settleRefund } from './settle-refund'
import { debit } from '../../tests/helpers/ledger'

const TB = { terminalKey: 'TinkoffBankTest', password: 'tb-pass' }
const YK = { shopId: '100500', secretKey: 'test_yk_secret' }
const CP = { publicId: 'pk_test', apiSecret: 'cp-api-secret' }
const tbank = createTBankFake(TB)
const yookassa = createYooKassaFake(YK)
const cloud = createCloudPaymentsFake(CP)

let t: TestDb
let deps: AppDeps
let app: ReturnType<typeof createApp>
let servers: TRunningFake[] = []
beforeAll(async () => {
  servers = await Promise.all([startFake(tbank.app), startFake(yookassa.app), startFake(cloud.app)])
  const [tb, yk, cp] = servers
  t = await testDb()
  deps = await testDeps(t.db, {
    APP_URL: 'https://kampus.test',
    TBANK_TERMINAL_KEY: TB.terminalKey,
    TBANK_PASSWORD: TB.password,
    TBANK_BASE_URL: tb!.url,
    YOOKASSA_SHOP_ID: YK.shopId,
    YOOKASSA_SECRET_KEY: YK.secretKey,
    YOOKASSA_BASE_URL: yk!.url,
    CLOUDPAYMENTS_PUBLIC_ID: CP.publicId,
    CLOUDPAYMENTS_API_SECRET: CP.apiSecret,
    CLOUDPAYMENTS_BASE_URL: cp!.url,
  })
  app = createApp(deps)
})
afterAll(async () => {
  await deps.realtime.stop()
  await t.dispose()
  await Promise.all(servers.map((s) => s.close()))
})

let ipSeq = 0
const client = async () => {
  const headers = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp(`10.82.0.${++ipSeq}`)))
  const me = (await gql(app, '{ me { id } }', {}, headers)).data.me
  return { headers, id: me.id as string }
}

const purchase = async (headers: Record<string, string>, paymentMethod: number) => {
  const res = await gql(app, `mutation($i: PurchaseInput!) { purchase(input: $i) { paymentId } }`, { i: { subscriptionTypeId: 1, paymentMethod } }, headers)
  expect(res.errors).toBeUndefined()
  const paymentId = res.data.purchase.paymentId as string
  const [row] = await t.db.query<{ provider_payment_id: string }>(`select provider_payment_id from private.payments where id = $1`, [paymentId])
  return { paymentId, providerPaymentId: row!.provider_payment_id }
}

const post = (path: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) => app.request(path, { method: 'POST', headers, body })
const tbNotify = (body: Record<string, unknown>) => post('/webhooks/tbank', JSON.stringify(body))
const ykNotify = (event: string, object: unknown) => post('/webhooks/yookassa', JSON.stringify(yookassaNotification(event, object)))
const cpNotify = async (kind: string, fields: Record<string, string>) => {
  const n = cloudPaymentsNotification(CP.apiSecret, fields)
  return post(`/webhooks/cloudpayments/${kind}`, n.body, n.headers)
}

const tokens = async (userId: string) =>
  Number((await t.db.query<{ v: string }>(`select subscription_tokens::text as v from private.balances where user_id = $1`, [userId]))[0]?.v ?? 0)
const paymentRow = async (id: string) =>
  (await t.db.query<{ status: string; refunded_kopecks: string; refund_shortfall: Record<string, number> }>(
    `select status, refunded_kopecks::text, refund_shortfall from private.payments where id = $1`,
    [id],
  ))[0]!
const subscriptionOf = async (paymentId: string) => (await t.db.query<{ id: string }>(`select id from private.subscriptions where payment_id = $1`, [paymentId]))[0]!.id
const endPeriod = (paymentId: string) =>
  t.db.query(`update private.subscriptions set starts_at = now() - interval '2 months', ends_at = now() - interval '1 second' where payment_id = $1`, [paymentId])
const renewalOf = async (subscriptionId: string) =>
  (await t.db.query<{ id: string; status: string; provider_payment_id: string }>(`select id, status, provider_payment_id from private.payments where renews_subscription_id = $1`, [subscriptionId]))[0]
const METHODS = `{ me { paymentMethods { paymentSystem method cardLast4 } latestSubscription { isAlreadyEnded } } }`

describe('T-Bank: Recurrent=Y, RebillId, Init + Charge', () => {
  const paid = async () => {
    const c = await client()
    const first = await purchase(c.headers, 3)
    expect(tbank.payments.get(first.providerPaymentId)).toMatchObject({ Recurrent: true, CustomerKey: c.id })
    tbank.confirm(first.providerPaymentId)
    const res = await tbNotify(tbank.notification(first.providerPaymentId, 'CONFIRMED'))
    expect(await res.text()).toBe('OK')
    return { c, first }
  }

  it('renews with Charge on the RebillId; a late CANCELED changes nothing; a refund reverses the renewal once', async () => {
    const { c, first } = await paid()
    expect((await gql(app, METHODS, {}, c.headers)).data.me.paymentMethods).toEqual([{ paymentSystem: 'tbank', method: 3, cardLast4: '0777' }])
    // Out of order: a cancellation after the success; T-Bank's GetState still says CONFIRMED.
    expect(await (await tbNotify(tbank.notification(first.providerPaymentId, 'CANCELED'))).text()).toBe('OK')
    expect((await paymentRow(first.paymentId)).status).toBe('succeeded')

    await endPeriod(first.paymentId)
    const sub = await subscriptionOf(first.paymentId)
    const charges = tbank.charges
    expect(await renewSubscription({ deps, subscriptionId: sub })).toBe('renewed')
    expect(tbank.charges).toBe(charges + 1)
    const renewal = (await renewalOf(sub))!
    expect(renewal.status).toBe('succeeded')
    expect(tbank.payments.get(renewal.provider_payment_id)).toMatchObject({ OrderId: renewal.id, Amount: 99000, Status: 'CONFIRMED' })
    expect(await tokens(c.id)).toBe(200)
    // T-Bank's own CONFIRMED notification for the charge comes later and changes nothing.
    expect(await (await tbNotify(tbank.notification(renewal.provider_payment_id, 'CONFIRMED'))).text()).toBe('OK')
    expect(await tokens(c.id)).toBe(200)

    const refund = tbank.refund(renewal.provider_payment_id)
    expect(await (await tbNotify(refund)).text()).toBe('OK')
    expect(await (await tbNotify(refund)).text()).toBe('OK')
    expect(await tokens(c.id)).toBe(100)
    expect(await paymentRow(renewal.id)).toMatchObject({ status: 'refunded', refunded_kopecks: '99000' })
    expect((await gql(app, METHODS, {}, c.headers)).data.me.latestSubscription.isAlreadyEnded).toBe(true)
  })

  it('back-office refunds: a second partial refund of one amount is refused (T-Bank names it by amount), others go through', async () => {
    const { c, first } = await paid()
    const admin = crypto.randomUUID()
    await t.db.query(`insert into public.users (id, name) values ($1, 'Админ')`, [admin])
    const refund = (amountKopecks?: number) =>
      refundPayment({ db: t.db, ports: deps.ports, paymentId: first.paymentId, ...(amountKopecks !== undefined && { amountKopecks }), reason: 'Клиент передумал', actorId: admin })
    expect(await refund(20_000)).toMatchObject({ status: 'succeeded', reversal: 'reversed', providerRefundId: `${first.providerPaymentId}:PARTIAL_REFUNDED:20000` })
    const cancels = tbank.payments.get(first.providerPaymentId)!.Refunded
    await expect(refund(20_000)).rejects.toMatchObject({ code: 'REFUND_REFUSED', message: expect.stringMatching(/^Этот платеж уже возвращали частями по 200\s₽/) })
    expect(tbank.payments.get(first.providerPaymentId)!.Refunded).toBe(cancels)
    expect(await refund(30_000)).toMatchObject({ status: 'succeeded', reversal: 'reversed' })
    // The rest, whatever its amount, is the whole payment's REFUNDED: a name of its own.
    expect(await refund()).toMatchObject({ status: 'succeeded', reversal: 'reversed', amountKopecks: 49_000 })
    expect(await paymentRow(first.paymentId)).toMatchObject({ status: 'refunded', refunded_kopecks: '99000' })
    expect(await tokens(c.id)).toBe(0)
  })

  it('a refund the bank queues: pending until GetState says refunded, then the settle run takes the credits back once', async () => {
    const { c, first } = await paid()
    const admin = crypto.randomUUID()
    await t.db.query(`insert into public.users (id, name) values ($1, 'Админ')`, [admin])
    tbank.asyncRefunds = true
    const out = await refundPayment({ db: t.db, ports: deps.ports, paymentId: first.paymentId, reason: 'Клиент передумал', actorId: admin }).finally(() => {
      tbank.asyncRefunds = false
    })
    expect(out).toMatchObject({ status: 'pending', reversal: null, providerRefundId: `${first.providerPaymentId}:REFUNDED:99000` })
    const settle = () => settleRefund({ db: t.db, ports: deps.ports, refundRequestId: out.refundRequestId })
    expect(await settle()).toBe('pending')
    expect(await tokens(c.id)).toBe(100)
    // The bank finishes it and its notification is lost: the settle run reads REFUNDED and reverses once.
    const note = tbank.finishRefund(first.providerPaymentId)
    expect(await settle()).toBe('succeeded')
    expect(await tokens(c.id)).toBe(0)
    expect(await paymentRow(first.paymentId)).toMatchObject({ status: 'refunded', refunded_kopecks: '99000' })
    // The notification after all: the same refund by its id, nothing more.
    expect(await (await tbNotify(note)).text()).toBe('OK')
    expect(await settle()).toBe('gone')
    expect(await t.db.query(`select 1 from private.ledger_entries where user_id = $1 and reason = 'refund'`, [c.id])).toHaveLength(1)
  })

  it('a declined Charge ends the subscription with nothing credited', async () => {
    const { c, first } = await paid()
    await endPeriod(first.paymentId)
    tbank.declineCharges = true
    try {
      expect(await renewSubscription({ deps, subscriptionId: await subscriptionOf(first.paymentId) })).toBe('failed')
    } finally {
      tbank.declineCharges = false
    }
    expect(await tokens(c.id)).toBe(100)
    expect((await gql(app, METHODS, {}, c.headers)).data.me.latestSubscription.isAlreadyEnded).toBe(true)
  })

  it('a bank that is down during the renewal: the job fails to be retried, and the retry charges once', async () => {
    const { c, first } = await paid()
    await endPeriod(first.paymentId)
    const sub = await subscriptionOf(first.paymentId)
    const charges = tbank.charges
    tbank.unavailable = true
    try {
      await expect(renewSubscription({ deps, subscriptionId: sub })).rejects.toMatchObject({ retryable: true })
    } finally {
      tbank.unavailable = false
    }
    expect((await renewalOf(sub))!.status).toBe('created')
    expect(await renewSubscription({ deps, subscriptionId: sub })).toBe('renewed')
    expect(await renewSubscription({ deps, subscriptionId: sub })).toBe('decided')
    expect(tbank.charges).toBe(charges + 1)
    expect(await tokens(c.id)).toBe(200)
  })
})

describe('YooKassa: save_payment_method, payment_method_id, refunds checked by GET /v3/refunds', () => {
  const paid = async () => {
    const c = await client()
    const first = await purchase(c.headers, 10)
    expect(yookassa.payments.get(first.providerPaymentId)?.save_payment_method).toBe(true)
    expect((await ykNotify('payment.succeeded', yookassa.succeed(first.providerPaymentId))).status).toBe(200)
    return { c, first }
  }

  it('renews without confirmation; partial and full refunds reverse proportionally, once each', async () => {
    const { c, first } = await paid()
    expect((await gql(app, METHODS, {}, c.headers)).data.me.paymentMethods).toEqual([{ paymentSystem: 'yookassa', method: 10, cardLast4: '4477' }])
    await endPeriod(first.paymentId)
    const sub = await subscriptionOf(first.paymentId)
    expect(await renewSubscription({ deps, subscriptionId: sub })).toBe('renewed')
    const renewal = (await renewalOf(sub))!
    expect(yookassa.payments.get(renewal.provider_payment_id)).toMatchObject({ status: 'succeeded', metadata: { paymentId: renewal.id }, payment_method: { id: `pm-${first.providerPaymentId}` } })
    expect(await tokens(c.id)).toBe(200)

    // Half of the renewal back: half of its 100 tokens; the same notification again changes nothing.
    const half = yookassa.refund(renewal.provider_payment_id, 49500)
    expect((await ykNotify('refund.succeeded', half)).status).toBe(200)
    expect((await ykNotify('refund.succeeded', half)).status).toBe(200)
    expect(await tokens(c.id)).toBe(150)
    expect(await paymentRow(renewal.id)).toMatchObject({ status: 'refunded', refunded_kopecks: '49500' })
    const rest = yookassa.refund(renewal.provider_payment_id, 49500)
    expect((await ykNotify('refund.succeeded', rest)).status).toBe(200)
    expect(await tokens(c.id)).toBe(100)
    expect(await paymentRow(renewal.id)).toMatchObject({ refunded_kopecks: '99000', refund_shortfall: {} })
  })

  it('refuses a refund notification YooKassa does not know, and a payment notification it contradicts', async () => {
    const { c, first } = await paid()
    const forged = { id: 'rf-forged', payment_id: first.providerPaymentId, status: 'succeeded', amount: { value: '990.00', currency: 'RUB' } }
    expect((await ykNotify('refund.succeeded', forged)).status).toBe(400)
    expect(await tokens(c.id)).toBe(100)
    expect((await paymentRow(first.paymentId)).status).toBe('succeeded')
  })

  it('a refund of spent tokens takes what is there and records the shortfall', async () => {
    const { c, first } = await paid()
    await debit(t.db, { userId: c.id, account: 'subscription_tokens', amount: 70, reason: 'order', idempotencyKey: `spend:${c.id}` })
    expect((await ykNotify('refund.succeeded', yookassa.refund(first.providerPaymentId))).status).toBe(200)
    expect(await tokens(c.id)).toBe(0)
    expect(await paymentRow(first.paymentId)).toMatchObject({ status: 'refunded', refund_shortfall: { subscription_tokens: 70 } })
    expect((await gql(app, METHODS, {}, c.headers)).data.me.latestSubscription.isAlreadyEnded).toBe(true)
  })

  it('a success after a cancel is applied only because YooKassa itself says succeeded', async () => {
    const c = await client()
    const p = await purchase(c.headers, 10)
    expect((await ykNotify('payment.canceled', yookassa.cancel(p.providerPaymentId))).status).toBe(200)
    expect((await paymentRow(p.paymentId)).status).toBe('canceled')
    // A replayed success notification while YooKassa still says canceled: nothing.
    expect((await ykNotify('payment.succeeded', { ...yookassa.payments.get(p.providerPaymentId), status: 'succeeded' })).status).toBe(200)
    expect((await paymentRow(p.paymentId)).status).toBe('canceled')
    expect(await tokens(c.id)).toBe(0)
    // YooKassa's own record now says succeeded: applied, once.
    yookassa.succeed(p.providerPaymentId)
    expect((await ykNotify('payment.succeeded', yookassa.payments.get(p.providerPaymentId))).status).toBe(200)
    expect((await ykNotify('payment.succeeded', yookassa.payments.get(p.providerPaymentId))).status).toBe(200)
    expect((await paymentRow(p.paymentId)).status).toBe('succeeded')
    expect(await tokens(c.id)).toBe(100)
  })
})

describe(`50 copies of one refund notification at once (${onRealPostgres() ? 'real Postgres' : 'PGlite, serialised'})`, () => {
  it('reverse the credits once', async () => {
    const c = await client()
    const p = await purchase(c.headers, 10)
    await ykNotify('payment.succeeded', yookassa.succeed(p.providerPaymentId))
    expect(await tokens(c.id)).toBe(100)
    const refund = yookassa.refund(p.providerPaymentId)
    const replies = await Promise.all(Array.from({ length: 50 }, () => ykNotify('refund.succeeded', refund)))
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(200))
    expect(await tokens(c.id)).toBe(0)
    const entries = await t.db.query(`select 1 from private.ledger_entries where user_id = $1 and reason = 'refund'`, [c.id])
    expect(entries).toHaveLength(1)
    expect(await t.db.query(`select 1 from private.payment_refunds where payment_id = $1`, [p.paymentId])).toHaveLength(1)
  })
})

describe('CloudPayments: the Pay notification Token, payments/tokens/charge', () => {
  it('renews by token; Fail after Pay is ignored; a Refund notification reverses once', async () => {
    const c = await client()
    const first = await purchase(c.headers, 11)
    expect(cloud.orders.get(first.providerPaymentId)?.request).not.toHaveProperty('SubscriptionBehavior')
    const token = `tk_${crypto.randomUUID().slice(0, 12)}`
    cloud.tokens.add(token)
    const pay = { ...payFields(first.paymentId, '990.00'), TransactionId: '5550001', AccountId: c.id, Token: token, CardLastFour: '1234' }
    expect(await (await cpNotify('pay', pay)).json()).toEqual({ code: 0 })
    expect(await (await cpNotify('pay', pay)).json()).toEqual({ code: 0 })
    expect(await tokens(c.id)).toBe(100)
    expect((await gql(app, METHODS, {}, c.headers)).data.me.paymentMethods).toEqual([{ paymentSystem: 'cloudpayments', method: 11, cardLast4: '1234' }])
    // Out of order: a Fail for the same payment after its Pay.
    expect(await (await cpNotify('fail', { ...pay, Status: 'Declined', Reason: 'InsufficientFunds' })).json()).toEqual({ code: 0 })
    expect((await paymentRow(first.paymentId)).status).toBe('succeeded')

    await endPeriod(first.paymentId)
    const sub = await subscriptionOf(first.paymentId)
    expect(await renewSubscription({ deps, subscriptionId: sub })).toBe('renewed')
    const renewal = (await renewalOf(sub))!
    expect(cloud.tokenCharges.get(renewal.id)).toMatchObject({ Amount: 990, AccountId: c.id, Token: token, InvoiceId: renewal.id, Status: 'Completed' })
    expect(await tokens(c.id)).toBe(200)

    const refund = { TransactionId: '5550099', PaymentTransactionId: '5550001', Amount: '990.00', DateTime: '2026-11-22 10:00:00', OperationType: 'Refund', InvoiceId: first.paymentId }
    expect(await (await cpNotify('refund', refund)).json()).toEqual({ code: 0 })
    expect(await (await cpNotify('refund', refund)).json()).toEqual({ code: 0 })
    expect(await tokens(c.id)).toBe(100)
    expect(await paymentRow(first.paymentId)).toMatchObject({ status: 'refunded', refunded_kopecks: '99000' })
  })

  it('refuses a refund larger than the payment and acknowledges a refund of a payment it does not know', async () => {
    const c = await client()
    const first = await purchase(c.headers, 11)
    await cpNotify('pay', { ...payFields(first.paymentId, '990.00'), TransactionId: '5570001', AccountId: c.id })
    const tooMuch = { TransactionId: '5570099', PaymentTransactionId: '5570001', Amount: '2000.00', DateTime: '2026-11-22 10:00:00', OperationType: 'Refund', InvoiceId: first.paymentId }
    expect((await cpNotify('refund', tooMuch)).status).toBe(400)
    const unknown = { ...tooMuch, TransactionId: '5570100', PaymentTransactionId: '9999999', Amount: '10.00', InvoiceId: crypto.randomUUID() }
    expect(await (await cpNotify('refund', unknown)).json()).toEqual({ code: 0 })
    expect(await tokens(c.id)).toBe(100)
    expect((await paymentRow(first.paymentId)).status).toBe('succeeded')
    // A forged one (wrong Content-HMAC) is refused before anything is looked up.
    const forged = cloudPaymentsNotification('not-the-secret', { ...tooMuch, Amount: '990.00' })
    expect(await (await post('/webhooks/cloudpayments/refund', forged.body, forged.headers)).json()).toEqual({ code: 13 })
    expect(await tokens(c.id)).toBe(100)
  })

  it('a declined token charge ends the subscription with nothing credited', async () => {
    const c = await client()
    const first = await purchase(c.headers, 11)
    const token = `tk_${crypto.randomUUID().slice(0, 12)}`
    cloud.tokens.add(token)
    await cpNotify('pay', { ...payFields(first.paymentId, '990.00'), TransactionId: '5560001', AccountId: c.id, Token: token })
    await endPeriod(first.paymentId)
    cloud.declineCharges = true
    try {
      expect(await renewSubscription({ deps, subscriptionId: await subscriptionOf(first.paymentId) })).toBe('failed')
    } finally {
      cloud.declineCharges = false
    }
    expect(await tokens(c.id)).toBe(100)
  })
})
