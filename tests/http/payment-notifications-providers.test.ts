// Bank notifications recorded against fakes of T-Bank and YooKassa that speak their protocols: an applied one keeps the
// bank's verified body; a T-Bank notification whose bank cannot be asked back fails (503, alert), and replayed from the
// back-office once the bank answers it is applied, once; a forged Token is refused with T-Bank's NOTOK; an intermediate
// YooKassa event is acknowledged and kept as ignored (no alert); YooKassa down during the check fails with its 503.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../edge/app'
import type { AppDeps } from '../../edge/context'
import { asService } from '../../edge/db/port'
import { testDb, type TestDb } from '../helpers/test-db'
import { testDeps } from '../helpers/app-deps'
import { fromPeer, type TTestApp } from '../helpers/test-app'
import { adminHttp, type TAdminHttp } from '../helpers/admin-http'
import { startFake, type TRunningFake } from '../fakes/serve'
import { createTBankFake } from '../fakes/tbank'
import { createYooKassaFake, yookassaNotification } from '../fakes/yookassa'
import { bearer, freshPhone, fromIp, gql, signInByPhone } from './auth-support'

const TB = { terminalKey: 'TinkoffBankTest', password: 'tb-pass-notes' }
const YK = { shopId: '100502', secretKey: 'test_yk_notes' }
const tbank = createTBankFake(TB)
const yookassa = createYooKassaFake(YK)

let t: TestDb
let deps: AppDeps
let app: TTestApp
let servers: TRunningFake[] = []
let h: TAdminHttp
const alerts: string[] = []
beforeAll(async () => {
  servers = await Promise.all([startFake(tbank.app), startFake(yookassa.app)])
  const [tb, yk] = servers
  t = await testDb()
  deps = await testDeps(t.db, {
    APP_URL: 'https://kampus.test',
    TBANK_TERMINAL_KEY: TB.terminalKey,
    TBANK_PASSWORD: TB.password,
    TBANK_BASE_URL: tb!.url,
    YOOKASSA_SHOP_ID: YK.shopId,
    YOOKASSA_SECRET_KEY: YK.secretKey,
    YOOKASSA_BASE_URL: yk!.url,
    TEAM_ALERT_TELEGRAM_CHAT_ID: '-100888',
  })
  deps.ports.delivery = { ...deps.ports.delivery, telegram: async (m: { text: string }) => (alerts.push(m.text), { blocked: false }) } as AppDeps['ports']['delivery']
  app = fromPeer(createApp(deps))
  h = await adminHttp(app, t.db, deps)
})
afterAll(async () => {
  await deps?.realtime.stop()
  await t?.dispose()
  await Promise.all(servers.map((s) => s.close()))
})

let seq = 0
const rid = (what: string) => `req-${what}-${Date.now()}-${++seq}`
const post = async (path: string, body: unknown, requestId: string) => {
  const res = await app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': requestId }, body: JSON.stringify(body) })
  return { status: res.status, text: await res.text() }
}
const recordOf = async (requestId: string) =>
  (
    await asService(t.db, (tx) =>
      tx.query<{ id: string; payment_id: string | null; outcome: string; reason_code: string; reply_status: number; body: Record<string, unknown> | null; unverified_body: string | null }>(
        `select id::text as id, payment_id::text as payment_id, outcome, reason_code, reply_status, body, unverified_body from private.payment_notifications where request_id = $1`,
        [requestId],
      ),
    )
  )[0]

let ipSeq = 0
async function purchase(paymentMethod: number) {
  const headers = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp(`10.83.0.${++ipSeq}`)))
  const userId = (await gql(app, '{ me { id } }', {}, headers)).data.me.id as string
  const res = await gql(app, `mutation($i: PurchaseInput!) { purchase(input: $i) { paymentId } }`, { i: { subscriptionTypeId: 1, paymentMethod } }, headers)
  expect(res.errors).toBeUndefined()
  const paymentId = res.data.purchase.paymentId as string
  const [row] = await t.db.query<{ provider_payment_id: string }>(`select provider_payment_id from private.payments where id = $1`, [paymentId])
  const tokens = async () => Number((await t.db.query<{ v: string }>(`select subscription_tokens::text as v from private.balances where user_id = $1`, [userId]))[0]?.v ?? 0)
  return { paymentId, providerPaymentId: row!.provider_payment_id, tokens }
}

