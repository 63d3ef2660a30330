// Order fields and the header in the browser (issue 33 item 11): the header's balance follows a change made on the
// server (an administrator's grant announces user-changed in the client's room) without a reload, and a paid library
// order shows its review deadline «Проверка до …» in Moscow time. Screenshots at 375 and 1280 px go to /tmp/shots/.
import { mkdir } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatLibraryDeadline } from '../../domain/library/order-deadline'
import { closeBrowser, gqlClient, open, shootWidths, urlFor } from './fixtures'
import { adminToken } from './auth-helpers'
import { clientWithTokens, pageSignedInAs, signedInClient } from './clients'

afterAll(closeBrowser)
beforeAll(() => mkdir('/tmp/shots', { recursive: true }))

const gql = gqlClient()

describe('header balance', () => {
  it('shows the new token balance when an administrator grants tokens, without a reload', async () => {
    const token = await signedInClient(gql)
    const { me } = await gql<{ me: { id: string } }>('{ me { id } }', {}, token)
    const page = await pageSignedInAs(token)
    await open(page, '/ecosystem')
    await page.waitForSelector('[data-island="account-badge"][data-hydrated="true"] .account-badge[data-state="ready"]')
    await page.waitForSelector('[data-header-balance="0"]')
    expect(await page.textContent('.account-badge__balance')).toBe('0\u00a0токенов')
    // The page the student is on stays the same document: a reload would lose this mark.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
    // The badge follows the client's room once it is joined.
    await page.waitForSelector('.account-badge[data-live]')

    const admin = await adminToken()
    const res = await fetch(urlFor(`/api/admin/users/${me.id}/tokens`), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ direction: 'grant', amount: 25, reason: 'Компенсация за сбой', idempotencyKey: crypto.randomUUID() }),
    })
    expect(res.status).toBe(200)

    await expect.poll(() => page.getAttribute('.account-badge__balance', 'data-header-balance')).toBe('25')
    expect(await page.textContent('.account-badge__balance')).toBe('25\u00a0токенов')
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
    await shootWidths(page, '/tmp/shots/order-fields-header-balance')
    await page.close()
  })
})

describe('library order review deadline', () => {
  it('a paid order says «Проверка до …» with the server’s deadline in Moscow time', async () => {
    const token = await clientWithTokens(gql, 50)
    const { createLibraryWorkOrderByReadyWorkId: made } = await gql<{ createLibraryWorkOrderByReadyWorkId: { id: string; unifiedOrderId: string } }>(
      'mutation ($w: ID!) { createLibraryWorkOrderByReadyWorkId(libraryWorkId: $w) { id unifiedOrderId } }',
      { w: 'fiz-period-mayatnika-2-5-m' },
      token,
    )
    const page = await pageSignedInAs(token)
    await open(page, `/ecosystem/library/${made.unifiedOrderId}`)
    await page.waitForSelector('.lo[data-status="CREATED"]')
    // Unpaid: no deadline yet.
    expect(await page.locator('.lo-deadline').count()).toBe(0)

    const { tryToPayForLibraryWorkOrderFromBalance: paid } = await gql<{ tryToPayForLibraryWorkOrderFromBalance: { processingDeadlineAt: string } }>(
      'mutation ($id: ID!) { tryToPayForLibraryWorkOrderFromBalance(libraryWorkOrderId: $id) { processingDeadlineAt } }',
      { id: made.id },
      token,
    )
    // The page hears library-work-order-changed and shows the paid order.
    await page.waitForSelector('.lo[data-status="PAID"] .lo-deadline', { timeout: 20_000 })
    const text = (await page.textContent('.lo-deadline strong'))!
    expect(text).toBe(`Проверка до ${formatLibraryDeadline(paid.processingDeadlineAt)}`)
    expect(text).toMatch(/^Проверка до \d{1,2} [а-я]+ \d{4} г\. в \d{2}:\d{2} по Москве$/)
    expect(await page.getAttribute('.lo-deadline', 'data-deadline')).toBe(paid.processingDeadlineAt)
    expect(await page.locator('[data-action="complain"]').count()).toBe(1)
    await shootWidths(page, '/tmp/shots/order-fields-library-deadline')
    // Nothing wider than a phone.
    await page.setViewportSize({ width: 375, height: 812 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await page.close()
  })
})
