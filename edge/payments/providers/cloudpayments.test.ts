// CloudPayments adapter against its fake: payment links with Basic auth and X-Request-ID, and HMAC-signed notifications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cloudpaymentsProvider } from './cloudpayments'
import { PaymentProviderError, type TCreatePayment } from './provider'
import { cloudPaymentsNotification, createCloudPaymentsFake, payFields } from '../../../tests/fakes/cloudpayments'
import { startFake, type TRunningFake } from '../../../tests/fakes/serve'

const SECRET = 'cp-api-secret'
const fake = createCloudPaymentsFake({ publicId: 'pk_test', apiSecret: SECRET })
let server: TRunningFake
beforeAll(async () => {
  server = await startFake(fake.app)
})
afterAll(() => server.close())

// A busy machine can take longer than a few hundred ms for a first request; only the timeout case sets a short one.
const adapter = (extra: Partial<Parameters<typeof cloudpaymentsProvider>[0]> = {}) =>
  cloudpaymentsProvider({ publicId: 'pk_test', apiSecret: SECRET, baseUrl: server.url, timeoutMs: 5_000, ...extra })

const input = (paymentId: string): TCreatePayment => ({
  paymentId,
  amountKopecks: 100_050,
  description: 'Заказ реферата',
  returnUrl: 'https://kampus.test/ecosystem',
  notificationUrl: 'https://kampus.test/webhooks/cloudpayments/pay',
  customer: { id: 'user-1', email: 'a@b.ru' },
  receipt: { email: 'a@b.ru', items: [{ name: 'Реферат', quantity: 1, priceKopecks: 100_050 }] },
})

const post = (kind: string, n: { body: string; headers: Record<string, string> }) =>
  new Request(`https://kampus.test/webhooks/cloudpayments/${kind}`, { method: 'POST', headers: n.headers, body: n.body })

describe('CloudPayments createPayment', () => {
  it('creates a payment link with the amount in rubles and our id as InvoiceId', async () => {
    const created = await adapter().createPayment(input('cp-1'))
    const order = fake.orders.get(created.providerPaymentId)!
    expect(created.redirectUrl).toBe(order.Url)
    expect(order.request).toMatchObject({ Amount: 1000.5, Currency: 'RUB', InvoiceId: 'cp-1', AccountId: 'user-1', SuccessRedirectUrl: 'https://kampus.test/ecosystem?payment-result=success' })
    expect(order.request.JsonData).toMatchObject({ paymentId: 'cp-1', CloudPayments: { CustomerReceipt: { Items: [{ amount: 1000.5, vat: null }] } } })
  })

  it('sends our payment id as X-Request-ID, so a retry returns the same link', async () => {
    const before = fake.created
    const a = await adapter().createPayment(input('cp-2'))
    const b = await adapter().createPayment(input('cp-2'))
    expect(b).toEqual(a)
    expect(fake.created).toBe(before + 1)
  })

  it('is refused with a wrong secret and times out as a retryable error', async () => {
    await expect(adapter({ apiSecret: 'nope' }).createPayment(input('cp-3'))).rejects.toMatchObject({ retryable: false, providerStatus: 401 })
    fake.delayMs = 1_000
    const err = await adapter({ timeoutMs: 300 }).createPayment(input('cp-4')).catch((e: unknown) => e)
    fake.delayMs = 0
    expect(err).toBeInstanceOf(PaymentProviderError)
    expect(err).toMatchObject({ retryable: true })
  })
})

