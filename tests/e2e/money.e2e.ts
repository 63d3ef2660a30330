// Money through the browser: the subscription page's tariffs and promo code, buying a subscription and a token package
// through the local test bank, the payment return (Loading → «Платеж прошел» with the new balance; a decline changes
// nothing) on any cabinet page, subscription actions (cancel, reactivate, summer freeze), the balance sidebar, the
// refill popup opened by the address and bought with a promo code, and the zero-JS tariffs and about-payment pages.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, newPage, open, screenshot, watchScripts, gqlClient, shootWidths } from './fixtures'
import { shootBoth, expectSentToSignIn } from './auth-helpers'
import { signedInClient, pageSignedInAs, tokensOf, buySubscription } from './clients'

// Sign-ins made straight over GraphQL come from this file's own address, so per-IP limits count it apart.
const gql = gqlClient()

afterAll(closeBrowser)


/** A fresh client and a page signed in as it. */
async function signedInPage(viewport: 'desktop' | 'mobile' = 'desktop') {
  const token = await signedInClient(gql)
  return { page: await pageSignedInAs(token, viewport), token }
}

/** The subscription page with group A's tariffs (ids 1–3): the client's abc-tariffs-3475 group is experiments.e2e's. */
async function openSubscription(page: Page, path = '/ecosystem/subscription') {
  const url = new URL(path, 'http://x')
  if (!url.searchParams.has('tariffGroup')) url.searchParams.set('tariffGroup', 'a')
  await open(page, url.pathname + url.search)
  await page.waitForSelector('[data-island="subscription"][data-hydrated="true"] .money[data-state="ready"]')
}

