// In production the test bank and the other /dev tools do not exist: even a notice signed with the server's own
// TESTBANK_SECRET is not taken, and the bank's pay page is not there.
import { describe, expect, it } from 'vitest'
import { createApp } from '../../edge/app'
import type { AppDeps } from '../../edge/context'
import { signNotice, TESTBANK_SIGNATURE_HEADER } from '../../edge/payments/providers/testbank'
import { withSettings } from '../helpers/app-deps'
import { useTestApp, fromPeer, type TTestApp } from '../helpers/test-app'

let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ deps, app } = made))

async function signedNotice(a: TTestApp) {
  const { body, signature } = await signNotice(deps.settings.TESTBANK_SECRET, { paymentId: 'p-prod', providerPaymentId: 'tb_p-prod', status: 'succeeded', amountKopecks: 100 })
  return a.request('/webhooks/testbank', { method: 'POST', headers: { 'content-type': 'application/json', [TESTBANK_SIGNATURE_HEADER]: signature }, body })
}

describe('test bank in production', () => {
  it('takes no notifications and serves no pay page, while development does', async () => {
    // Development: the signed notice reaches the ledger (an unknown payment is acknowledged), the page answers.
    expect((await signedNotice(app)).status).not.toBe(404)
    expect((await app.request('/dev/bank/pay/p-prod')).status).not.toBe(404)

    const prod = fromPeer(createApp(withSettings(deps, { APP_ENV: 'production' })))
    expect((await signedNotice(prod)).status).toBe(404)
    for (const path of ['/dev/bank/pay/p-prod', '/dev/outbox']) expect((await prod.request(path)).status, path).toBe(404)
  })
})
