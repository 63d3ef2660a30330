// The back-office's people section in Chromium: an administrator finds a client by e-mail, sees their balance and
// payment, restricts their orders (the client's next order in their own browser is refused with the restriction's
// text), lifts it (the order goes through), grants tokens with a reason (the client's balance shows them), refunds part
// of the payment through the test bank (an amount over the rest refused), opens the client's cabinet read-only in a new tab (bannered, a change refused, the administrator's own token kept, the banner's link ending the look), repeats a refund the bank did not answer, and finds
// every step in the audit log.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage, open, screenshot, urlFor } from './fixtures'
import { adminToken, codeFor, freshEmail } from './auth-helpers'

const gql = gqlClient()
afterAll(closeBrowser)

const TOPIC = 'Развитие малого бизнеса в регионах России'
const RESTRICTION_TEXT = 'Заказы временно недоступны — напиши в поддержку'

/** A client signed in by e-mail who bought 50 tokens through the test bank. */
async function paidClient(): Promise<{ email: string; token: string }> {
  const email = freshEmail()
  await gql('mutation ($email: String) { requestAuthCode(email: $email, consentToTheProcessingOfPersonalData: true) { isSent } }', { email })
  const code = await codeFor(email)
  const { requestApiToken } = await gql<{ requestApiToken: { token: string } }>('mutation ($email: String, $code: String!) { requestApiToken(email: $email, code: $code) { token } }', { email, code })
  const token = requestApiToken.token
  const { purchaseEcosystem } = await gql<{ purchaseEcosystem: { redirectUrl: string } }>('mutation { purchaseEcosystem(amountTokens: 50) { redirectUrl } }', {}, token)
  const link = new URL(purchaseEcosystem.redirectUrl)
  const body = new URLSearchParams(link.searchParams)
  body.set('result', 'succeeded')
  expect((await fetch(urlFor(link.pathname), { method: 'POST', body, redirect: 'manual' })).status).toBe(303)
  return { email, token }
}

