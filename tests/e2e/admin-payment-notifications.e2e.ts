// «Уведомления банков» in Chromium: a forged test-bank notification (a signature the bank never made) is refused with
// the bank's usual answer; the administrator finds it by its request id among the refused ones, sees the reason, opens
// it to the unverified body and is offered no replay. Screenshots at 1280 and 375 px.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, urlFor } from './fixtures'
import { adminToken, openAdminPage, shootBoth } from './auth-helpers'

afterAll(closeBrowser)

const adminPage = async (path: string): Promise<Page> => openAdminPage(await adminToken(), path)

describe('/admin/payment-notifications', () => {
  it('shows a forged notification refused with its reason and its unverified body, and offers no replay', async () => {
    const requestId = `e2e-forged-${Date.now()}`
    const paymentId = crypto.randomUUID()
    const body = JSON.stringify({ paymentId, providerPaymentId: `tb_${paymentId}`, status: 'succeeded', amountKopecks: 49000 })
    const res = await fetch(urlFor('/webhooks/testbank'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-testbank-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`, 'x-request-id': requestId },
      body,
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ ok: false, reason: 'неверная подпись' })

    const page = await adminPage(`/admin/payment-notifications?outcome=refused&q=${requestId}`)
    const row = page.locator('.data-table tbody tr', { hasText: 'неверная подпись' })
    await row.waitFor()
    expect(await page.locator('.data-table tbody tr').count()).toBe(1)
    expect(await row.locator('.badge').innerText()).toBe('Отклонено')
    expect(await row.innerText()).toContain('Тестовый банк')
    await row.locator('button:has-text("Открыть")').click()
    const detail = page.locator('.admin-notification')
    await detail.locator('dd:has-text("verification-failed")').waitFor()
    expect(await detail.innerText()).toContain(requestId)
    expect(await detail.locator('pre').innerText()).toBe(body)
    expect(await detail.locator('button:has-text("Повторить обработку")').count()).toBe(0)
    await detail.locator('text=Повторить нельзя').waitFor()
    await shootBoth(page, 'admin-payment-notifications')
    await page.close()
  })
})
