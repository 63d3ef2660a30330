// Tariff cards and the promo popup in the browser (platform.md §3 Subscription type «Price display: monthly_price or
// total_price», Coupon details' popup title and subtitle; §2 Popups «promo subscription»): a card leads with the month's
// share in kopecks or with the total charged, as the tariff's setting says, and always shows both; an offer from the
// address or saved in localStorage opens the promo popup once a session, whose button buys the discounted tariff.
// Group B's 3-month tariff (5) is switched to total_price and put back afterwards. Screenshots at 375 and 1280 px.
import { copyFile, mkdir } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage, open, screenshot, urlFor } from './fixtures'
import { adminToken, openAdminPage } from './auth-helpers'
import { signedInClient } from './clients'
import { WHEEL_POPUP, WHEEL_READY } from './wheel-helpers'
import { formatRubles } from '../../domain/money/format'
import { WHEEL_PRIZES } from '../../domain/wheel/prizes'

const gql = gqlClient()
const TOTAL_TARIFF = 5
let admin: string | undefined

async function adminApi<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(urlFor(path), { method, headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, ...(body !== undefined && { body: JSON.stringify(body) }) })
  expect(res.status, `${method} ${path}`).toBeLessThan(300)
  return (await res.json()) as T
}

async function setPriceDisplay(id: number, priceDisplay: 'monthly_price' | 'total_price') {
  admin ??= await adminToken()
  const { tariffs } = await adminApi<{ tariffs: Record<string, unknown>[] }>('GET', '/api/admin/money/tariffs')
  const { id: _id, ...t } = tariffs.find((x) => x.id === id)!
  if (t.priceDisplay !== priceDisplay) await adminApi('PUT', `/api/admin/money/tariffs/${id}`, { ...t, priceDisplay })
}

afterAll(async () => {
  if (admin) await setPriceDisplay(TOTAL_TARIFF, 'monthly_price')
  await closeBrowser()
})

const clean = (s: string | null) => (s ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim()

async function clientPage(viewport: 'desktop' | 'mobile', offer?: string) {
  const token = await signedInClient(gql)
  const page = await newPage(viewport)
  await page.addInitScript(
    ({ t, o }) => {
      localStorage.setItem('apiToken', t)
      localStorage.setItem('cookiesAccepted', 'true')
      if (o) localStorage.setItem('promoCode', o)
    },
    { t: token, o: offer ?? null },
  )
  return page
}

async function openTariffs(page: Page, group: string) {
  await open(page, `/ecosystem/subscription?tariffGroup=${group}`)
  await page.waitForSelector('[data-island="subscription"][data-hydrated="true"] .money[data-state="ready"]')
}

/** Both widths, to tests/e2e/artifacts and /tmp/shots for review. */
async function shootBoth(page: Page, name: string, selector?: string) {
  await mkdir('/tmp/shots', { recursive: true })
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    if (selector) await page.waitForSelector(selector)
    const path = await screenshot(page, `${name}-${width}`)
    await copyFile(path, `/tmp/shots/${name}-${width}.png`)
    // A phone page never scrolls sideways.
    if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  }
}

const lines = (page: Page, id: number) =>
  page.locator(`.money-tariff[data-tariff-id="${id}"] [data-price-line]`).evaluateAll((els) => els.map((e) => `${e.getAttribute('data-price-line')}:${e.textContent}`))

