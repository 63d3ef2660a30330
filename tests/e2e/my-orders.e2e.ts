// «Мои задания» through the browser: a client without orders sees the empty state; with 25 seeded orders of three
// products the counters, tabs, type filter, search, date range, pages with back/forward, a reload, an order's own page
// and a live status event all work; /webapp/orders shows the same list; the text-work survey rates once.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, open, urlFor, gqlClient, shootWidths } from './fixtures'
import { pageSignedInAs, signedInClient } from './clients'
import { expectSentToSignIn } from './auth-helpers'

// Sign-ins made straight over GraphQL come from this file's own address, so per-IP limits count it apart.
const gql = gqlClient()

afterAll(closeBrowser)

const SHOTS = '/tmp/my-orders/'

const shootBoth = (page: Page, name: string) => shootWidths(page, `${SHOTS}${name}`)


/** A fresh client signed in by phone: its token and id. */
async function freshClient(): Promise<{ token: string; id: string }> {
  const token = await signedInClient(gql)
  const { me } = await gql<{ me: { id: string } }>('{ me { id } }', {}, token)
  return { token, id: me.id }
}

type TSeed = { typeId: 1 | 5 | 9; status: 1 | 2 | 3 | 4; text: string | null; createdAt: string }

async function seed(token: string, orders: TSeed[]): Promise<string[]> {
  const res = await fetch(urlFor('/dev/orders/seed'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ orders }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { ids: string[] }).ids
}

// 25 orders, one a day from 1 January 2026 at 10:00 Moscow time: text works, tasks and presentations in turn, the
// four statuses in turn. Two mention photosynthesis (one in work, one completed), the 17th has no text; the 12th is created at 23:30 and the 13th at 00:30 Moscow time,
// which is still 12 January in UTC, so the «по 12.01» bound shows whether the whole Moscow day is meant.
const TYPES = [5, 1, 9] as const
const STATUSES = [1, 2, 3, 4] as const
const day = (i: number, time = '10:00') => `2026-01-${String(i + 1).padStart(2, '0')}T${time}:00+03:00`
const PLAN: TSeed[] = Array.from({ length: 25 }, (_, i) => ({
  typeId: TYPES[i % 3]!,
  status: STATUSES[i % 4]!,
  text: i === 16 ? null : i === 6 || i === 17 ? `Доклад про фотосинтез №${i + 1}` : `Учебная работа №${i + 1}`,
  createdAt: i === 11 ? day(i, '23:30') : i === 12 ? day(i, '00:30') : day(i),
}))
const inProgress = (o: TSeed) => o.status <= 2
const count = (f: (o: TSeed) => boolean) => PLAN.filter(f).length

const READY = '[data-island="my-orders"][data-hydrated="true"] .my-orders[data-state="ready"]'
const rows = (page: Page) => page.locator('.order-row')
const counter = (page: Page, key: 'inProgress' | 'completed') => page.textContent(`[data-count="${key}"]`)
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)

/** Waits for the list to settle on what the address asks for. */
async function settled(page: Page) {
  await page.waitForSelector(READY)
}

