// Issue 17's done-when as one journey of one administrator and one client, in Chromium: the administrator publishes a
// library work a guest then reads on /biblioteka/…, changes a tariff's price that /b/payment then shows, creates a
// coupon the client redeems and pays with through the test bank, posts a mass alert the client sees live in their own
// browser, restricts the client (their next order is refused), refunds their payment (the tokens it credited go back
// once), and finds every one of those steps in the journal at /admin/audit. Each section's own e2e file walks its
// forms in detail; here the administrator's changes go through the same /api/admin calls the forms make, except the
// alert and the journal, which are used in the browser.
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { decode } from 'hono/utils/jwt/jwt'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage, open, screenshot, urlFor } from './fixtures'
import { adminToken } from './auth-helpers'
import { signInPage } from './essay-fixtures'
import { signedInClient, pageSignedInAs } from './clients'

const gql = gqlClient()
const RUN = Date.now().toString(36)
// Group C's 3-month tariff: the money e2e changes the monthly one and puts it back; the other money tests use A and B.
const TARIFF = 8
let token = ''
let restoreTariff: (() => Promise<void>) | null = null

afterAll(async () => {
  await restoreTariff?.()
  await closeBrowser()
})

async function api<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(urlFor(path), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  const json = (await res.json()) as T
  expect(res.status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300)
  return json
}