async function signedIn(token: string, viewport: 'desktop' | 'mobile' = 'desktop'): Promise<Page> {
  const page = await newPage(viewport)
  await page.addInitScript((t) => {
    localStorage.setItem('cookiesAccepted', 'true')
    if (!localStorage.getItem('apiToken')) localStorage.setItem('apiToken', t)
  }, token)
  return page
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

/** The client's «Далее» on the text-copilot start: the order is created, or a toast says why not. */
async function startOrder(page: Page, topic = TOPIC) {
  await open(page, `/ecosystem/text-copilot?topic=${encodeURIComponent(topic)}&workTypeId=1`)
  await page.waitForSelector('[data-island="text-copilot-start"][data-hydrated="true"]')
  await page.click('button:text-is("Далее")')
}

describe('/admin/users', () => {
  it('finds a client, restricts and frees them, grants tokens, opens their cabinet read-only; all in the audit log', { timeout: 240_000 }, async () => {
    const client = await paidClient()
    const token = await adminToken()
    const admin = await signedIn(token)

    // Find by e-mail (typed in capitals: the search ignores case) and open the card.
    await open(admin, '/admin/users')
    await admin.waitForSelector('.data-table tbody tr')
    await admin.fill('input[name="q"]', client.email.toUpperCase())
    await admin.press('input[name="q"]', 'Enter')
    await admin.waitForSelector('.data-table caption:has-text("· 1")')
    expect(await admin.textContent('.data-table tbody')).toContain(client.email)
    await screenshot(admin, 'admin-people-search-1280')
    await admin.click('.data-table tbody a')
    await admin.waitForURL(/\/admin\/users\/[0-9a-f-]{36}$/)
    const userId = admin.url().split('/').at(-1)!
    await admin.waitForSelector('[data-testid="people-balance"]')
    expect(await admin.textContent('[data-testid="people-balance"]')).toMatch(/Токены всего\s*50/)
    await admin.waitForSelector('#people-payments ~ .data-table tbody tr td:has-text("Оплачен")')
    expect(await admin.textContent('#people-payments ~ .data-table tbody')).toContain('Тестовый банк')

    // Restrict orders: the reason is required and said so next to the field.
    await admin.click('button:text-is("Ограничить")')
    await admin.waitForSelector('#err-reasonTitle:has-text("Заполни причину")')
    await admin.fill('input[name="reasonTitle"]', 'Проверка платежей')
    await admin.fill('input[name="description"]', RESTRICTION_TEXT)
    expect(await admin.isChecked('input[name="canCreateOrders"]')).toBe(false)
    await admin.click('button:text-is("Ограничить")')
    await admin.waitForSelector('text=Ограничение действует с этой минуты')
    await admin.waitForSelector('[data-testid="people-restriction-now"]')
    await screenshot(admin, 'admin-people-card-restricted-1280')

    // The client's very next order, in their own browser, is refused with the restriction's own words.
    const cabinet = await signedIn(client.token)
    await startOrder(cabinet)
    await cabinet.waitForSelector(`.toast__text:has-text("${RESTRICTION_TEXT}"), .toast__title:has-text("${RESTRICTION_TEXT}")`)
    expect(new URL(cabinet.url()).pathname).toBe('/ecosystem/text-copilot')
    await screenshot(cabinet, 'admin-people-client-refused-1280')

    // Lifted: the same click creates the order.
    await admin.fill('.people-card__note input', 'Платежи в порядке')
    await admin.click('button:text-is("Снять ограничение")')
    await admin.waitForSelector('text=Ограничение снято')
    await startOrder(cabinet)
    await cabinet.waitForURL(/\/ecosystem\/text-copilot\/\d+$/)

    // Tokens with a reason; a double click grants once.
    await admin.fill('input[name="amount"]', '25')
    await admin.click('button:text-is("Начислить")')
    await admin.waitForSelector('#err-reason:has-text("Заполни причину")')
    await admin.fill('textarea[name="reason"]', 'Компенсация за сбой генерации')
    await admin.dblclick('button:text-is("Начислить")')
    await admin.waitForSelector('text=Токенов на балансе: 75')
    await admin.waitForSelector('#people-ledger ~ .data-table tbody td:has-text("Администратор: Компенсация за сбой генерации")')
    expect(await admin.locator('#people-ledger ~ .data-table tbody td:has-text("Компенсация за сбой")').count()).toBe(1)
    // The purchase's own movement is named in Russian, its machine reason kept in the cell's title.
    const purchase = admin.locator('#people-ledger ~ .data-table tbody td span[title="refill"]')
    expect(await purchase.textContent()).toBe('Покупка токенов')
    expect(await admin.textContent('[data-testid="people-balance"]')).toMatch(/Токены всего\s*75/)
    await screenshot(admin, 'admin-people-card-1280')

    await open(cabinet, '/ecosystem?balanceSidebarOpened=true')
    await cabinet.waitForSelector('[data-balance-total="75"]')

    // A partial refund of the payment: the form offers what is left, an amount over it is refused in the server's words.
    const paymentId = (await admin.textContent('#people-payments ~ .data-table tbody code'))!.trim()
    await admin.click('#people-payments ~ .data-table tbody button:text-is("Вернуть")')
    expect(await admin.inputValue('input[name="refundAmount"]')).toBe('190')
    await admin.fill('input[name="refundAmount"]', '500')
    await admin.fill('textarea[name="refundReason"]', 'Клиент просил вернуть часть')
    await admin.click('button:text-is("Вернуть деньги")')
    await admin.waitForSelector('.people-card__refund [role="alert"]:has-text("Сумма возврата больше, чем осталось к возврату: 190")')
    await screenshot(admin, 'admin-people-refund-refused-1280')
    await admin.fill('input[name="refundAmount"]', '95')
    await admin.click('button:text-is("Вернуть деньги")')
    await admin.waitForSelector('text=/Возврат 95\\s₽ проведён/')
    await admin.waitForSelector('#people-payments ~ .data-table tbody td:has-text("95")')
    // Half the payment back takes back half of what it credited (25 of its 50 tokens), once: the card and the client's
    // own balance say 50, and a reload (or the bank's refund notice) takes nothing more.
    await admin.reload()
    await admin.waitForSelector('[data-testid="people-balance"]')
    expect(await admin.textContent('[data-testid="people-balance"]')).toMatch(/Токены всего\s*50/)
    await open(cabinet, '/ecosystem?balanceSidebarOpened=true')
    await cabinet.waitForSelector('[data-balance-total="50"]')

    // A bank that does not answer (the test bank plays one for 13 kopecks): the form closes with the server's words,
    // and the payment's row offers to repeat that very refund, which then goes through once.
    await admin.click('#people-payments ~ .data-table tbody button:text-is("Вернуть")')
    await admin.fill('input[name="refundAmount"]', '0,13')
    await admin.fill('textarea[name="refundReason"]', 'Округление')
    await admin.click('button:text-is("Вернуть деньги")')
    await admin.waitForSelector('[role="alert"]:has-text("Платежная система не ответила: деньги не возвращены, возврат можно повторить")')
    const repeat = admin.locator('#people-payments ~ .data-table tbody button[aria-label^="Повторить возврат 0,13"]')
    await repeat.waitFor()
    expect(await admin.textContent('#people-payments ~ .data-table tbody .people-card__pending')).toMatch(/^Банк не ответил: 0,13\s₽$/)
    await screenshot(admin, 'admin-people-refund-retry-1280')
    await repeat.click()
    await admin.waitForSelector('text=/Возврат 0,13\\s₽ проведён/')
    await admin.waitForSelector('#people-payments ~ .data-table tbody button:text-is("Вернуть")')
    expect(await repeat.count()).toBe(0)

    // The client's cabinet, read-only, in a new tab: the code rides in the fragment, the token stays in that tab.
    const opened = admin.context().waitForEvent('page')
    await admin.click('button:text-is("Открыть кабинет как пользователь")')
    const look = await opened
    await look.waitForURL((u) => u.pathname === '/ecosystem' && u.searchParams.has('from_admin'))
    await look.waitForSelector('.admin-view-banner:has-text("Вы смотрите кабинет как администратор — только просмотр")', { state: 'visible' })
    expect(await look.evaluate(() => localStorage.getItem('apiToken'))).toBe(token)
    expect(await look.evaluate(() => sessionStorage.getItem('adminViewToken'))).not.toBe(token)
    await look.waitForSelector('.account-badge[data-state="ready"]')
    expect(await look.textContent('.account-badge')).not.toContain('Гость')
    await screenshot(look, 'admin-people-look-1280')
    // Another topic: the same one would first offer the similar work the client has just started.
    await startOrder(look, 'Экология городских парков')
    await look.waitForSelector('.toast__text:has-text("Это просмотр кабинета администратором"), .toast__title:has-text("Это просмотр кабинета администратором")')
    // The banner's «Закончить просмотр» ends the look in that tab and goes back to this client's card.
    await look.click('.admin-view-banner a:text-is("Закончить просмотр")')
    await look.waitForURL((u) => u.pathname === `/admin/users/${userId}`)
    await look.waitForSelector('[data-testid="people-balance"]')
    expect(await look.evaluate(() => sessionStorage.getItem('adminViewToken'))).toBeNull()
    expect(await look.evaluate(() => localStorage.getItem('apiToken'))).toBe(token)
    await look.close()
    // The administrator's own tab is untouched: no banner, the same token, the panel still answers.
    expect(await admin.evaluate(() => localStorage.getItem('apiToken'))).toBe(token)
    expect(await admin.isVisible('.admin-view-banner')).toBe(false)

    // The audit log shows each step on this client.
    await open(admin, `/admin/audit?targetId=${userId}`)
    await admin.waitForSelector('.data-table tbody tr')
    const actions = await admin.locator('.data-table tbody td:nth-child(3)').allTextContents()
    for (const action of ['user.restrict', 'user.unrestrict', 'user.tokens-grant', 'user.impersonate', 'user.impersonation-open']) expect(actions, action).toContain(action)
    await screenshot(admin, 'admin-people-audit-1280')
    await open(admin, `/admin/audit?targetId=${paymentId}`)
    await admin.waitForSelector('.data-table tbody tr')
    // The refused 500 ₽, the 95 ₽, the unanswered 0,13 ₽ and its repeat.
    expect(await admin.locator('.data-table tbody tr:has-text("payment.refund")').count()).toBe(4)
    expect(await admin.locator('.data-table tbody tr:has-text("payment.refund-retry")').count()).toBe(1)
    expect(await admin.textContent('.data-table tbody')).toContain('Клиент просил вернуть часть')

    // 375 px: the list and the card stay usable without sideways scrolling.
    const phone = await signedIn(token, 'mobile')
    await open(phone, `/admin/users/${userId}`)
    await phone.waitForSelector('[data-testid="people-balance"]')
    await phone.waitForSelector('#people-ledger ~ .data-table tbody tr')
    expect(await noSideScroll(phone)).toBe(true)
    await screenshot(phone, 'admin-people-card-375')
    await open(phone, `/admin/users?q=${encodeURIComponent(client.email)}`)
    await phone.waitForSelector('.data-table caption:has-text("· 1")')
    expect(await noSideScroll(phone)).toBe(true)
    await screenshot(phone, 'admin-people-search-375')
    for (const p of [phone, cabinet, admin]) await p.close()
  })
})
