// The back-office's money sections in the browser (issue 17 part 3): an administrator changes a tariff's price on
// /admin/tariffs and a guest sees it on /b/payment at once; an administrator creates a coupon on /admin/coupons, a
// signed-in client applies its code on the subscription page, sees the discount and pays through the test bank, and
// the coupon's usage count then reads 1. Group C's monthly tariff is used (the money tests use groups A and B) and
// its price is put back afterwards. Screenshots at 1280 and 375 px.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage, open, screenshot, urlFor } from './fixtures'
import { adminToken, codeFor, freshPhone } from './auth-helpers'
import { signedInClient, pageSignedInAs } from './clients'

const gql = gqlClient()
const TARIFF = 7
const OLD_PRICE = 690
const NEW_PRICE = 750
let token: string | undefined

async function adminApi<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(urlFor(path), { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(body !== undefined && { body: JSON.stringify(body) }) })
  expect(res.status, `${method} ${path}`).toBeLessThan(300)
  return (await res.json()) as T
}

afterAll(async () => {
  if (token) {
    const { tariffs } = await adminApi<{ tariffs: { id: number; price: number; version: number }[] }>('GET', '/api/admin/money/tariffs')
    const { id: _id, ...t } = tariffs.find((x) => x.id === TARIFF)! as Record<string, unknown>
    if (t.price !== OLD_PRICE) await adminApi('PUT', `/api/admin/money/tariffs/${TARIFF}`, { ...t, price: OLD_PRICE })
  }
  await closeBrowser()
})

async function adminPage(viewport: 'desktop' | 'mobile' = 'desktop'): Promise<Page> {
  token ??= await adminToken()
  const page = await pageSignedInAs(token, viewport)
  return page
}

