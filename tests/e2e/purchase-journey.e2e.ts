// Issue 33's journey: a new student on a server whose AI is a connected model (a local fake of the chat-completions
// protocol, answering every prompt in its shape: tests/fakes/openai-study-model.ts) signs up, tops up through the test
// bank and buys one of each product in the browser — a library answer, an AI answer, an answer from sources, an exam
// ticket, a text work, two presentations (the first is free, as the list says), a referat of their own, and a tutor's
// reply after the subscription training needs. Every charge is the price the public price list shows, and the client's
// ledger, read in the back-office, holds exactly those movements, item for item.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOpenAiFake } from '../fakes/openai'
import { STUDY_MODEL_MARKER, studyModel } from '../fakes/openai-study-model'
import { startFake, type TRunningFake } from '../fakes/serve'
import { adminToken, openAdminPage, shootBoth, signUpFromLanding } from './auth-helpers'
import { startE2eServer, type TE2eServer } from './e2e-server'
import { closeBrowser, gqlClient, newPage, open, screenshot, urlFor, useServer } from './fixtures'
import { tokensOf } from './clients'

const KEY = 'sk-test-purchase-journey'
let model: TRunningFake
let server: TE2eServer
const gql = gqlClient()

beforeAll(async () => {
  const fake = createOpenAiFake({ apiKey: KEY })
  fake.fallback = studyModel
  model = await startFake(fake.app)
  server = await startE2eServer({ env: { LLM_API_KEY: KEY, LLM_BASE_URL: `${model.url}/v1`, LLM_MODEL: 'gpt-fake-study' } })
  useServer({ baseUrl: server.baseUrl, jwtSecret: server.secrets.APP_JWT_SECRET })
  // Its own server's start (a fresh database and library) is waited for by condition; this limit only catches a hang
  // (startServer's own is 3 minutes; a run with the machine at load 28 took over 2).
}, 240_000)

afterAll(async () => {
  await closeBrowser()
  useServer(undefined)
  await server?.stop()
  await model?.close()
})

type TLedgerRow = { account: string; delta: number; balanceAfter: number; reason: string; ref: string | null }

const nbsp = (s: string | null) => (s ?? '').replace(/\u00a0/g, ' ')
/** The list's price of each product, as the public page shows it. */
async function priceList(page: Page): Promise<Record<string, number>> {
  await open(page, '/ecosystem/docs/prices')
  const rows = await page.locator('.prices-table tr[data-product]').evaluateAll((trs) =>
    trs.map((tr) => [tr.getAttribute('data-product')!, Number(tr.querySelector('[data-price-tokens]')!.getAttribute('data-price-tokens'))] as const),
  )
  return Object.fromEntries(rows)
}

let failures = 0
/** Waits for a selector; when it never comes, the page is shot (artifacts/journey-failure-N.png) for the report. */
async function see(page: Page, selector: string, timeout = 60_000) {
  await page.waitForSelector(selector, { timeout }).catch(async (e: unknown) => {
    await screenshot(page, `journey-failure-${++failures}`)
    throw e
  })
}

/** The payment screen of an order page shows the list price, not the demo's crossed-out one, then «Оплатить» pays it. */
async function payOnOrderPage(page: Page, price: number) {
  await see(page, `[data-screen="payment"] [data-price-tokens="${price}"]`)
  expect(await page.locator('[data-screen="payment"] [data-demo-free]').count()).toBe(0)
  await page.click('[data-screen="payment"] [data-action="pay"]')
}