/** On the test bank's page: «Оплатить» or «Отклонить», then back on the page the payment started from. */
async function answerBank(page: Page, button: 'Оплатить' | 'Отклонить', path = '/ecosystem/subscription') {
  await page.waitForURL(/\/dev\/bank\/pay\//)
  await page.click(`button:text-is("${button}")`)
  await page.waitForURL((u) => u.pathname === path && u.searchParams.has('payment-id'))
}

/** A signed-in page of a client whose monthly subscription (tariff 1) is paid. */
async function subscribedPage(viewport: 'desktop' | 'mobile' = 'desktop', setup?: (page: Page) => Promise<void>) {
  const { page, token } = await signedInPage(viewport)
  await buySubscription(gql, token)
  await setup?.(page)
  await openSubscription(page)
  await page.waitForSelector('[data-subscription="active"]')
  return { page, token }
}

const renewableOf = async (token: string) =>
  (await gql<{ me: { userCurrentSubscription: { isRenewable: boolean } | null } }>('{ me { userCurrentSubscription { isRenewable } } }', {}, token)).me.userCurrentSubscription?.isRenewable

/** Screenshots at 375 and 1280 px for review, under /tmp/moneyui/. */
const shootReview = (page: Page, name: string) => shootWidths(page, `/tmp/moneyui/${name}`, { fullPage: false })

const text = async (page: Page, selector: string) => ((await page.textContent(selector)) ?? '').replace(/\s/g, ' ')

describe('/ecosystem/subscription', () => {
  it('sends a guest to sign-in with the way back', async () => {
    await expectSentToSignIn('/ecosystem/subscription?subscription=2')
  })

  it('shows the tariffs per the rules, buys one through the bank and shows «Платеж прошел» with the new balance', async () => {
    const { page, token } = await signedInPage()
    await openSubscription(page, '/ecosystem/subscription?subscription=1')
    // Group a, cheapest first; per-month price; benefit against the base tariff; the 12 months are the best offer.
    expect(await page.locator('.money-tariff .money-tariff__title').allTextContents()).toEqual(['1 месяц', '3 месяца', '12 месяцев'])
    const month = (await page.locator('.money-tariff__month').allTextContents()).map((t) => t.replace(/\s/g, ' '))
    // The month's share in kopecks (platform.md §3 price display monthly_price), the total charged under it.
    expect(month).toEqual(['990 ₽/мес', '830 ₽/мес', '665,83 ₽/мес'])
    const totals = (await page.locator('.money-tariff__price').allTextContents()).map((t) => t.replace(/\s/g, ' '))
    expect(totals).toEqual(['2 490 ₽ за 3 месяца', '7 990 ₽ за 12 месяцев'])
    expect(await page.textContent('.money-tariff[data-tariff-id="2"]')).toContain('Выгода 480\u00a0₽')
    expect(await page.textContent('.money-tariff[data-tariff-id="3"]')).toContain('Выгода 3\u00a0890\u00a0₽')
    expect(await page.textContent('.money-tariff[data-tariff-id="1"]')).not.toContain('Выгода')
    expect(await page.getAttribute('.money-tariff[data-best]', 'data-tariff-id')).toBe('3')
    // The address's tariff is the initial choice.
    expect(await page.getAttribute('.money-tariff[aria-checked="true"]', 'data-tariff-id')).toBe('1')
    expect(await page.getAttribute('[data-subscription]', 'data-subscription')).toBe('none')
    await shootBoth(page, 'money-subscription')

    await page.click('.money-tariff[data-tariff-id="2"]')
    expect((await page.textContent('[data-total]'))!.replace(/\s/g, ' ')).toBe('2 490 ₽')
    await page.click('.money-checkout button:text-is("Оплатить")')
    await answerBank(page, 'Оплатить')
    // Loading until the payment is confirmed, then the refreshed balance and subscription.
    await page.waitForSelector('[data-return="success"]')
    expect(await page.textContent('[data-return="success"]')).toContain('Платеж прошел')
    const tokens = await tokensOf(gql, token)
    expect(tokens).toBeGreaterThan(0)
    expect(await page.getAttribute('[data-balance-tokens]', 'data-balance-tokens')).toBe(String(tokens))
    expect(await page.textContent('[data-return-balance]')).toContain(String(tokens))
    expect(await page.getAttribute('[data-subscription]', 'data-subscription')).toBe('active')
    await expect.poll(() => page.locator('.toast:has-text("Платеж прошел")').count()).toBeGreaterThan(0)
    expect(await page.textContent('.toast:has-text("Платеж прошел")')).toMatch(/Подписка «.+» действует до \d+ /)
    // The return parameters are gone, so a reload does not replay the result.
    expect(new URL(page.url()).searchParams.has('payment-result')).toBe(false)
    await shootBoth(page, 'money-payment-success')
    // The result is news, not a state: the next action on the page (choosing a tariff) takes the card away.
    await page.click('.money-tariff[data-tariff-id="1"]')
    await expect.poll(() => page.locator('[data-return]').count()).toBe(0)
    await page.close()
  })

  it('a declined payment says so and leaves the balance unchanged', async () => {
    const { page, token } = await signedInPage('mobile')
    const before = await tokensOf(gql, token)
    await openSubscription(page)
    await page.click('.money-checkout button:text-is("Оплатить")')
    await answerBank(page, 'Отклонить')
    await page.waitForSelector('[data-return="fail"]')
    expect(await page.textContent('[data-return="fail"]')).toContain('Платеж не прошел')
    expect(await page.getAttribute('[data-balance-tokens]', 'data-balance-tokens')).toBe(String(before))
    expect(await page.getAttribute('[data-subscription]', 'data-subscription')).toBe('none')
    expect(await tokensOf(gql, token)).toBe(before)
    await screenshot(page, 'money-payment-fail-375')
    // Its close button takes it away too.
    await page.click('[data-return="fail"] button[aria-label="Закрыть"]')
    await expect.poll(() => page.locator('[data-return]').count()).toBe(0)
    await page.close()
  })

  it('buys a token package from the refill popup', async () => {
    const { page, token } = await signedInPage()
    await openSubscription(page)
    await page.waitForSelector('[data-island="popup-host"][data-hydrated="true"]', { state: 'attached' })
    await page.click('button:text-is("Пополнить баланс")')
    await page.waitForSelector('[role="dialog"] .money-refill[data-state="ready"]')
    // Dearest first.
    const sizes = await page.locator('.money-package').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-tokens'))))
    expect(sizes).toEqual([1500, 500, 150, 50])
    await page.click('.money-package[data-tokens="50"]')
    await screenshot(page, 'money-refill-popup')
    const pay = page.locator('[role="dialog"] button:has-text("Оплатить")')
    expect((await pay.textContent())!.replace(/\s/g, ' ')).toBe('Оплатить 190 ₽')
    await pay.click()
    await answerBank(page, 'Оплатить')
    await page.waitForSelector('[data-return="success"]')
    expect(await tokensOf(gql, token)).toBe(50)
    expect(await page.getAttribute('[data-balance-tokens]', 'data-balance-tokens')).toBe('50')
    await page.close()
  })

  it('a promo code shows the discounted price; an unknown one says it does not exist', async () => {
    const { page } = await signedInPage()
    await openSubscription(page)
    await page.fill('input[name="promoCode"]', 'NOPE-NOPE')
    await page.click('button:text-is("Применить")')
    await expect.poll(() => page.textContent('[data-promo="error"]')).toBe('Упс! Такого промокода не существует')
    await page.fill('input[name="promoCode"]', 'SUB25')
    await page.click('button:text-is("Применить")')
    await page.waitForSelector('[data-promo="applied"]')
    const monthly = page.locator('.money-tariff[data-tariff-id="1"]')
    expect(await monthly.locator('[data-discount]').textContent()).toBe('-25%')
    // 990 less 25 %, rounded up.
    expect((await monthly.locator('[data-price]').textContent())!.replace(/\s/g, ' ')).toBe('743 ₽')
    // «На первый месяц»: the 3-month tariff loses a quarter of one month's share (2490 − 830 × 25 %), not of all three.
    expect(await text(page, '.money-tariff[data-tariff-id="2"] [data-price]')).toBe('2 283 ₽')
    expect(await page.locator('.money-tariff[data-tariff-id="2"] [data-discount]').textContent()).toBe('-25% на первый месяц')
    await page.click('.money-tariff[data-tariff-id="1"]')
    expect((await page.textContent('[data-total]'))!.replace(/\s/g, ' ')).toBe('743 ₽')
    await screenshot(page, 'money-promo')
    // The server prices the purchase with the code too: the bank is asked for the discounted amount.
    await page.click('.money-checkout button:text-is("Оплатить")')
    await page.waitForURL(/\/dev\/bank\/pay\//)
    expect((await page.textContent('body'))!.replace(/\s/g, ' ')).toMatch(/743/)
    await page.close()
  })

  it('applies the address offer (saved as promoCode) on arrival', async () => {
    const { page } = await signedInPage()
    await openSubscription(page, '/ecosystem/subscription?offer=sub25')
    await page.waitForSelector('[data-promo="applied"]')
    expect(await page.inputValue('input[name="promoCode"]')).toBe('SUB25')
    expect(await page.evaluate(() => localStorage.getItem('promoCode'))).toBe('sub25')
    await page.close()
  })
})

describe('subscription actions', () => {
  it('cancels through the popup (keep changes nothing), then reactivates', async () => {
    const { page, token } = await subscribedPage()
    await page.waitForSelector('[data-subscription-state="renewing"]')
    expect(await text(page, '.money-account__sub')).toContain('продлится автоматически')
    await shootReview(page, 'subscription-active')

    await page.click('.money-account__actions button:text-is("Отменить подписку")')
    await page.waitForSelector('[role="dialog"] [data-popup-body="subscription-cancel"]')
    expect(await page.textContent('.popup')).toContain('Отменить подписку?')
    await shootReview(page, 'subscription-cancel-popup')
    await page.click('[role="dialog"] button:text-is("Оставить подписку")')
    await page.waitForSelector('.popup', { state: 'detached' })
    expect(await renewableOf(token)).toBe(true)
    expect(await page.getAttribute('[data-subscription-state]', 'data-subscription-state')).toBe('renewing')

    await page.click('.money-account__actions button:text-is("Отменить подписку")')
    await page.click('[role="dialog"] button:text-is("Отменить подписку")')
    await page.waitForSelector('[data-subscription-state="cancelled"]')
    await expect.poll(() => page.locator('.toast:has-text("Подписка отменена")').count()).toBeGreaterThan(0)
    expect(await renewableOf(token)).toBe(false)
    expect(await text(page, '.money-account__sub')).toContain('Продление отменено')
    await shootReview(page, 'subscription-cancelled')

    await page.click('.money-account__actions button:text-is("Возобновить подписку")')
    await page.waitForSelector('[data-subscription-state="renewing"]')
    expect(await renewableOf(token)).toBe(true)
    await page.close()
  })

  it('offers the summer freeze only in June–August', async () => {
    const july = await subscribedPage('desktop', (page) => page.clock.setFixedTime(new Date('2027-07-10T12:00:00+03:00')))
    await july.page.waitForSelector('.money-account__actions button:text-is("Заморозить на лето")')
    await shootReview(july.page, 'subscription-summer')
    await july.page.close()

    const november = await subscribedPage('desktop', (page) => page.clock.setFixedTime(new Date('2027-11-10T12:00:00+03:00')))
    await november.page.waitForSelector('.money-account__actions button:text-is("Отменить подписку")')
    expect(await november.page.locator('button:text-is("Заморозить на лето")').count()).toBe(0)
    await november.page.close()
  })

  it('a frozen check that is not a boolean shows the generic error toast and no freeze', async () => {
    const { page } = await subscribedPage('mobile', async (p) => {
      await p.clock.setFixedTime(new Date('2027-07-10T12:00:00+03:00'))
      await p.route('**/graphql', async (route) => {
        if (!route.request().postData()?.includes('isFrozenCurrentSubscription')) return route.continue()
        await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: { isFrozenCurrentSubscription: 'yes' } }) })
      })
    })
    await expect.poll(() => page.locator('.toast:has-text("Что-то пошло не так")').count()).toBeGreaterThan(0)
    expect(await page.locator('button:text-is("Заморозить на лето")').count()).toBe(0)
    await page.close()
  })
})

