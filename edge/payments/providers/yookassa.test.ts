// YooKassa adapter against its fake: the fake checks Basic auth and Idempotence-Key as YooKassa does, and the
// notification is trusted only after YooKassa itself confirms the payment.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { yookassaProvider } from './yookassa'
import { PaymentProviderError, type TCreatePayment } from './provider'
import { ipAllowed } from './ip-allow-list'
import { createYooKassaFake, yookassaNotification } from '../../../tests/fakes/yookassa'
import { startFake, type TRunningFake } from '../../../tests/fakes/serve'

/** The ranges YooKassa documents for its notifications (as .env.example's YOOKASSA_NOTIFICATION_IPS suggests them). */
const YOOKASSA_NOTIFICATION_IPS = ['185.71.76.0/27', '185.71.77.0/27', '77.75.153.0/25', '77.75.156.11', '77.75.156.35', '77.75.154.128/25', '2a02:5180::/32']

const fake = createYooKassaFake({ shopId: '123456', secretKey: 'test_secret' })
let server: TRunningFake
beforeAll(async () => {
  server = await startFake(fake.app)
})
afterAll(() => server.close())
beforeEach(() => {
  fake.delayMs = 0
  fake.failWith500 = false
})

// A busy machine can take longer than a few hundred ms for a first request; only the timeout case sets a short one.
const adapter = (extra: Partial<Parameters<typeof yookassaProvider>[0]> = {}) =>
  yookassaProvider({ shopId: '123456', secretKey: 'test_secret', baseUrl: server.url, timeoutMs: 5_000, ...extra })

const input = (paymentId: string): TCreatePayment => ({
  paymentId,
  amountKopecks: 49_900,
  description: 'Подписка на месяц',
  returnUrl: 'https://kampus.test/ecosystem?payment-result=success',
  notificationUrl: 'https://kampus.test/webhooks/yookassa',
  receipt: { email: 'a@b.ru', items: [{ name: 'Подписка', quantity: 1, priceKopecks: 49_900 }] },
})

