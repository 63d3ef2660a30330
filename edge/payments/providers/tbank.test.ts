// T-Bank adapter against its fake: every call is signed with the Token recipe and the fake refuses a wrong one.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { tbankProvider } from './tbank'
import { tbankToken, tbankTokenSource } from './tbank-token'
import { PaymentProviderError, type TCreatePayment } from './provider'
import { createTBankFake } from '../../../tests/fakes/tbank'
import { startFake, type TRunningFake } from '../../../tests/fakes/serve'

const fake = createTBankFake({ terminalKey: 'TinkoffBankTest', password: 'secret-pass' })
let server: TRunningFake
beforeAll(async () => {
  server = await startFake(fake.app)
})
afterAll(() => server.close())
beforeEach(() => {
  fake.delayMs = 0
})

// A busy machine can take longer than a few hundred ms for a first request; only the timeout case sets a short one.
const adapter = (extra: Partial<Parameters<typeof tbankProvider>[0]> = {}) =>
  tbankProvider({ terminalKey: 'TinkoffBankTest', password: 'secret-pass', baseUrl: server.url, timeoutMs: 5_000, ...extra })

const input = (paymentId: string, extra: Partial<TCreatePayment> = {}): TCreatePayment => ({
  paymentId,
  amountKopecks: 19_200,
  description: 'Пополнение баланса',
  returnUrl: 'https://kampus.test/ecosystem',
  notificationUrl: 'https://kampus.test/webhooks/tbank',
  ...extra,
})