const clean = (s: string | null) => (s ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim()

describe('money in the back-office', () => {
  it('an administrator changes a tariff price and a guest sees it on /b/payment', async () => {
    const guest = await newPage('desktop')
    await open(guest, '/b/payment?tariffGroup=c')
    expect(clean(await guest.textContent(`.tariffs-page__card[data-tariff-id="${TARIFF}"]`))).toContain(`${OLD_PRICE} ₽`)

    const page = await adminPage()
    await open(page, '/admin/tariffs')
    await page.waitForSelector(`[data-table="tariffs"] tr[data-tariff-id="${TARIFF}"]`)
    await page.click(`button[aria-label="Изменить тариф ${TARIFF}"]`)
    const form = page.locator('form[data-form="tariff"]')
    // A bad price is refused beside the field and nothing is saved.
    await form.locator('input[name="price"]').fill('0')
    await form.locator('button:text-is("Сохранить")').click()
    await expect.poll(() => form.locator('.field__error').first().textContent()).toBe('Цена должна быть больше нуля')
    expect(await form.locator('input[name="price"]').getAttribute('aria-invalid')).toBe('true')
    await screenshot(page, 'admin-money-tariff-error-1280')
    await form.locator('input[name="price"]').fill(String(NEW_PRICE))
    await form.locator('button:text-is("Сохранить")').click()
    await expect.poll(async () => clean(await page.textContent('.money-admin__saved'))).toBe(`Тариф № ${TARIFF} сохранён: ${NEW_PRICE} ₽`)
    await expect.poll(async () => clean(await page.textContent(`tr[data-tariff-id="${TARIFF}"] [data-price]`))).toBe(`${NEW_PRICE} ₽`)
    await screenshot(page, 'admin-money-tariffs-1280')

    await open(guest, '/b/payment?tariffGroup=c')
    expect(clean(await guest.textContent(`.tariffs-page__card[data-tariff-id="${TARIFF}"]`))).toContain(`${NEW_PRICE} ₽`)
    await screenshot(guest, 'admin-money-b-payment-after')

    const narrow = await adminPage('mobile')
    await open(narrow, '/admin/tariffs')
    await narrow.waitForSelector(`[data-table="tariffs"] tr[data-tariff-id="${TARIFF}"]`)
    await screenshot(narrow, 'admin-money-tariffs-375')
    // The wide tables scroll inside their frame; the page itself never gets wider than the phone.
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await Promise.all([guest.close(), page.close(), narrow.close()])
  })

  it('an administrator creates a coupon, a client redeems it with the discount, and the usage count reads 1', async () => {
    const code = `E2E${Date.now().toString(36).toUpperCase()}`
    const page = await adminPage()
    await open(page, '/admin/coupons')
    await page.waitForSelector('.data-table tbody tr')
    await page.click('button:text-is("Новый купон")')
    const form = page.locator('form[data-form="coupon"]')
    await form.locator('input[name="promoCode"]').fill(code)
    await form.locator('input[name="promoCodeUrlKey"]').fill(code.toLowerCase())
    await form.locator('input[name="ruleKey"]').fill(code.toLowerCase())
    await form.locator('input[name="amount"]').fill('150')
    await form.locator('input[name="userDescription"]').fill('Скидка 20% на подписку')
    await form.locator('button:text-is("Создать купон")').click()
    await expect.poll(() => form.locator('#err-amount').textContent()).toBe('Скидка в процентах — целое число от 1 до 100')
    await screenshot(page, 'admin-money-coupon-error-1280')
    await form.locator('input[name="amount"]').fill('20')
    await form.locator('button:text-is("Создать купон")').click()
    await expect.poll(() => page.textContent('.money-admin__saved')).toBe(`Купон «${code.toLowerCase()}» сохранён, промокод ${code}`)
    await page.fill('input[name="q"]', code)
    await page.click('button:text-is("Найти")')
    await expect.poll(() => page.textContent(`[data-usage="${code}"]`)).toBe('0')

    // The client: signed in, on the subscription page of group C, types the code and pays the discounted price.
    const phone = freshPhone()
    await gql('mutation ($phone: String) { requestAuthCode(phone: $phone, consentToTheProcessingOfPersonalData: true) { isSent } }', { phone: phone.digits })
    const signed = await gql<{ requestApiToken: { token: string } }>('mutation ($phone: String, $code: String!) { requestApiToken(phone: $phone, code: $code) { token } }', {
      phone: phone.digits,
      code: await codeFor(phone.digits),
    })
    const client = await pageSignedInAs(signed.requestApiToken.token)
    await open(client, '/ecosystem/subscription?tariffGroup=c')
    await client.waitForSelector('[data-island="subscription"][data-hydrated="true"] .money[data-state="ready"]')
    await client.fill('input[name="promoCode"]', code.toLowerCase())
    await client.click('button:text-is("Применить")')
    await client.waitForSelector('[data-promo="applied"]')
    const tariff = client.locator(`.money-tariff[data-tariff-id="${TARIFF}"]`)
    expect(await tariff.locator('[data-discount]').textContent()).toBe('-20%')
    expect(clean(await tariff.locator('[data-price]').textContent())).toBe(`${NEW_PRICE * 0.8} ₽`)
    await client.click(`.money-tariff[data-tariff-id="${TARIFF}"]`)
    expect(clean(await client.textContent('[data-total]'))).toBe(`${NEW_PRICE * 0.8} ₽`)
    await screenshot(client, 'admin-money-client-discount')
    await client.click('.money-checkout button:text-is("Оплатить")')
    await client.waitForURL(/\/dev\/bank\/pay\//)
    expect(clean(await client.textContent('body'))).toContain(String(NEW_PRICE * 0.8))
    await client.click('button:text-is("Оплатить")')
    await client.waitForURL((u) => u.pathname === '/ecosystem/subscription' && u.searchParams.has('payment-id'))
    await client.waitForSelector('[data-return="success"]')

    await page.reload()
    await expect.poll(() => page.textContent(`[data-usage="${code}"]`)).toBe('1')
    await screenshot(page, 'admin-money-coupons-1280')
    const narrow = await adminPage('mobile')
    await open(narrow, `/admin/coupons?q=${code}`)
    await expect.poll(() => narrow.textContent(`[data-usage="${code}"]`)).toBe('1')
    await screenshot(narrow, 'admin-money-coupons-375')
    await Promise.all([client.close(), page.close(), narrow.close()])
  })

  it('an administrator makes a trial key, a client redeems its link once, the count follows, and switched off it is refused', async () => {
    const page = await adminPage()
    await open(page, '/admin/wheel')
    await page.waitForSelector('[data-trial-keys="ready"]')
    const key = `E2E-TK-${Date.now().toString(36)}`
    await page.fill('form[aria-label="Новый пробный ключ"] input[name="key"]', key)
    await page.fill('form[aria-label="Новый пробный ключ"] input[name="trials"]', '4')
    await page.click('button:text-is("Создать ключ")')
    const row = page.locator(`tr[data-trial-key="${key}"]`)
    await row.waitFor()
    expect(clean(await page.textContent('[data-trial-keys-status]'))).toBe(`Ключ ${key} создан: /?trialKey=${key}`)
    expect(await row.locator('a').getAttribute('href')).toBe(`/?trialKey=${key}`)
    // A bad key is refused in Russian and nothing is added.
    await page.fill('form[aria-label="Новый пробный ключ"] input[name="key"]', 'с пробелом')
    await page.click('button:text-is("Создать ключ")')
    await expect.poll(() => page.textContent('[data-trial-keys-status]')).toBe('Ключ — до 64 латинских букв, цифр, _ или -, без пробелов')

    const redeem = (client: string) => gql<{ redeemTrialKey: { balanceTrials: number } }>('mutation ($key: String!) { redeemTrialKey(key: $key) { balanceTrials } }', { key }, client)
    expect((await redeem(await signedInClient(gql))).redeemTrialKey.balanceTrials).toBe(4)
    await page.reload()
    await expect.poll(() => row.locator('[data-redeemed]').textContent()).toBe('1')
    await screenshot(page, 'admin-money-trial-keys-1280')
    await page.setViewportSize({ width: 375, height: 812 })
    await screenshot(page, 'admin-money-trial-keys-375')
    await page.setViewportSize({ width: 1280, height: 800 })

    await row.locator('button:text-is("Выключить")').click()
    await expect.poll(() => row.getAttribute('data-active')).toBe('false')
    await expect(redeem(await signedInClient(gql))).rejects.toThrow()
    await page.close()
  })

  it('the other money pages open for the administrator and link from the menu', async () => {
    const page = await adminPage()
    for (const [path, ready] of [
      ['/admin/influencers', '.data-table tbody tr'],
      ['/admin/wheel', '[data-table="prizes"] tr[data-prize="11"]'],
      ['/admin/experiments', 'form[data-environment="production"]'],
    ] as const) {
      await open(page, '/admin')
      await page.click(`.admin__nav a[href="${path}"]`)
      await page.waitForURL((u) => u.pathname === path)
      await page.waitForSelector(ready)
      await screenshot(page, `admin-money${path.replace('/admin', '').replace('/', '-')}-1280`)
    }
    // The experiments page refuses a broken definition in Russian and keeps the text for fixing.
    const prod = page.locator('form[data-environment="production"]')
    await prod.locator('textarea').fill('{"abc-tariffs-3475": {"rulez": []}}')
    await prod.locator('button:text-is("Сохранить")').click()
    await expect.poll(() => prod.locator('.field__error').textContent()).toBe('«abc-tariffs-3475»: неизвестное поле «rulez»')
    await screenshot(page, 'admin-money-experiments-error-1280')
    await page.close()
  })
})