const clean = (s: string | null) => (s ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim()

type TBalance = { balanceTokens: number; balanceBonuses: number }
const balanceOf = async (clientToken: string) =>
  (await gql<{ me: { balance: TBalance } }>('{ me { balance { balanceTokens balanceBonuses } } }', {}, clientToken)).me.balance

async function tokensOf(page: Page): Promise<number> {
  await open(page, '/ecosystem?balanceSidebarOpened=true')
  const total = page.locator('[data-balance-total]').first()
  await total.waitFor({ state: 'attached' })
  return Number(await total.getAttribute('data-balance-total'))
}

describe('the back-office, one journey', () => {
  it('publishes, prices, discounts, alerts, restricts and refunds, and the journal holds every step', { timeout: 300_000 }, async () => {
    token = await adminToken()
    const admin = await pageSignedInAs(token)

    // 1. A library work, published: a guest reads it at its address.
    const starter = JSON.parse(readFileSync('content/library/physics.jsonl', 'utf8').split('\n')[0]!) as Record<string, string>
    const slug = `e2e-journey-${RUN}`
    const title = `Путь администратора ${RUN}: тело брошено вертикально вверх`
    const made = await api<{ id: number; href: string }>('POST', '/api/admin/library', {
      type: starter.type,
      subject: starter.subject,
      slug,
      level: starter.level,
      title,
      task: starter.task,
      shortAnswer: starter.short_answer,
      answer: starter.answer,
      seoText: '',
      published: false,
    })
    expect((await fetch(urlFor(made.href))).status).toBe(404)
    await api('POST', `/api/admin/library/${made.id}/publish`, { version: 1, published: true })
    const guest = await newPage('desktop')
    expect((await open(guest, made.href)).status()).toBe(200)
    expect(await guest.textContent('h1')).toBe(title)

    // 2. A tariff's new price on the public tariffs page.
    const { tariffs } = await api<{ tariffs: ({ id: number; price: number; version: number } & Record<string, unknown>)[] }>('GET', '/api/admin/money/tariffs')
    const { id: _id, ...tariff } = tariffs.find((t) => t.id === TARIFF)!
    const newPrice = tariff.price + 10
    const saved = await api<{ version: number }>('PUT', `/api/admin/money/tariffs/${TARIFF}`, { ...tariff, price: newPrice })
    restoreTariff = async () => {
      await api('PUT', `/api/admin/money/tariffs/${TARIFF}`, { ...tariff, version: saved.version, price: tariff.price })
    }
    await open(guest, '/b/payment?tariffGroup=c')
    expect(clean(await guest.textContent(`.tariffs-page__card[data-tariff-id="${TARIFF}"]`))).toContain(`${newPrice.toLocaleString('ru-RU').replace(/\s/g, ' ')} ₽`)
    await guest.close()

    // 3. A coupon the client redeems on the subscription page and pays with through the test bank.
    const code = `JRN${RUN.toUpperCase()}`
    await api('POST', '/api/admin/money/coupons', {
      ruleKey: `jrn_${RUN}`,
      amount: 10,
      amountType: 'percent',
      applyOnType: 'specific_products',
      applicableProducts: ['subscription'],
      applicableProductPrices: [],
      audience: 'all',
      durationType: 'once',
      intervalCount: null,
      intervalUnit: null,
      userDescription: 'Скидка 10% на подписку',
      bannerTitle: null,
      bannerSubtitle: null,
      popupTitle: 'Промокод активирован',
      popupSubtitle: null,
      promoCode: code,
      promoCodeUrlKey: code.toLowerCase(),
      isActive: true,
      startsAt: null,
      endsAt: null,
    })
    const clientToken = await signedInClient(gql)
    const clientId = decode(clientToken).payload.sub as string
    const client = await newPage('desktop')
    await signInPage(client, clientToken)
    const tokensBefore = await tokensOf(client)
    const balanceBefore = await balanceOf(clientToken)
    await open(client, '/ecosystem/subscription?tariffGroup=c')
    await client.waitForSelector('[data-island="subscription"][data-hydrated="true"] .money[data-state="ready"]')
    await client.fill('input[name="promoCode"]', code)
    await client.click('button:text-is("Применить")')
    await client.waitForSelector('[data-promo="applied"]')
    const card = client.locator(`.money-tariff[data-tariff-id="${TARIFF}"]`)
    expect(await card.locator('[data-discount]').textContent()).toBe('-10%')
    await client.click(`.money-tariff[data-tariff-id="${TARIFF}"]`)
    const discounted = Math.ceil(newPrice * 0.9)
    expect(clean(await client.textContent('[data-total]'))).toBe(`${discounted.toLocaleString('ru-RU').replace(/\s/g, ' ')} ₽`)
    await client.click('.money-checkout button:text-is("Оплатить")')
    await client.waitForURL(/\/dev\/bank\/pay\//)
    await client.click('button:text-is("Оплатить")')
    await client.waitForURL((u) => u.pathname === '/ecosystem/subscription' && u.searchParams.has('payment-id'))
    await client.waitForSelector('[data-return="success"]')
    const tokensPaid = await tokensOf(client)
    expect(tokensPaid).toBeGreaterThan(tokensBefore)
    const payments = await api<{ items: { id: string; amountKopecks: number; status: string }[] }>('GET', `/api/admin/users/${clientId}/payments`)
    expect(payments.items).toHaveLength(1)
    const payment = payments.items[0]!
    expect(Number(payment.amountKopecks)).toBe(discounted * 100)

    // 4. A mass alert, posted in the administrator's browser, reaches the client's open cabinet without a reload.
    await client.waitForSelector('[data-realtime="open"]', { state: 'attached' })
    await open(admin, '/admin/alerts')
    await admin.waitForSelector('.admin-alerts__now :is(.admin-alerts__current, .admin-alerts__none)')
    const alertText = `Плановые работы ночью, ${RUN}`
    await admin.fill('textarea[name="text"]', alertText)
    await admin.click('form.admin-form button[type="submit"]')
    await admin.waitForSelector('.admin-alerts__done:has-text("Объявление опубликовано")')
    await client.waitForSelector(`.mass-alert:has-text("${alertText}")`)
    await screenshot(client, 'admin-journey-client-alert-1280')
    // Taken down again, so the files after this one see no alert.
    await admin.click('button:has-text("Снять объявление")')
    await admin.waitForSelector('.admin-alerts__none')
    await expect.poll(() => client.locator('.mass-alert').count()).toBe(0)

    // 5. Restricted: the client's next order is refused with the restriction's words.
    const card0 = await api<{ version: number }>('GET', `/api/admin/users/${clientId}`)
    const words = 'Заказы временно недоступны — напиши в поддержку'
    await api('POST', `/api/admin/users/${clientId}/restriction`, {
      version: card0.version,
      canLogin: true,
      canCreateOrders: false,
      canCreatePayIns: true,
      reasonTitle: 'Проверка платежей',
      description: words,
    })
    await open(client, `/ecosystem/text-copilot?topic=${encodeURIComponent('Развитие малого бизнеса в регионах России')}&workTypeId=1`)
    await client.waitForSelector('[data-island="text-copilot-start"][data-hydrated="true"]')
    await client.click('button:text-is("Далее")')
    await client.waitForSelector(`.toast__text:has-text("${words}"), .toast__title:has-text("${words}")`)
    expect(new URL(client.url()).pathname).toBe('/ecosystem/text-copilot')

    // 6. The payment refunded in full: what it credited goes back, once; a second full refund is refused.
    const balancePaid = await balanceOf(clientToken)
    expect(balancePaid.balanceTokens).toBeGreaterThan(balanceBefore.balanceTokens)
    await api('POST', `/api/admin/payments/${payment.id}/refund`, { reason: 'Клиент передумал' })
    expect(await tokensOf(client)).toBe(tokensBefore)
    // Tokens and the purchase's bonuses alike.
    expect(await balanceOf(clientToken)).toEqual(balanceBefore)
    const again = await fetch(urlFor(`/api/admin/payments/${payment.id}/refund`), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Ещё раз' }),
    })
    expect(again.status).toBe(409)
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe('Платеж уже полностью возвращен')
    expect(await balanceOf(clientToken)).toEqual(balanceBefore)

    // 7. The journal, in the administrator's browser, holds each step.
    await open(admin, '/admin/audit?perPage=100')
    await admin.waitForSelector('.data-table tbody tr')
    const rows = (await admin.locator('.data-table tbody tr').allTextContents()).join('\n')
    for (const action of ['library.create', 'library.publish', 'tariff.update', 'coupon.create', 'alert.post', 'user.restrict', 'payment.refund']) {
      expect(rows, action).toContain(action)
    }
    await screenshot(admin, 'admin-journey-audit-1280')
    // The work comes off the site again: the library e2e, on the same server, counts the physics list's works.
    await api('POST', `/api/admin/library/${made.id}/publish`, { version: 2, published: false })
    await Promise.all([client.close(), admin.close()])
  })
})
