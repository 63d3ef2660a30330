// The dev test bank end to end: create → its page → a button → a signed notification our adapter verifies → back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { testbankProvider, signNotice, TESTBANK_SIGNATURE_HEADER, type TTestBankNotice } from './testbank'
import { devBankRoutes } from './testbank-page'
import type { TVerifiedNotification } from './provider'
import type { AppDeps, AppEnv } from '../../context'
import { readSettings } from '../../settings'
import { startFake, type TRunningFake } from '../../../tests/fakes/serve'

const settings = readSettings({ TESTBANK_SECRET: 'test-bank-secret-0123456789' })
const SECRET = settings.TESTBANK_SECRET
const bank = testbankProvider({ secret: SECRET, appUrl: 'http://app.test' })

// Our app's dev routes, with only the settings the page reads.
const app = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.set('deps', { settings } as AppDeps)
    await next()
  })
  .route('/dev/bank', devBankRoutes)

// The shop's notification endpoint: verifies with the adapter and answers what it says.
const received: TVerifiedNotification[] = []
let shop: TRunningFake
beforeAll(async () => {
  shop = await startFake(
    new Hono().post('/webhooks/testbank', async (c) => {
      const result = await bank.verifyNotification(c.req.raw)
      received.push(result)
      return result.reply
    }),
  )
})
afterAll(() => shop.close())

const create = (paymentId: string) =>
  bank.createPayment({
    paymentId,
    amountKopecks: 49_950,
    description: 'Подписка <Кампус>',
    returnUrl: 'http://app.test/ecosystem?tab=1',
    notificationUrl: `${shop.url}/webhooks/testbank`,
  })

/** Plays the browser: opens the page and presses a button with the form's hidden fields. */
async function press(redirectUrl: string, result: string, tamper: Record<string, string> = {}) {
  const url = new URL(redirectUrl)
  const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), result, ...tamper })
  return app.request(url.pathname, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
}

describe('test bank page', () => {
  it('shows the amount with «Оплатить» and «Отклонить», escaping the description', async () => {
    const { redirectUrl, providerPaymentId } = await create('tb-page-1')
    expect(providerPaymentId).toBe('tb_tb-page-1')
    const url = new URL(redirectUrl)
    expect(url.origin + url.pathname).toBe('http://app.test/dev/bank/pay/tb-page-1')
    const res = await app.request(url.pathname + url.search)
    const text = await res.text()
    expect(res.status).toBe(200)
    expect(text).toContain('Тестовый банк')
    expect(text).toContain('499,50\u00a0₽')
    expect(text).toContain('Оплатить')
    expect(text).toContain('Отклонить')
    expect(text).toContain('Подписка &lt;Кампус&gt;')
  })

  it('refuses a link whose amount was changed', async () => {
    const url = new URL((await create('tb-page-2')).redirectUrl)
    url.searchParams.set('amount', '100')
    expect((await app.request(url.pathname + url.search)).status).toBe(400)
    expect((await press((await create('tb-page-2')).redirectUrl, 'succeeded', { amount: '100' })).status).toBe(400)
  })

  it('«Оплатить» notifies the shop with a verified success and returns with payment-result=success', async () => {
    const { redirectUrl } = await create('tb-page-3')
    const res = await press(redirectUrl, 'succeeded')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('http://app.test/ecosystem?tab=1&payment-result=success')
    expect(received.at(-1)).toMatchObject({ ok: true, event: { ourPaymentId: 'tb-page-3', providerPaymentId: 'tb_tb-page-3', status: 'succeeded', amountKopecks: 49_950 } })
  })

  it('«Отклонить» notifies a cancellation and returns with payment-result=fail', async () => {
    const res = await press((await create('tb-page-4')).redirectUrl, 'canceled')
    expect(res.headers.get('location')).toMatch(/payment-result=fail$/)
    expect(received.at(-1)).toMatchObject({ ok: true, event: { status: 'canceled' } })
  })
})