describe('T-Bank notifications', () => {
  it('the bank cannot be asked back: failed with 503 and an alert; replayed once it answers: applied once, a second replay changes nothing', async () => {
    const p = await purchase(3)
    tbank.confirm(p.providerPaymentId)
    tbank.unavailable = true
    const id = rid('tb-down')
    try {
      expect(await post('/webhooks/tbank', tbank.notification(p.providerPaymentId, 'CONFIRMED'), id)).toEqual({ status: 503, text: '{"ok":false}' })
    } finally {
      tbank.unavailable = false
    }
    const failed = (await recordOf(id))!
    expect(failed).toMatchObject({ payment_id: p.paymentId, outcome: 'failed', reason_code: 'refetch-failed', reply_status: 503, unverified_body: null })
    expect(failed.body).toMatchObject({ Status: 'CONFIRMED', OrderId: p.paymentId })
    expect(String(failed.body!.PaymentId)).toBe(p.providerPaymentId)
    expect(await p.tokens()).toBe(0)
    expect(alerts.filter((a) => a.includes('provider: tbank'))).toHaveLength(1)

    const replay = await h.admin('POST', `/api/admin/payment-notifications/${failed.id}/replay`)
    expect(replay.status).toBe(200)
    expect(replay.body.notification).toMatchObject({ outcome: 'applied', paymentId: p.paymentId, replayOf: Number(failed.id) })
    expect(await p.tokens()).toBe(100)
    const again = await h.admin('POST', `/api/admin/payment-notifications/${failed.id}/replay`)
    expect(again.body.notification).toMatchObject({ outcome: 'duplicate' })
    expect(await p.tokens()).toBe(100)
    expect((await h.audit('payment-notification.replay')).map((a) => a.outcome)).toEqual(['ok', 'ok'])
  })

  it('a forged Token: refused with NOTOK, its body kept as unverified text', async () => {
    const p = await purchase(3)
    const forged = { ...tbank.notification(p.providerPaymentId, 'CONFIRMED'), Amount: 1 }
    const id = rid('tb-forged')
    expect(await post('/webhooks/tbank', forged, id)).toEqual({ status: 400, text: 'NOTOK' })
    expect(await recordOf(id)).toMatchObject({ payment_id: null, outcome: 'refused', reason_code: 'verification-failed', reply_status: 400, body: null, unverified_body: JSON.stringify(forged) })
    expect(await p.tokens()).toBe(0)
  })
})

describe('YooKassa notifications', () => {
  it('applied with YooKassa’s own record as the body; an intermediate event ignored without an alert; YooKassa down: failed with 503', async () => {
    const p = await purchase(10)
    const applied = rid('yk-applied')
    expect(await post('/webhooks/yookassa', yookassaNotification('payment.succeeded', yookassa.succeed(p.providerPaymentId)), applied)).toEqual({ status: 200, text: '' })
    expect(await recordOf(applied)).toMatchObject({ payment_id: p.paymentId, outcome: 'applied', reason_code: 'applied', body: { id: p.providerPaymentId, status: 'succeeded' } })
    expect(await p.tokens()).toBe(100)

    const before = alerts.length
    const waiting = rid('yk-waiting')
    expect(await post('/webhooks/yookassa', yookassaNotification('payment.waiting_for_capture', yookassa.payments.get(p.providerPaymentId)), waiting)).toEqual({ status: 200, text: '' })
    expect(await recordOf(waiting)).toMatchObject({ outcome: 'ignored', reason_code: 'event-not-handled', reply_status: 200 })
    expect(alerts).toHaveLength(before)

    const q = await purchase(10)
    yookassa.failWith500 = true
    const down = rid('yk-down')
    try {
      expect((await post('/webhooks/yookassa', yookassaNotification('payment.succeeded', yookassa.payments.get(q.providerPaymentId)), down)).status).toBe(503)
    } finally {
      yookassa.failWith500 = false
    }
    expect(await recordOf(down)).toMatchObject({ outcome: 'failed', reason_code: 'verification-unavailable', reply_status: 503 })
    expect(alerts.filter((a) => a.includes('provider: yookassa'))).toHaveLength(1)
    expect(await q.tokens()).toBe(0)
  })
})