const notify = (body: unknown) => new Request('https://kampus.test/webhooks/tbank', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe('T-Bank token', () => {
  it('matches the documented example', async () => {
    const params = { TerminalKey: 'MerchantTerminalKey', Amount: 19200, OrderId: '00000', Description: 'Подарочная карта на 1000 рублей', DATA: { Phone: '+71234567890' }, Receipt: { Items: [] } }
    expect(tbankTokenSource(params, '11111111111111')).toBe('19200Подарочная карта на 1000 рублей0000011111111111111MerchantTerminalKey')
    expect(await tbankToken(params, '11111111111111')).toBe('72dd466f8ace0a37a1f740ce5fb78101712bc0665d91a8108c7c8a0ccd426db2')
  })

  it('writes booleans as true/false and ignores the Token field', () => {
    expect(tbankTokenSource({ Success: false, Token: 'x', Amount: 5 }, 'p')).toBe('5pfalse')
  })
})

describe('T-Bank createPayment', () => {
  it('inits a payment with kopecks, our id as OrderId and result-marked return URLs', async () => {
    const created = await adapter().createPayment(input('tb-1', { receipt: { email: 'a@b.ru', items: [{ name: 'Баланс', quantity: 1, priceKopecks: 19_200 }] } }))
    expect(created.redirectUrl).toBe(`https://pay.tbank.ru/${created.providerPaymentId}`)
    const req = fake.payments.get(created.providerPaymentId)!.request
    expect(req).toMatchObject({ Amount: 19_200, OrderId: 'tb-1', NotificationURL: 'https://kampus.test/webhooks/tbank', DATA: { paymentId: 'tb-1' } })
    expect(req.SuccessURL).toBe('https://kampus.test/ecosystem?payment-result=success')
    expect(req.Receipt).toMatchObject({ Taxation: 'usn_income', Items: [{ Price: 19_200, Amount: 19_200, Tax: 'none' }] })
  })

  it('returns the same payment when the same order is sent again', async () => {
    const before = fake.created
    const a = await adapter().createPayment(input('tb-2'))
    const b = await adapter().createPayment(input('tb-2'))
    expect(b.providerPaymentId).toBe(a.providerPaymentId)
    expect(fake.created).toBe(before + 1)
  })

  it('gives an SBP link from GetQr for the sbp method', async () => {
    const created = await adapter({ method: 'sbp' }).createPayment(input('tb-3'))
    expect(created.redirectUrl).toMatch(/^https:\/\/qr\.nspk\.ru\//)
  })

  it('is refused by the bank with a wrong password (bad Token)', async () => {
    const err = await adapter({ password: 'wrong' }).createPayment(input('tb-4')).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(PaymentProviderError)
    expect(err).toMatchObject({ retryable: false, details: { detail: expect.stringMatching(/^Init: 204/) } })
  })

  it('turns a timeout into a retryable error', async () => {
    fake.delayMs = 1_000
    await expect(adapter({ timeoutMs: 300 }).createPayment(input('tb-5'))).rejects.toMatchObject({ retryable: true })
  })

  it('reads the state and charges a saved card', async () => {
    const first = await adapter().createPayment(input('tb-6', { recurrent: true, customer: { id: 'user-7' } }))
    expect(await adapter().fetchPayment!(first.providerPaymentId)).toMatchObject({ status: 'pending', ourPaymentId: 'tb-6', amountKopecks: 19_200 })
    const rebillId = fake.payments.get(first.providerPaymentId)!.RebillId!
    const charged = await adapter().chargeRecurrent({ ...input('tb-7'), rebillId })
    expect(charged.status).toBe('succeeded')
    await expect(adapter().createPayment(input('tb-8', { recurrent: true }))).rejects.toMatchObject({ retryable: false })
  })
})

describe('T-Bank verifyNotification', () => {
  it('accepts a signed notification and answers exactly OK', async () => {
    const { providerPaymentId } = await adapter().createPayment(input('tb-10'))
    const result = await adapter().verifyNotification(notify(fake.notification(providerPaymentId, 'CONFIRMED')))
    expect(result).toMatchObject({ ok: true, event: { providerPaymentId, ourPaymentId: 'tb-10', status: 'succeeded', amountKopecks: 19_200, type: 'CONFIRMED' } })
    expect(await result.reply.text()).toBe('OK')
  })

  it('refuses a forged token and a tampered amount', async () => {
    const { providerPaymentId } = await adapter().createPayment(input('tb-11'))
    const genuine = fake.notification(providerPaymentId, 'CONFIRMED')
    const forged = await adapter().verifyNotification(notify({ ...genuine, Token: 'f'.repeat(64) }))
    expect(forged).toMatchObject({ ok: false, reason: 'неверный Token' })
    expect(await forged.reply.text()).not.toBe('OK')
    const tampered = await adapter().verifyNotification(notify({ ...genuine, Amount: 100 }))
    expect(tampered).toMatchObject({ ok: false, reason: 'неверный Token' })
  })

  it('maps rejected and refunded statuses', async () => {
    const { providerPaymentId } = await adapter().createPayment(input('tb-12'))
    expect(await adapter().verifyNotification(notify(fake.notification(providerPaymentId, 'REJECTED', { ErrorCode: '1051' })))).toMatchObject({ ok: true, event: { status: 'canceled' } })
    expect(await adapter().verifyNotification(notify(fake.notification(providerPaymentId, 'REFUNDED')))).toMatchObject({ ok: true, event: { status: 'refunded' } })
  })
})

describe('T-Bank refund (Cancel)', () => {
  const confirmed = async (paymentId: string) => {
    const { providerPaymentId } = await adapter().createPayment(input(paymentId))
    fake.confirm(providerPaymentId)
    return providerPaymentId
  }
  const refund = (providerPaymentId: string, amountKopecks: number, refundKey: string, extra: Partial<Parameters<typeof tbankProvider>[0]> = {}) =>
    adapter(extra).refund!({ paymentId: 'ours', providerPaymentId, amountKopecks, refundKey })

  it('cancels part, then the rest, each named as its refund notification names it', async () => {
    const providerPaymentId = await confirmed('tb-20')
    const part = await refund(providerPaymentId, 5_000, 'tb-rk-20a')
    expect(part).toEqual({ refundId: `${providerPaymentId}:PARTIAL_REFUNDED:5000`, status: 'succeeded', amountKopecks: 5_000 })
    const rest = await refund(providerPaymentId, 14_200, 'tb-rk-20b')
    expect(rest).toMatchObject({ refundId: `${providerPaymentId}:REFUNDED:14200`, status: 'succeeded' })
    const note = await adapter().verifyNotification(notify(fake.notification(providerPaymentId, 'REFUNDED', { Amount: 14_200 })))
    expect(note).toMatchObject({ ok: true, event: { refund: { refundId: rest.refundId, amountKopecks: 14_200, full: true } } })
  })

  it('sends our refund key as ExternalRequestId: a repeat cancels nothing more', async () => {
    const providerPaymentId = await confirmed('tb-21')
    const before = fake.cancels
    const a = await refund(providerPaymentId, 19_200, 'tb-rk-21')
    expect(await refund(providerPaymentId, 19_200, 'tb-rk-21')).toEqual(a)
    expect(fake.cancels).toBe(before + 1)
    expect(fake.payments.get(providerPaymentId)).toMatchObject({ Status: 'REFUNDED', Refunded: 19_200 })
  })

  it('is refused above what is left, with a bad Token and for an unpaid payment; a bank that is down is retryable', async () => {
    const providerPaymentId = await confirmed('tb-22')
    await refund(providerPaymentId, 10_000, 'tb-rk-22a')
    await expect(refund(providerPaymentId, 10_000, 'tb-rk-22b')).rejects.toMatchObject({ retryable: false, details: { detail: expect.stringMatching(/^Cancel: 9/) } })
    await expect(refund(providerPaymentId, 100, 'tb-rk-22c', { password: 'wrong' })).rejects.toMatchObject({ retryable: false, details: { detail: expect.stringMatching(/^Cancel: 204/) } })
    const { providerPaymentId: unpaid } = await adapter().createPayment(input('tb-23'))
    await expect(refund(unpaid, 100, 'tb-rk-23')).rejects.toMatchObject({ retryable: false })
    fake.unavailable = true
    try {
      await expect(refund(providerPaymentId, 100, 'tb-rk-22d')).rejects.toMatchObject({ retryable: true })
    } finally {
      fake.unavailable = false
    }
    expect(fake.payments.get(providerPaymentId)!.Refunded).toBe(10_000)
  })
})