describe('test bank verifyNotification', () => {
  const notice: TTestBankNotice = { paymentId: 'p1', providerPaymentId: 'tb_p1', status: 'succeeded', amountKopecks: 100 }
  const request = (body: string, signature: string) =>
    new Request('http://app.test/webhooks/testbank', { method: 'POST', headers: { [TESTBANK_SIGNATURE_HEADER]: signature }, body })

  it('refuses a wrong secret and a tampered amount', async () => {
    const forged = await signNotice('another-secret-0123456789', notice)
    expect(await bank.verifyNotification(request(forged.body, forged.signature))).toMatchObject({ ok: false, reason: 'неверная подпись' })
    const genuine = await signNotice(SECRET, notice)
    const tampered = await bank.verifyNotification(request(genuine.body.replace('"amountKopecks":100', '"amountKopecks":1'), genuine.signature))
    expect(tampered).toMatchObject({ ok: false, reason: 'неверная подпись' })
    expect(tampered.reply.status).toBe(400)
  })

  it('refuses a notification signed more than 10 minutes ago (replay)', async () => {
    const signedAt = Date.now()
    const old = await signNotice(SECRET, notice, signedAt)
    const at = (minutes: number) => testbankProvider({ secret: SECRET, appUrl: 'http://app.test', now: () => signedAt + minutes * 60_000 })
    expect(await at(9).verifyNotification(request(old.body, old.signature))).toMatchObject({ ok: true })
    expect(await at(11).verifyNotification(request(old.body, old.signature))).toMatchObject({ ok: false, reason: 'подпись устарела' })
  })
})

describe('test bank refund', () => {
  it('settles at once under an id that follows from the refund key', async () => {
    const r = await bank.refund!({ paymentId: 'p2', providerPaymentId: 'tb_p2', amountKopecks: 500, refundKey: 'rk-1' })
    expect(r).toEqual({ refundId: 'tbrf_rk-1', status: 'succeeded', amountKopecks: 500 })
    expect(await bank.refund!({ paymentId: 'p2', providerPaymentId: 'tb_p2', amountKopecks: 500, refundKey: 'rk-1' })).toEqual(r)
    await expect(bank.refund!({ paymentId: 'p2', providerPaymentId: 'tb_other', amountKopecks: 500, refundKey: 'rk-2' })).rejects.toMatchObject({ retryable: false })
    await expect(bank.refund!({ paymentId: 'p2', providerPaymentId: 'tb_p2', amountKopecks: 0, refundKey: 'rk-3' })).rejects.toMatchObject({ retryable: false })
    // 13 kopecks: the first call of a key goes unanswered (retryable), its repeat is refunded.
    const odd = { paymentId: 'p2', providerPaymentId: 'tb_p2', amountKopecks: 1_013, refundKey: 'rk-13' }
    await expect(bank.refund!(odd)).rejects.toMatchObject({ retryable: true })
    expect(await bank.refund!(odd)).toEqual({ refundId: 'tbrf_rk-13', status: 'succeeded', amountKopecks: 1_013 })
  })

  it('verifies a signed refund notification as the refund it names, and refuses one without a refund id', async () => {
    const request = (n: { body: string; signature: string }) =>
      new Request('http://app.test/webhooks/testbank', { method: 'POST', headers: { [TESTBANK_SIGNATURE_HEADER]: n.signature }, body: n.body })
    const notice: TTestBankNotice = { paymentId: 'p2', providerPaymentId: 'tb_p2', status: 'refunded', amountKopecks: 500, refundId: 'tbrf_rk-1' }
    expect(await bank.verifyNotification(request(await signNotice(SECRET, notice)))).toMatchObject({
      ok: true,
      event: { status: 'refunded', type: 'refund.succeeded', refund: { refundId: 'tbrf_rk-1', amountKopecks: 500, full: false } },
    })
    const { refundId: _none, ...bare } = notice
    expect(await bank.verifyNotification(request(await signNotice(SECRET, bare)))).toMatchObject({ ok: false, reason: 'нет номера возврата' })
  })
})