describe('CloudPayments verifyNotification', () => {
  it('accepts a signed Pay notification, form-encoded or JSON, and answers {"code":0}', async () => {
    for (const format of ['form', 'json'] as const) {
      const result = await adapter().verifyNotification(post('pay', cloudPaymentsNotification(SECRET, payFields('cp-10', '1000.50'), format)))
      expect(result).toMatchObject({ ok: true, event: { providerPaymentId: '1211506', ourPaymentId: 'cp-10', status: 'succeeded', amountKopecks: 100_050, type: 'pay' } })
      expect(await result.reply.json()).toEqual({ code: 0 })
    }
  })

  it('accepts X-Content-HMAC alone (computed over the URL-decoded body)', async () => {
    const n = cloudPaymentsNotification(SECRET, payFields('cp-11', '10.00'))
    const { 'content-hmac': _dropped, ...headers } = n.headers
    expect(await adapter().verifyNotification(post('pay', { body: n.body, headers }))).toMatchObject({ ok: true })
  })

  it('refuses a forged signature and a tampered amount with a refusing code', async () => {
    const forged = await adapter().verifyNotification(post('check', cloudPaymentsNotification('other-secret', payFields('cp-12', '10.00'))))
    expect(forged).toMatchObject({ ok: false, reason: expect.stringMatching(/подпись/) })
    expect(await forged.reply.json()).toEqual({ code: 13 })
    const genuine = cloudPaymentsNotification(SECRET, payFields('cp-12', '10.00'))
    // Both signatures stay as CloudPayments sent them; neither covers the changed amount.
    const tampered = { ...genuine, body: genuine.body.replace('Amount=10.00', 'Amount=1.00') }
    expect(await adapter().verifyNotification(post('pay', tampered))).toMatchObject({ ok: false })
  })

  it('maps Fail, Refund and Recurrent, and refuses a kind it does not know', async () => {
    const fail = cloudPaymentsNotification(SECRET, { ...payFields('cp-13', '10.00'), Status: 'Declined', Reason: 'InsufficientFunds', ReasonCode: '5051' })
    expect(await adapter().verifyNotification(post('fail', fail))).toMatchObject({ ok: true, event: { status: 'canceled' } })
    const refund = cloudPaymentsNotification(SECRET, { TransactionId: '1211600', PaymentTransactionId: '1211506', Amount: '10.00', DateTime: '2026-11-21 11:00:00', OperationType: 'Refund', InvoiceId: 'cp-13' })
    expect(await adapter().verifyNotification(post('refund', refund))).toMatchObject({ ok: true, event: { status: 'refunded', ourPaymentId: 'cp-13' } })
    const recurrent = cloudPaymentsNotification(SECRET, { Id: 'sc_8cf8a9338fb8ebf7202b08d09c938', AccountId: 'user-1', Amount: '499.00', Currency: 'RUB', Status: 'Cancelled' })
    expect(await adapter().verifyNotification(post('recurrent', recurrent))).toMatchObject({ ok: true, event: { providerPaymentId: 'sc_8cf8a9338fb8ebf7202b08d09c938', status: 'canceled' } })
    expect(await adapter().verifyNotification(post('payout', fail))).toMatchObject({ ok: false })
  })
})

describe('CloudPayments refund', () => {
  const refund = (transactionId: string, amountKopecks: number, refundKey: string, extra: Partial<Parameters<typeof cloudpaymentsProvider>[0]> = {}) =>
    adapter(extra).refund!({ paymentId: 'cp-ours', providerPaymentId: transactionId, amountKopecks, refundKey })

  it('posts payments/refund with TransactionId and the amount in rubles; the refund is named by its own TransactionId', async () => {
    fake.paid('7000001', 100_050)
    const r = await adapter().refund!({
      paymentId: 'cp-ours',
      providerPaymentId: '7000001',
      amountKopecks: 50_025,
      refundKey: 'cp-rk-1',
      receipt: { email: 'a@b.ru', items: [{ name: 'Возврат', quantity: 1, priceKopecks: 50_025 }] },
    })
    expect(r).toMatchObject({ status: 'succeeded', amountKopecks: 50_025 })
    expect(fake.refunds.get(r.refundId)).toMatchObject({
      paymentTransactionId: '7000001',
      amountKopecks: 50_025,
      jsonData: { paymentId: 'cp-ours', refundKey: 'cp-rk-1', CloudPayments: { CustomerReceipt: { Items: [{ amount: 500.25 }] } } },
    })
    // The Refund notification for this operation carries the same TransactionId as its refund id.
    const note = cloudPaymentsNotification(SECRET, { TransactionId: r.refundId, PaymentTransactionId: '7000001', Amount: '500.25', OperationType: 'Refund', InvoiceId: 'cp-ours' })
    expect(await adapter().verifyNotification(post('refund', note))).toMatchObject({ ok: true, event: { refund: { refundId: r.refundId, amountKopecks: 50_025 } } })
  })

  it('sends our refund key as X-Request-ID: a repeat answers with the same refund', async () => {
    fake.paid('7000002', 10_000)
    const a = await refund('7000002', 10_000, 'cp-rk-2')
    const b = await refund('7000002', 10_000, 'cp-rk-2')
    expect(b).toEqual(a)
    expect(fake.transactions.get('7000002')).toEqual({ amountKopecks: 10_000, refundedKopecks: 10_000 })
  })

  it('is refused above what is left, for an unknown transaction and with a wrong secret; a 5xx is retryable', async () => {
    fake.paid('7000003', 10_000)
    await refund('7000003', 6_000, 'cp-rk-3a')
    await expect(refund('7000003', 5_000, 'cp-rk-3b')).rejects.toMatchObject({ retryable: false, details: { detail: expect.stringMatching(/превышает/) } })
    await expect(refund('7999999', 100, 'cp-rk-3c')).rejects.toMatchObject({ retryable: false })
    await expect(refund('7000003', 100, 'cp-rk-3d', { apiSecret: 'nope' })).rejects.toMatchObject({ retryable: false, providerStatus: 401 })
    fake.failWith500 = true
    try {
      await expect(refund('7000003', 100, 'cp-rk-3e')).rejects.toMatchObject({ retryable: true })
    } finally {
      fake.failWith500 = false
    }
    expect(fake.transactions.get('7000003')!.refundedKopecks).toBe(6_000)
  })
})