describe('«Мои задания»', () => {
  it('sends a guest to sign-in with the way back', async () => {
    await expectSentToSignIn('/webapp/orders?tab=completed', 'mobile')
  })

  it('lists, counts, filters and pages the client’s orders, keeping the filters in the address', { timeout: 180_000 }, async () => {
    const client = await freshClient()
    const page = await pageSignedInAs(client.token)

    // No orders at all: the empty state leads to the one product page that is built.
    await open(page, '/ecosystem/my-orders')
    await settled(page)
    expect(await page.getAttribute('[data-route-name]', 'data-route-name')).toBe('ecosystem-common__my-orders')
    expect(await page.textContent('h1')).toBe('Мои задания')
    expect(await page.textContent('[data-empty="no-orders"]')).toContain('Здесь пока нет заданий')
    expect(await page.getAttribute('[data-empty="no-orders"] a', 'href')).toBe('/ecosystem/text-copilot')
    expect([await counter(page, 'inProgress'), await counter(page, 'completed')]).toEqual(['0', '0'])
    expect(await page.locator('.orders-toolbar').count()).toBe(0)
    await shootBoth(page, 'empty')

    const ids = await seed(client.token, PLAN)
    await page.reload()
    await settled(page)

    // The in-progress tab: drafts and orders in work, newest first, 10 a page.
    const active = PLAN.map((o, i) => ({ ...o, id: ids[i]! })).filter(inProgress).reverse()
    expect([await counter(page, 'inProgress'), await counter(page, 'completed')]).toEqual([String(active.length), String(PLAN.length - active.length)])
    expect(await page.getAttribute('[role="tab"][data-tab="inProgress"]', 'aria-selected')).toBe('true')
    expect(await rows(page).count()).toBe(10)
    expect(await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-order-id')))).toEqual(active.slice(0, 10).map((o) => o.id))
    const first = rows(page).first()
    expect(await first.locator('.order-row__title').textContent()).toBe(active[0]!.text)
    expect(await first.locator('.order-row__status').textContent()).toBe(active[0]!.status === 1 ? 'Черновик' : 'В работе')
    // The 17th order is a task draft without text: it is called by its product.
    expect(await page.locator(`[data-order-id="${ids[16]}"] .order-row__title`).textContent()).toBe('Задание')
    expect(await page.locator(`[data-order-id="${ids[16]}"] .order-row__type`).textContent()).toBe('Задание')
    expect((await page.locator(`[data-order-id="${ids[16]}"] .order-row__date`).textContent())?.replace(/\s/g, ' ')).toBe('17 января 2026, 10:00')
    expect(await page.locator(`[data-order-id="${ids[0]}"]`).count()).toBe(0)
    await shootBoth(page, 'list')

    // Page 2 and back again with the browser's buttons; the address carries the page.
    await page.click('.orders-pager [data-page="2"]')
    await expect.poll(() => query(page).page).toBe('2')
    await settled(page)
    expect(await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-order-id')))).toEqual(active.slice(10, 20).map((o) => o.id))
    expect(await page.getAttribute('.orders-pager [data-page="2"]', 'aria-current')).toBe('page')
    await page.goBack()
    await expect.poll(() => query(page).page).toBeUndefined()
    await settled(page)
    expect(await rows(page).first().getAttribute('data-order-id')).toBe(active[0]!.id)
    await page.goForward()
    await expect.poll(() => page.getAttribute('.orders-pager [data-page="2"]', 'aria-current')).toBe('page')

    // The completed tab: completed and canceled orders, and the page starts over.
    await page.click('[role="tab"][data-tab="completed"]')
    await expect.poll(() => query(page)).toEqual({ tab: 'completed' })
    await settled(page)
    const statuses = await rows(page).evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-status')))].sort())
    expect(statuses).toEqual(['CANCELED', 'COMPLETED'])
    expect(await page.locator('.order-row[data-status="COMPLETED"] .order-row__status').first().textContent()).toBe('Готово')
    expect(await page.locator('.order-row[data-status="CANCELED"] .order-row__status').first().textContent()).toBe('Отменён')

    // Type: presentations only; both counters follow the filter.
    await page.selectOption('select[name="type"]', '9')
    await expect.poll(() => query(page)).toEqual({ tab: 'completed', type: '9' })
    await settled(page)
    expect(await counter(page, 'inProgress')).toBe(String(count((o) => o.typeId === 9 && inProgress(o))))
    expect(await counter(page, 'completed')).toBe(String(count((o) => o.typeId === 9 && !inProgress(o))))
    expect(await rows(page).evaluateAll((els) => els.every((e) => e.querySelector('[data-kind="slides"]') !== null))).toBe(true)
    expect(await rows(page).count()).toBe(count((o) => o.typeId === 9 && !inProgress(o)))
    // A reload keeps the tab and the type.
    await page.reload()
    await settled(page)
    expect(await page.inputValue('select[name="type"]')).toBe('9')
    expect(await page.getAttribute('[role="tab"][data-tab="completed"]', 'aria-selected')).toBe('true')
    await page.selectOption('select[name="type"]', '')
    await settled(page)

    // Search, sent once typing stops; then nothing found.
    await page.click('[role="tab"][data-tab="inProgress"]')
    await page.fill('input[name="search"]', 'фотосинтез')
    await expect.poll(() => query(page).search).toBe('фотосинтез')
    await settled(page)
    const photo = PLAN.map((o, i) => ({ ...o, id: ids[i]! })).filter((o) => o.text?.includes('фотосинтез'))
    expect(await counter(page, 'inProgress')).toBe(String(photo.filter(inProgress).length))
    expect(await counter(page, 'completed')).toBe(String(photo.filter((o) => !inProgress(o)).length))
    expect(await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-order-id')))).toEqual(photo.filter(inProgress).reverse().map((o) => o.id))
    await page.fill('input[name="search"]', 'квантовая хромодинамика')
    await expect.poll(() => page.locator('[data-empty="not-found"]').textContent()).toContain('К сожалению, ничего не найдено 😢')
    await shootBoth(page, 'not-found')
    await page.click('button:text-is("Сбросить")')
    await expect.poll(() => query(page)).toEqual({})
    await settled(page)
    expect(await page.inputValue('input[name="search"]')).toBe('')

    // Dates: 10–12 January in Moscow time takes the 23:30 order of the 12th and leaves the 00:30 one of the 13th.
    await page.fill('input[name="from"]', '2026-01-10')
    await page.fill('input[name="to"]', '2026-01-12')
    await expect.poll(() => query(page)).toEqual({ from: '2026-01-10', to: '2026-01-12' })
    await settled(page)
    const inRange = [9, 10, 11]
    expect(Number(await counter(page, 'inProgress')) + Number(await counter(page, 'completed'))).toBe(inRange.length)
    const shown = new Set(await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-order-id'))))
    await page.click('[role="tab"][data-tab="completed"]')
    await settled(page)
    for (const id of await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-order-id')))) shown.add(id)
    expect([...shown].sort()).toEqual(inRange.map((i) => ids[i]!).sort())
    await shootBoth(page, 'dates')

    // An order opens on its product page: a draft text work on the text-work wizard.
    await open(page, '/ecosystem/my-orders')
    await settled(page)
    const draftText = active.find((o) => o.typeId === 5 && o.status === 1)!
    const link = page.locator(`.order-row[data-order-id="${draftText.id}"]`)
    expect(await link.getAttribute('href')).toBe(`/ecosystem/text-copilot/${draftText.id}`)
    await link.click()
    await page.waitForURL(urlFor(`/ecosystem/text-copilot/${draftText.id}`))
    await page.waitForSelector('[data-island="text-copilot-order"][data-hydrated="true"] .essay-wizard')
    expect(await page.getAttribute('[data-route-name]', 'data-route-name')).toBe('ecosystem-text-copilot__order')
    await page.close()
  })

  it('says so when the list cannot load, and loads it again on «Повторить»', async () => {
    const client = await freshClient()
    const page = await pageSignedInAs(client.token)
    let failing = true
    await page.route('**/graphql', (route) =>
      failing && route.request().postData()?.includes('query MyOrders') ? route.fulfill({ status: 502, body: 'Bad gateway' }) : route.continue(),
    )
    await open(page, '/ecosystem/my-orders')
    await page.waitForSelector('.my-orders[data-state="failed"] [data-empty="failed"]')
    await expect.poll(() => page.locator('.toast:has-text("Что-то пошло не так, попробуй позже")').count()).toBeGreaterThan(0)
    failing = false
    await page.click('button:text-is("Повторить")')
    await settled(page)
    expect(await page.locator('[data-empty="no-orders"]').count()).toBe(1)
    await page.close()
  })

  it('shows an order that changed status at once, from the client’s personal room', { timeout: 90_000 }, async () => {
    const client = await freshClient()
    await seed(client.token, [{ typeId: 1, status: 2, text: 'Задача про поезда', createdAt: day(0) }])
    const page = await pageSignedInAs(client.token, 'mobile')
    await open(page, '/webapp/orders')
    await settled(page)
    expect(await page.getAttribute('[data-route-name]', 'data-route-name')).toBe('webapp-orders')
    expect(await page.getAttribute('.eco-header', 'data-variant')).toBe('webapp')
    expect(await counter(page, 'inProgress')).toBe('1')
    await page.waitForSelector('.my-orders[data-live]')

    // A new order lands in the database; the event on the personal room makes the page read the list again.
    const [id] = await seed(client.token, [{ typeId: 9, status: 1, text: 'Презентация про поезда', createdAt: day(1) }])
    const res = await fetch(urlFor('/dev/realtime/publish'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ room: `App.Models.User.${client.id}`, event: 'unified-order-search-status-changed', data: { id, status: 1, statusBySearch: null } }),
    })
    expect(res.status).toBe(200)
    await expect.poll(() => counter(page, 'inProgress'), { timeout: 10_000 }).toBe('2')
    expect(await rows(page).first().getAttribute('data-order-id')).toBe(id)
    await shootBoth(page, 'webapp')
    await page.close()
  })

  it('the text-work survey rates the order once: the server’s thanks, then «Вы уже оценили это сообщение»', { timeout: 90_000 }, async () => {
    const client = await freshClient()
    const [id] = await seed(client.token, [{ typeId: 5, status: 1, text: 'Эссе о поездах', createdAt: day(0) }])
    const page = await pageSignedInAs(client.token)
    await open(page, `/ecosystem/text-copilot/${id}`)
    await page.waitForSelector('[data-island="popup-host"][data-hydrated="true"]', { state: 'attached' })
    for (const expected of ['Спасибо за обратную связь! Мы стараемся быть лучше', 'Вы уже оценили это сообщение']) {
      await page.evaluate((unifiedOrderId) => (window as unknown as { __campusWidgets: { openPopup: (n: string, p: object) => void } }).__campusWidgets.openPopup('survey', { unifiedOrderId }), id!)
      await page.waitForSelector('[data-popup-body="survey"]')
      await page.click('.essay-survey__rate:has-text("2")')
      await page.click('[data-popup-body="survey"] button:text-is("Отправить")')
      await expect.poll(() => page.locator(`.toast:has-text("${expected}")`).count()).toBeGreaterThan(0)
      await page.waitForSelector('[data-popup-body="survey"]', { state: 'detached' })
    }
    await page.close()
  })
})
