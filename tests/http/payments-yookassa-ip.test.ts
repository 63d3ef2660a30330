// The YooKassa allow-list keys on the client address the app resolved (edge/auth/client-ip.ts): the socket, or a trusted
// proxy's X-Forwarded-For. A forged header from any other peer is just a header, so it never gets a notification in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../edge/app'
import type { AppDeps } from '../../edge/context'
import { testDb, type TestDb } from '../helpers/test-db'
import { testDeps } from '../helpers/app-deps'
import { peerEnv } from '../helpers/test-app'
import { startFake, type TRunningFake } from '../fakes/serve'
import { createYooKassaFake, yookassaNotification } from '../fakes/yookassa'
import { yookassaProvider } from '../../edge/payments/providers/yookassa'

const YK = { shopId: '100501', secretKey: 'test_yk_ip_secret' }
const fake = createYooKassaFake(YK)
const YOOKASSA_IP = '185.71.76.5'
const ELSEWHERE = '203.0.113.9'

let t: TestDb
let deps: AppDeps
let app: ReturnType<typeof createApp>
let server: TRunningFake
let body: unknown
beforeAll(async () => {
  server = await startFake(fake.app)
  t = await testDb()
  // testDeps trusts loopback as the proxy (127.0.0.1/32, ::1/128); every other peer is a client.
  deps = await testDeps(t.db, {
    YOOKASSA_SHOP_ID: YK.shopId,
    YOOKASSA_SECRET_KEY: YK.secretKey,
    YOOKASSA_BASE_URL: server.url,
    YOOKASSA_NOTIFICATION_IPS: '185.71.76.0/27,77.75.156.11',
  })
  app = createApp(deps)
  const adapter = yookassaProvider({ ...YK, baseUrl: server.url })
  const { providerPaymentId } = await adapter.createPayment({
    paymentId: 'yk-ip-1',
    amountKopecks: 10_000,
    description: 'Проверка адреса',
    returnUrl: 'https://kampus.test/',
    notificationUrl: 'https://kampus.test/webhooks/yookassa',
  })
  // An event the webhook acknowledges without applying: 200 means the sender passed the allow-list, 403 that it did not.
  body = yookassaNotification('payment.waiting_for_capture', fake.payments.get(providerPaymentId))
})
afterAll(async () => {
  await deps?.realtime.stop()
  await t?.dispose()
  await server?.close()
})

const notify = (peer: string | null, headers: Record<string, string> = {}) =>
  app.request(
    '/webhooks/yookassa',
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
    peer === null ? {} : peerEnv(peer),
  )

describe('POST /webhooks/yookassa sender address', () => {
  it('refuses a forged X-Forwarded-For from an untrusted peer', async () => {
    const res = await notify(ELSEWHERE, { 'x-forwarded-for': YOOKASSA_IP })
    expect(res.status).toBe(403)
  })

  it('takes a notification straight from a YooKassa address', async () => {
    expect((await notify(YOOKASSA_IP)).status).toBe(200)
    // …and its own forged header cannot make it someone else either way.
    expect((await notify(YOOKASSA_IP, { 'x-forwarded-for': ELSEWHERE })).status).toBe(200)
  })

  it('believes the header only from a trusted proxy', async () => {
    expect((await notify('127.0.0.1', { 'x-forwarded-for': YOOKASSA_IP })).status).toBe(200)
    expect((await notify('127.0.0.1', { 'x-forwarded-for': ELSEWHERE })).status).toBe(403)
    // A client that wrote its own entry in front of the proxy's: the proxy's right-most entry is the real sender.
    expect((await notify('127.0.0.1', { 'x-forwarded-for': `${YOOKASSA_IP}, ${ELSEWHERE}` })).status).toBe(403)
  })

  it('refuses a sender whose address cannot be known', async () => {
    expect((await notify(null, { 'x-forwarded-for': YOOKASSA_IP })).status).toBe(403)
  })
})