describe('tariff cards', () => {
  it('lead with the month or the total as each tariff says, and always show the total charged', async () => {
    // The administrator switches the tariff to total_price in its form.
    await setPriceDisplay(TOTAL_TARIFF, 'monthly_price')
    const adminUi = await openAdminPage(admin!, '/admin/tariffs')
    await adminUi.waitForSelector(`[data-table="tariffs"] tr[data-tariff-id="${TOTAL_TARIFF}"]`)
    await adminUi.click(`button[aria-label="Изменить тариф ${TOTAL_TARIFF}"]`)
    const form = adminUi.locator('form[data-form="tariff"]')
    expect(await form.locator('select[name="priceDisplay"]').inputValue()).toBe('monthly_price')
    await form.locator('select[name="priceDisplay"]').selectOption('total_price')
    await form.locator('button:text-is("Сохранить")').click()
    await expect.poll(async () => clean(await adminUi.textContent('.money-admin__saved'))).toContain(`Тариф № ${TOTAL_TARIFF} сохранён`)
    await adminUi.close()

    const page = await clientPage('desktop')
    await openTariffs(page, 'b')
    expect(await page.getAttribute(`.money-tariff[data-tariff-id="${TOTAL_TARIFF}"]`, 'data-price-display')).toBe('total_price')
    expect((await lines(page, TOTAL_TARIFF)).map(clean)).toEqual(['total:2 990 ₽ за 3 месяца', 'month:996,67 ₽/мес'])
    expect((await lines(page, 6)).map(clean)).toEqual(['month:749,17 ₽/мес', 'total:8 990 ₽ за 12 месяцев'])
    expect((await lines(page, 4)).map(clean)).toEqual(['total:1 290 ₽/мес'])
    // No «р.» anywhere on a card.
    expect(await page.locator('.money-tariffs').textContent()).not.toMatch(/\dр\.|\sр\./)
    await shootBoth(page, 'tariff-cards')
    await page.close()
  })
})

describe('the promo subscription popup', () => {
  it('opens once a session for a saved offer with popup copy, shows the discounted price and buys with the coupon', async () => {
    const page = await clientPage('desktop', 'sub50')
    await openTariffs(page, 'a')
    const popup = page.locator('.popup [data-popup-body="promo-subscription"]')
    await popup.waitFor()
    expect(await popup.locator('[data-promo-popup-title]').textContent()).toBe('Промокод активирован')
    expect(await popup.locator('[data-promo-popup-subtitle]').textContent()).toBe('Первый месяц подписки на 50% дешевле')
    // The best offer (12 months): half of one month's share off, 7 990 − 665,83 × 0,5 rounded up.
    expect(await popup.getAttribute('data-tariff-id')).toBe('3')
    expect(clean(await popup.locator('[data-price]').textContent())).toBe('7 658 ₽')
    expect(clean(await popup.locator('.money-old-price').textContent())).toBe('7 990 ₽')
    await shootBoth(page, 'promo-popup', '.popup [data-popup-body="promo-subscription"]')

    await popup.locator('button:text-is("Не сейчас")').click()
    await expect.poll(() => page.locator('[data-popup="promo-subscription"]').count()).toBe(0)
    // The same session: the offer still applies to the cards, the popup stays closed.
    await openTariffs(page, 'a')
    await page.waitForSelector('[data-promo="applied"]')
    expect(clean(await page.textContent('.money-tariff[data-tariff-id="3"] [data-price]'))).toBe('7 658 ₽')
    expect(await page.locator('[data-popup="promo-subscription"]').count()).toBe(0)
    await page.close()

    // Another session, from the address's offer: «Купить со скидкой» goes to the bank with the discounted amount.
    const buyer = await clientPage('mobile')
    await open(buyer, '/ecosystem/subscription?tariffGroup=a&offer=sub50')
    const again = buyer.locator('.popup [data-popup-body="promo-subscription"]')
    await again.waitFor()
    await again.locator('button:text-is("Купить со скидкой")').click()
    await buyer.waitForURL(/\/dev\/bank\/pay\//)
    expect(new URL(buyer.url()).searchParams.get('amount')).toBe('765800')
    await buyer.close()
  })

  it('does not open for a code typed by hand', async () => {
    const page = await clientPage('desktop')
    await openTariffs(page, 'a')
    await page.fill('input[name="promoCode"]', 'SUB50')
    await page.click('button:text-is("Применить")')
    await page.waitForSelector('[data-promo="applied"]')
    expect(await page.locator('[data-popup="promo-subscription"]').count()).toBe(0)
    await page.close()
  })
})

describe('the wheel of fortune', () => {
  it('labels a promo code sector through the shared money formatter', async () => {
    const page = await clientPage('mobile')
    await open(page, '/ecosystem?show_wof=1')
    await page.waitForSelector(WHEEL_READY)
    const labels = await page.locator(`${WHEEL_POPUP} .wheel__sector[data-kind="PROMO_CODE"] text`).allTextContents()
    expect(labels).toEqual(WHEEL_PRIZES.filter((p) => p.kind === 'promo_code').map((p) => formatRubles(p.value)))
    expect(labels).toContain('1\u00a0000\u00a0₽')
    await shootBoth(page, 'wheel', WHEEL_READY)
    await page.close()
  })
})