const notify = (body: unknown) =>
  new Request('https://kampus.test/webhooks/yookassa', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe('YooKassa createPayment', () => {
  it('creates a redirect payment with the amount in rubles and our id in metadata', async () => {
    const created = await adapter().createPayment(input('pay-1'))
    expect(created.redirectUrl).toMatch(/^https:\/\/yoomoney\.ru\/checkout\//)
    const stored = fake.payments.get(created.providerPaymentId)!
    expect(stored.amount).toEqual({ value: '499.00', currency: 'RUB' })
    expect(stored.metadata).toEqual({ paymentId: 'pay-1' })
    expect(stored.receipt).toMatchObject({ items: [{ amount: { value: '499.00' }, vat_code: 1 }] })
  })

  it('uses our payment id as the Idempotence-Key, so a retry returns the same payment', async () => {
    const before = fake.created
    const a = await adapter().createPayment(input('pay-2'))
    const b = await adapter().createPayment(input('pay-2'))
    expect(b.providerPaymentId).toBe(a.providerPaymentId)
    expect(fake.created).toBe(before + 1)
  })

  it('refuses with a non-retryable error on wrong credentials', async () => {
    const err = await adapter({ secretKey: 'wrong' }).createPayment(input('pay-3')).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(PaymentProviderError)
    expect(err).toMatchObject({ retryable: false, details: { detail: expect.stringMatching(/invalid_credentials/) } })
  })

  it('turns a timeout and a 5xx into a retryable error', async () => {
    fake.delayMs = 1_000
    await expect(adapter({ timeoutMs: 300 }).createPayment(input('pay-4'))).rejects.toMatchObject({ retryable: true, name: 'AppError' })
    fake.delayMs = 0
    fake.failWith500 = true
    await expect(adapter().createPayment(input('pay-5'))).rejects.toMatchObject({ retryable: true })
  })
})

describe('YooKassa verifyNotification', () => {
  it('trusts the status and amount YooKassa returns for the payment', async () => {
    const { providerPaymentId } = await adapter().createPayment(input('pay-10'))
    const stored = fake.payments.get(providerPaymentId)!
    // The notification claims success while YooKassa still has it pending: YooKassa's own state wins.
    const early = await adapter().verifyNotification(notify(yookassaNotification('payment.succeeded', { ...stored, status: 'succeeded' })))
    expect(early).toMatchObject({ ok: true, event: { status: 'pending' } })
    stored.status = 'succeeded'
    const result = await adapter().verifyNotification(notify(yookassaNotification('payment.succeeded', stored)))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.event).toMatchObject({ providerPaymentId, ourPaymentId: 'pay-10', status: 'succeeded', amountKopecks: 49_900, type: 'payment.succeeded' })
    expect(result.reply.status).toBe(200)
  })

  it('refuses a tampered amount and an unknown payment', async () => {
    const { providerPaymentId } = await adapter().createPayment(input('pay-11'))
    const stored = { ...fake.payments.get(providerPaymentId)!, status: 'succeeded' }
    const tampered = await adapter().verifyNotification(notify(yookassaNotification('payment.succeeded', { ...stored, amount: { value: '1.00', currency: 'RUB' } })))
    expect(tampered).toMatchObject({ ok: false, reason: expect.stringMatching(/сумма/) })
    expect(tampered.reply.status).toBe(400)
    const unknown = await adapter().verifyNotification(notify(yookassaNotification('payment.succeeded', { ...stored, id: 'no-such-payment' })))
    expect(unknown).toMatchObject({ ok: false, reason: expect.stringMatching(/не найден/) })
  })

  it('asks YooKassa to resend when it cannot be checked right now', async () => {
    const { providerPaymentId } = await adapter().createPayment(input('pay-12'))
    fake.failWith500 = true
    const result = await adapter().verifyNotification(notify(yookassaNotification('payment.succeeded', fake.payments.get(providerPaymentId))))
    expect(result.ok).toBe(false)
    expect(result.reply.status).toBe(503)
  })

  it('keeps to the IP allow-list when one is set', async () => {
    const { providerPaymentId } = await adapter().createPayment(input('pay-13'))
    const strict = adapter({ allowedIps: YOOKASSA_NOTIFICATION_IPS })
    const body = yookassaNotification('payment.waiting_for_capture', fake.payments.get(providerPaymentId))
    expect(await strict.verifyNotification(notify(body), { clientIp: '8.8.8.8' })).toMatchObject({ ok: false, reply: { status: 403 } })
    expect(await strict.verifyNotification(notify(body), { clientIp: '185.71.76.5' })).toMatchObject({ ok: true })
    // An address the app could not determine is not on the list either.
    expect(await strict.verifyNotification(notify(body), { clientIp: null })).toMatchObject({ ok: false, reply: { status: 403 } })
    expect(await strict.verifyNotification(notify(body))).toMatchObject({ ok: false, reply: { status: 403 } })
  })

  it('acknowledges but does not apply events outside the allow-list', async () => {
    const result = await adapter().verifyNotification(notify(yookassaNotification('payout.succeeded', { id: 'po-1' })))
    expect(result).toMatchObject({ ok: false, reply: { status: 200 } })
  })
})

describe('ipAllowed', () => {
  it('matches CIDR ranges and exact addresses for IPv4 and IPv6', () => {
    expect(ipAllowed('185.71.76.31', YOOKASSA_NOTIFICATION_IPS)).toBe(true)
    expect(ipAllowed('185.71.76.32', YOOKASSA_NOTIFICATION_IPS)).toBe(false)
    expect(ipAllowed('77.75.156.11', YOOKASSA_NOTIFICATION_IPS)).toBe(true)
    expect(ipAllowed('::ffff:77.75.156.35', YOOKASSA_NOTIFICATION_IPS)).toBe(true)
    expect(ipAllowed('2a02:5180:0:1::7', YOOKASSA_NOTIFICATION_IPS)).toBe(true)
    expect(ipAllowed('2a02:5181::1', YOOKASSA_NOTIFICATION_IPS)).toBe(false)
    expect(ipAllowed('not-an-ip', YOOKASSA_NOTIFICATION_IPS)).toBe(false)
    // As a proxy may write it, and in the other spellings of the same address.
    expect(ipAllowed('185.71.76.31:40122', YOOKASSA_NOTIFICATION_IPS)).toBe(true)
    expect(ipAllowed('[2a02:5180::7]:443', YOOKASSA_NOTIFICATION_IPS)).toBe(true)
    expect(ipAllowed('::ffff:4d4b:9c0b', YOOKASSA_NOTIFICATION_IPS)).toBe(true)
    expect(ipAllowed('185.71.76.32:443', YOOKASSA_NOTIFICATION_IPS)).toBe(false)
  })
})

describe('YooKassa refund', () => {
  const paid = async (paymentId: string) => {
    const { providerPaymentId } = await adapter().createPayment(input(paymentId))
    fake.succeed(providerPaymentId)
    return providerPaymentId
  }
  const refund = (providerPaymentId: string, amountKopecks: number, refundKey: string, extra: Partial<Parameters<typeof yookassaProvider>[0]> = {}) =>
    adapter(extra).refund!({ paymentId: 'ours', providerPaymentId, amountKopecks, refundKey })

  it('posts /v3/refunds in rubles and names the refund as its notification will', async () => {
    const providerPaymentId = await paid('pay-20')
    const r = await adapter().refund!({
      paymentId: 'pay-20',
      providerPaymentId,
      amountKopecks: 10_050,
      refundKey: 'rk-20',
      receipt: { email: 'a@b.ru', items: [{ name: 'Возврат', quantity: 1, priceKopecks: 10_050 }] },
    })
    expect(r).toMatchObject({ status: 'succeeded', amountKopecks: 10_050 })
    expect(fake.refunds.get(r.refundId)).toMatchObject({ payment_id: providerPaymentId, amount: { value: '100.50', currency: 'RUB' }, receipt: { items: [{ vat_code: 1 }] } })
    expect(fake.payments.get(providerPaymentId)!.refunded_amount).toEqual({ value: '100.50', currency: 'RUB' })
    const note = await adapter().verifyNotification(notify(yookassaNotification('refund.succeeded', fake.refunds.get(r.refundId))))
    expect(note).toMatchObject({ ok: true, event: { refund: { refundId: r.refundId, amountKopecks: 10_050, full: false } } })
  })

  it('uses our refund key as the Idempotence-Key: a repeat returns the same refund and returns nothing more', async () => {
    const providerPaymentId = await paid('pay-21')
    const before = fake.refundsCreated
    const a = await refund(providerPaymentId, 49_900, 'rk-21')
    const b = await refund(providerPaymentId, 49_900, 'rk-21')
    expect(b).toEqual(a)
    expect(fake.refundsCreated).toBe(before + 1)
  })

  it('is refused above what is left to refund, and for a payment that is not paid', async () => {
    const providerPaymentId = await paid('pay-22')
    await refund(providerPaymentId, 40_000, 'rk-22a')
    const err = await refund(providerPaymentId, 10_000, 'rk-22b').catch((e: unknown) => e)
    expect(err).toBeInstanceOf(PaymentProviderError)
    expect(err).toMatchObject({ retryable: false, providerStatus: 400, details: { detail: expect.stringMatching(/exceeds/) } })
    expect(await refund(providerPaymentId, 9_900, 'rk-22c')).toMatchObject({ status: 'succeeded', amountKopecks: 9_900 })
    const { providerPaymentId: unpaid } = await adapter().createPayment(input('pay-23'))
    await expect(refund(unpaid, 100, 'rk-23')).rejects.toMatchObject({ retryable: false })
  })

  it('is refused with wrong credentials, and retryable when YooKassa fails or does not answer', async () => {
    const providerPaymentId = await paid('pay-24')
    await expect(refund(providerPaymentId, 100, 'rk-24', { secretKey: 'wrong' })).rejects.toMatchObject({ retryable: false, providerStatus: 401 })
    fake.failWith500 = true
    await expect(refund(providerPaymentId, 100, 'rk-24')).rejects.toMatchObject({ retryable: true })
    fake.failWith500 = false
    fake.delayMs = 1_000
    await expect(refund(providerPaymentId, 100, 'rk-24', { timeoutMs: 300 })).rejects.toMatchObject({ retryable: true })
    fake.delayMs = 0
    expect(fake.payments.get(providerPaymentId)!.refunded_amount).toBeUndefined()
  })
})