describe('one of each product at the list price, with a connected AI', () => {
  it('a fresh account buys every product; the ledger matches the price list item for item', async () => {
    const page = await newPage('desktop')
    page.setDefaultTimeout(30_000)
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))

    // The list: no demo note, since a model is connected.
    const prices = await priceList(page)
    expect(await page.locator('[data-demo-note]').count()).toBe(0)
    for (const key of ['ai', 'library', 'advancedAi', 'essay', 'presentation', 'examTicket', 'referat', 'trainingReply']) expect(prices[key], key).toBeGreaterThan(0)

    // A new student signs up from the landing page and tops up through the bank.
    await open(page, '/')
    await signUpFromLanding(page)
    const token = (await page.evaluate(() => localStorage.getItem('apiToken')))!
    const userId = (await gql<{ me: { id: string } }>('{ me { id } }', {}, token)).me.id
    await open(page, '/ecosystem/subscription?tariffGroup=a')
    await page.waitForSelector('[data-island="subscription"][data-hydrated="true"] .money[data-state="ready"]')
    await page.waitForSelector('[data-island="popup-host"][data-hydrated="true"]', { state: 'attached' })
    await page.click('button:text-is("Пополнить баланс")')
    await page.waitForSelector('[role="dialog"] .money-refill[data-state="ready"]')
    await page.click('.money-package[data-tokens="150"]')
    await page.click('[role="dialog"] button:has-text("Оплатить")')
    await page.waitForURL(/\/dev\/bank\/pay\//)
    await page.click('button:text-is("Оплатить")')
    await page.waitForSelector('[data-return="success"]')
    await expect.poll(() => tokensOf(gql, token)).toBe(150)
    let expected = 150

    // 1. A library answer.
    await open(page, '/ecosystem/library/buy/fiz-period-mayatnika-2-5-m')
    await page.waitForURL((u) => /^\/ecosystem\/library\/\d+$/.test(u.pathname))
    await page.waitForSelector('[data-island="library-order"][data-hydrated="true"]')
    expect(await page.getAttribute('[data-screen="payment"] [data-price-tokens]', 'data-price-tokens')).toBe(String(prices.library))
    await page.click('[data-action="pay"]')
    await page.waitForSelector('.lo[data-status="PAID"] [data-answer="full"]')
    expected -= prices.library!
    await expect.poll(() => tokensOf(gql, token)).toBe(expected)

    // 2. An AI answer, written by the connected model, at its list price.
    const res = await fetch(urlFor('/api/unified-order/create'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'Как найти площадь треугольника по трём сторонам? Объясни по шагам' }),
    })
    expect(res.status).toBe(200)
    const aiOrder = (await res.json()) as { unified_order_id: number }
    await open(page, `/ecosystem/ai/${aiOrder.unified_order_id}`)
    await page.waitForSelector('[data-island="ai-order"][data-hydrated="true"]')
    await payOnOrderPage(page, prices.ai!)
    await page.waitForSelector('.ai-chat[data-paid="true"][data-status="ANSWERED"]')
    expect(await page.textContent('.ai-msg--assistant')).toContain(STUDY_MODEL_MARKER)
    expected -= prices.ai!
    await expect.poll(() => tokensOf(gql, token)).toBe(expected)

    // 3. An answer from found sources.
    const { createAdvancedAiOrder } = await gql<{ createAdvancedAiOrder: { unifiedOrderId: string } }>(
      'mutation ($q: String!) { createAdvancedAiOrder(question: $q, type: law, category: "История права") { unifiedOrderId } }',
      { q: 'Отмена крепостного права в России: каковы причины реформы 1861 года?' },
      token,
    )
    await open(page, `/ecosystem/advanced-ai/${createAdvancedAiOrder.unifiedOrderId}`)
    await page.waitForSelector('[data-island="advanced-ai-order"][data-hydrated="true"]')
    await payOnOrderPage(page, prices.advancedAi!)
    await page.waitForSelector('.ai-chat[data-paid="true"][data-status="ANSWERED"]')
    expected -= prices.advancedAi!
    await expect.poll(() => tokensOf(gql, token)).toBe(expected)

    // 4. One exam ticket.
    await open(page, '/exam')
    await page.waitForSelector('[data-island="exam-start"][data-hydrated="true"]')
    await page.fill('textarea[name="questions"]', 'Понятие и признаки правового государства')
    await page.waitForSelector('[data-price-line]')
    await Promise.all([page.waitForURL((u) => /^\/exam\/\d+$/.test(u.pathname)), page.click('[data-action="create"]')])
    await page.waitForSelector('[data-island="exam-order"][data-hydrated="true"]')
    await page.waitForSelector('.exam-order[data-status="ready"]', { timeout: 60_000 })
    await payOnOrderPage(page, prices.examTicket!)
    await page.waitForSelector('.exam-order[data-status="paid"]')
    expected -= prices.examTicket!
    await expect.poll(() => tokensOf(gql, token)).toBe(expected)

    // 5. A text work: its requirements and plan on its page.
    const { createAiEssayOrder } = await gql<{ createAiEssayOrder: { id: string; unifiedOrderId: string } }>(
      'mutation { createAiEssayOrder(topic: "Стратегический менеджмент организации", workTypeId: 5) { id unifiedOrderId } }',
      {},
      token,
    )
    await open(page, `/ecosystem/text-copilot/${createAiEssayOrder.unifiedOrderId}`)
    await see(page, '.essay-wizard[data-screen="requirements"]', 60_000)
    await page.fill('input[name="numberOfPages"]', '3')
    await page.click('button:text-is("Составить план")')
    await see(page, '.essay-wizard[data-screen="outline"]', 60_000)
    // With the price on the balance there is no payment step (orders.md §4: it shows only when the balance is short):
    // the sources are searched at once, and approving them pays for the work.
    await page.click('button:text-is("Утвердить план")')
    await see(page, '.essay-wizard[data-screen="references"]', 60_000)
    expect(await tokensOf(gql, token)).toBe(expected)
    // The step says what approving costs before the click takes it.
    expect(nbsp(await page.textContent('[data-approve-pays]'))).toBe(`Утвердив источники, ты оплатишь работу с баланса: ${prices.essay} токенов`)
    await shootBoth(page, 'journey-essay-references-price')
    await page.click('button:text-is("Утвердить источники")')
    await see(page, '.essay-wizard[data-screen="title-page"]', 60_000)
    expected -= prices.essay!
    await expect.poll(() => tokensOf(gql, token)).toBe(expected)

    // 6. Two presentations: the first is free (the list says so), the second is bought at the list price.
    for (const [n, topic] of ['Возобновляемые источники энергии в России', 'Цифровизация образования в школах России'].entries()) {
      await open(page, `/ecosystem/slides-copilot?topic=${encodeURIComponent(topic)}`)
      await page.waitForSelector('[data-island="presentation-start"][data-hydrated="true"]')
      await Promise.all([page.waitForURL((u) => /^\/ecosystem\/slides-copilot\/\d+$/.test(u.pathname)), page.click('button:text-is("Создать")')])
      await page.waitForSelector('[data-island="presentation-order"][data-hydrated="true"]')
      await see(page, '.pres-wizard[data-screen="justification"]', 60_000)
      await page.click('button:text-is("Составить структуру")')
      await see(page, '.pres-wizard[data-screen="outline"]', 60_000)
      await page.waitForSelector('[data-island="popup-host"][data-hydrated="true"]', { state: 'attached' })
      await page.click('[data-action="continue"]')
      if (n === 0) {
        await see(page, '[data-popup-body="free-presentation"]')
        await page.click('[data-action="take-free"]')
      } else {
        await see(page, '[data-popup-body="buy-presentation"]')
        expect(await page.getAttribute('[data-popup-body="buy-presentation"] [data-price-tokens]', 'data-price-tokens')).toBe(String(prices.presentation))
        await page.click('[data-action="buy"]')
        expected -= prices.presentation!
      }
      await see(page, '.pres-wizard[data-screen="title-page"]', 60_000)
      await expect.poll(() => tokensOf(gql, token)).toBe(expected)
    }
    await screenshot(page, 'journey-presentation-bought')

    // 7. A referat of one's own on a catalogue topic, written by the model and paid when it is ready.
    let detailPath = ''
    await expect
      .poll(async () => (detailPath = (await (await fetch(urlFor('/referat/history/'))).text()).match(/href="(\/referat\/otmena-krepostnogo[a-z0-9-]*-\d+\/)"/)?.[1] ?? ''))
      .not.toBe('')
    await open(page, detailPath)
    await Promise.all([page.waitForURL((u) => /^\/ecosystem\/referat\/\d+$/.test(u.pathname)), page.click('[data-testid=referat-write-own]')])
    await page.waitForSelector('[data-island="referat-order"][data-hydrated="true"]')
    await see(page, '.referat-order[data-screen="justification"]', 60_000)
    expect(await page.locator('[data-demo]').count()).toBe(0)
    await page.click('button:text-is("Составить план")')
    await see(page, '.referat-order[data-screen="outline"]', 60_000)
    await page.click('button:text-is("Написать реферат")')
    await see(page, '.referat-order[data-screen="completed"]', 120_000)
    expect(await page.locator('.referat-order-price[data-demo-free]').count()).toBe(0)
    expect(nbsp(await page.textContent('[data-testid="referat-order-pay"]'))).toMatch(new RegExp(`^Оплатить ${prices.referat} токен`))
    await page.click('[data-testid="referat-order-pay"]')
    await page.waitForSelector('[data-testid="referat-order-docx"]')
    expected -= prices.referat!
    await expect.poll(() => tokensOf(gql, token)).toBe(expected)

    // 8. A tutor's reply: training needs a subscription (the list's note), bought from the popup that says so; the
    // first reply is paid with one token of it.
    await open(page, '/ecosystem/training')
    await page.waitForSelector('[data-island="training-start"][data-hydrated="true"]')
    await page.fill('textarea[name="text"]', 'Реши уравнение 2x + 3 = 11')
    await page.click('button:text-is("Начать тренировку")')
    await see(page, '[data-popup-body="buy-subscription"][data-state="ready"]')
    await Promise.all([page.waitForURL((u) => u.pathname === '/ecosystem/subscription'), page.click('[data-popup-body="buy-subscription"] .money-package >> nth=0')])
    await page.waitForSelector('[data-island="subscription"][data-hydrated="true"] .money[data-state="ready"]')
    await page.click('.money-checkout button:text-is("Оплатить")')
    await page.waitForURL(/\/dev\/bank\/pay\//)
    await Promise.all([page.waitForURL((u) => u.pathname === '/ecosystem/training', { timeout: 30_000 }), page.click('button:text-is("Оплатить")')])
    await page.waitForSelector('[data-island="training-start"][data-hydrated="true"]')
    await Promise.all([page.waitForURL((u) => /^\/ecosystem\/training\/[0-9a-f-]{36}$/.test(u.pathname), { timeout: 30_000 }), page.click('button:text-is("Начать тренировку")')])
    await see(page, '.tr-msg--assistant[data-state="done"]')
    expect(await page.textContent('.tr-msg--assistant')).toContain(STUDY_MODEL_MARKER)

    // The ledger, as the back-office keeps it: the top-up, then one spend per bought product in the order bought, each
    // at its list price (the free presentation spent nothing), and the balance is what is left.
    const admin = await adminToken()
    const ledger = await fetch(urlFor(`/api/admin/users/${userId}/ledger?perPage=100&sort=at&dir=asc`), { headers: { authorization: `Bearer ${admin}` } })
    expect(ledger.status).toBe(200)
    const rows = ((await ledger.json()) as { items: TLedgerRow[] }).items
    expect(rows.map((r) => [r.reason, r.delta])).toEqual([
      ['refill', 150],
      ['library_order', -prices.library!],
      ['ai_order', -prices.ai!],
      ['advanced_ai_order', -prices.advancedAi!],
      ['exam_order', -prices.examTicket!],
      ['essay_order', -prices.essay!],
      ['ai_presentation_order', -prices.presentation!],
      ['ai_referat_order', -prices.referat!],
      ['subscription', expect.any(Number)],
      ['training-reply', -prices.trainingReply!],
    ])
    // The products bought with tokens spent the topped-up ones; the tutor's reply spent the subscription's.
    expect(rows.map((r) => r.account)).toEqual([...Array<string>(8).fill('permanent_tokens'), 'subscription_tokens', 'subscription_tokens'])
    expect(rows[7]!.balanceAfter).toBe(expected)
    const monthly = rows[8]!.delta
    expect(monthly).toBeGreaterThan(0)
    expect(rows[9]!.balanceAfter).toBe(monthly - prices.trainingReply!)
    expect(await tokensOf(gql, token)).toBe(expected + monthly - prices.trainingReply!)

    // The same rows on the client's card in the back-office.
    const office = await openAdminPage(admin, `/admin/users/${userId}`)
    await office.waitForSelector('#people-ledger ~ .data-table tbody tr')
    await expect.poll(() => office.locator('#people-ledger ~ .data-table tbody tr').count()).toBe(rows.length)
    await screenshot(office, 'journey-ledger-back-office')
    await office.close()
    await page.close()
  }, 600_000)
})