describe('balance sidebar and refill popup', () => {
  it('buys tokens from the sidebar on the dashboard: Loading, «Платеж прошел», then the sidebar shows the balance', async () => {
    const { page, token } = await signedInPage()
    await open(page, '/ecosystem?balanceSidebarOpened=true')
    await page.waitForSelector('.balance-sidebar [data-balance-state="ready"]')
    expect(await page.getAttribute('[data-balance-total]', 'data-balance-total')).toBe('0')
    expect(await page.textContent('[data-balance-subscription]')).toContain('Подписки нет')
    await page.click('.balance-sidebar [data-refill]')
    await page.waitForSelector('[role="dialog"] .money-refill[data-state="ready"]')
    await page.click('.money-package[data-tokens="150"]')
    await page.click('[role="dialog"] button:has-text("Оплатить")')
    // The way back is the page the payment started from, not the subscription page.
    await answerBank(page, 'Оплатить', '/ecosystem')
    // The page learns the result from pay-in-success or its 2 000 ms re-check: longer than expect.poll's 1 s default.
    await page.waitForSelector('.toast:has-text("Платеж прошел")')
    // …and says what was bought: the balance the top-up made.
    expect(await page.textContent('.toast:has-text("Платеж прошел")')).toContain('На балансе 150\u00a0токенов')
    // The local user data now says the client has paid (platform.md §3: hasSuccessPayIns, no longer always false).
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').hasSuccessPayIns)).toBe(true)
    expect(new URL(page.url()).searchParams.has('payment-result')).toBe(false)
    expect(await tokensOf(gql, token)).toBe(150)
    await page.click('[data-balance-trigger]')
    await page.waitForSelector('.balance-sidebar[data-open="true"] [data-balance-total="150"]')
    const kinds = await page.locator('[data-tokens-kind]').evaluateAll((els) => els.map((e) => Number(e.textContent!.replace(/\s/g, ''))))
    expect(kinds.reduce((a, b) => a + b, 0)).toBe(150)
    expect(await text(page, '[data-balance-coins]')).toMatch(/^\d[\d ]*(,\d+)? ₽$/)
    await shootReview(page, 'balance-sidebar')
    await page.close()
  })

  it('?showRefillBalancePopup=AI opens the refill popup with the AI default preselected and leaves the address', async () => {
    const { page } = await signedInPage('mobile')
    await open(page, '/ecosystem?showRefillBalancePopup=AI&entry=tg')
    await page.waitForSelector('[role="dialog"] .money-refill[data-state="ready"]')
    // AI's default 10 tokens: the smallest package that covers it.
    expect(await page.getAttribute('.money-package[aria-checked="true"]', 'data-tokens')).toBe('50')
    const url = new URL(page.url())
    expect(url.searchParams.has('showRefillBalancePopup')).toBe(false)
    expect(url.searchParams.get('entry')).toBe('tg')
    await shootReview(page, 'refill-popup-ai')
    await open(page, '/ecosystem?showRefillBalancePopup=library')
    await page.waitForSelector('[role="dialog"] .money-refill[data-state="ready"]')
    expect(await page.getAttribute('.money-package[aria-checked="true"]', 'data-tokens')).toBe('150')
    await open(page, '/ecosystem/subscription?showRefillBalancePopup=AI&amountTokens=500')
    await page.waitForSelector('[role="dialog"] .money-refill[data-state="ready"]')
    expect(await page.getAttribute('.money-package[aria-checked="true"]', 'data-tokens')).toBe('500')
    expect(new URL(page.url()).search).toBe('')
    await page.close()
  })

  it('?selectedTariffId preselects the tariff and is dropped from the address', async () => {
    const { page } = await signedInPage()
    await openSubscription(page, '/ecosystem/subscription?selectedTariffId=2')
    expect(await page.getAttribute('.money-tariff[aria-checked="true"]', 'data-tariff-id')).toBe('2')
    expect(new URL(page.url()).searchParams.has('selectedTariffId')).toBe(false)
    await page.close()
  })

  it('the «buy subscription» popup (short balance, no subscription) leads to the subscription page with the tariff chosen', async () => {
    const { page } = await signedInPage('mobile')
    await open(page, '/ecosystem')
    await page.waitForFunction(() => Boolean((window as { __campusWidgets?: { openPopup?: unknown } }).__campusWidgets?.openPopup))
    await page.evaluate(() => (window as unknown as { __campusWidgets: { openPopup: (n: string, p: unknown) => void } }).__campusWidgets.openPopup('buy-subscription', { missingTokens: 25 }))
    await page.waitForSelector('.popup [data-popup-body="buy-subscription"][data-state="ready"]')
    expect(await text(page, '.popup')).toContain('Не хватает 25 токенов')
    expect(await page.locator('.popup a[data-tariff-id]').count()).toBe(3)
    await shootReview(page, 'buy-subscription-popup')
    // The tariffs of the client's abc-tariffs-3475 group (the popup and the page ask the same server, hashed alike).
    const chosen = (await page.locator('.popup a[data-tariff-id]').last().getAttribute('data-tariff-id'))!
    await page.click(`.popup a[data-tariff-id="${chosen}"]`)
    await page.waitForSelector('[data-island="subscription"][data-hydrated="true"] .money[data-state="ready"]')
    expect(await page.getAttribute('.money-tariff[aria-checked="true"]', 'data-tariff-id')).toBe(chosen)
    await page.close()
  })

  it('buys a token package with a promo code', async () => {
    const { page, token } = await signedInPage()
    await open(page, '/ecosystem?showRefillBalancePopup=library')
    await page.waitForSelector('[role="dialog"] .money-refill[data-state="ready"]')
    await page.fill('input[name="refillPromoCode"]', 'NOPE-NOPE')
    await page.click('[role="dialog"] button:text-is("Применить")')
    await expect.poll(() => page.textContent('[role="dialog"] [data-promo="error"]')).toBe('Упс! Такого промокода не существует')
    await page.fill('input[name="refillPromoCode"]', 'tokens20')
    await page.click('[role="dialog"] button:text-is("Применить")')
    await page.waitForSelector('[role="dialog"] [data-promo="applied"]')
    // 490 ₽ less 20 %.
    expect(await text(page, '.money-package[data-tokens="150"] [data-price]')).toBe('392 ₽')
    expect(await text(page, '.money-refill > .btn--primary')).toBe('Оплатить 392 ₽')
    await shootReview(page, 'refill-popup-promo')
    await page.click('[role="dialog"] button:has-text("Оплатить")')
    await page.waitForURL(/\/dev\/bank\/pay\//)
    expect(await text(page, 'body')).toContain('392')
    await answerBank(page, 'Оплатить', '/ecosystem')
    // The page learns the result from pay-in-success or its 2 000 ms re-check: longer than expect.poll's 1 s default.
    await page.waitForSelector('.toast:has-text("Платеж прошел")')
    expect(await tokensOf(gql, token)).toBe(150)
    // Used once: the same code now says so.
    await open(page, '/ecosystem?showRefillBalancePopup=library')
    await page.waitForSelector('[role="dialog"] .money-refill[data-state="ready"]')
    await page.fill('input[name="refillPromoCode"]', 'TOKENS20')
    await page.click('[role="dialog"] button:text-is("Применить")')
    await expect.poll(() => page.textContent('[role="dialog"] [data-promo="error"]')).toBe('Упс! Ты уже активировал промокод')
    await page.close()
  })
})

describe('content pages', () => {
  it('/b/payment renders the tariffs on the server with no JavaScript and links to the subscription page', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await newPage(viewport)
      const scripts = watchScripts(page)
      await open(page, '/b/payment?tariffGroup=b')
      const cards = page.locator('.tariffs-page__card')
      expect(await cards.count()).toBe(3)
      expect(await page.getAttribute('.tariffs-page__card[data-best]', 'data-tariff-id')).toBe('6')
      expect(await page.getAttribute('.tariffs-page__card[data-tariff-id="4"] a', 'href')).toBe('/ecosystem/subscription?subscription=4')
      expect(await page.textContent('.tariffs-page__card[data-tariff-id="5"]')).toContain('Выгода 880\u00a0₽')
      expect(await page.textContent('.tariffs-page__card[data-tariff-id="6"]')).toContain('Выгода 6\u00a0490\u00a0₽')
      expect((await scripts.summary()).scripts).toEqual([])
      await screenshot(page, `money-tariffs-page-${viewport}`)
      await page.close()
    }
  })

  it('/ecosystem/docs/about-payment tells how payment works', async () => {
    const page = await newPage('desktop')
    await open(page, '/ecosystem/docs/about-payment')
    const text = (await page.textContent('.about-payment'))!
    for (const part of ['МИР', 'Visa', 'MasterCard', 'JCB', 'двух', 'только на ту карту', 'отдельное юридическое лицо']) expect(text).toContain(part)
    await screenshot(page, 'money-about-payment')
    await page.close()
  })
})

describe('influencer banner and subscribers', () => {
  it('hides the blogger offer from a client who already subscribes, now and on later pages', async () => {
    const { page } = await subscribedPage('desktop')
    await open(page, '/ecosystem?entry=campus-demo-blogger')
    await page.waitForSelector('[data-island="account-badge"][data-hydrated="true"] .account-badge[data-state="ready"]')
    await expect.poll(() => page.locator('.promo-banner--influencer:visible').count()).toBe(0)
    await open(page, '/ecosystem')
    expect(await page.locator('.promo-banner:visible').getAttribute('data-banner')).not.toBe('influencer')
    await page.close()
  })
})

