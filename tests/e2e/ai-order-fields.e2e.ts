// The AI order page's own fields (orders.md §3 AI order; issue 33): a student's AI order names its work type (the start
// form's workTypeId) beside the subject; once the answer is open it is rated once — the spec's thank-you toast, then
// the given rate that cannot be given again, kept after a reload; a task-solving order's AI answer lists the library's
// matches its search found, each a link to the work. Failures say the spec's 'Что-то пошло не так' (orders.md §8): a
// rating and a payment the server refuses (faked with page.route) — not the server's own words. Screenshots at 375 and
// 1280 px go to /tmp/ai-order-fields-*.png.
import type { Page, Route } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, open, urlFor, shootWidths } from './fixtures'
import { pageSignedInAs, signedInClient } from './clients'
import { isBlocking, runAxe } from './axe'

const gql = gqlClient()
afterAll(closeBrowser)

const shoot = (page: Page, name: string) => shootWidths(page, `/tmp/ai-order-fields-${name}`)
const FAILED = 'Что-то пошло не так'
const WORK = 'fiz-period-mayatnika-2-5-m'

/** Answers the GraphQL call that holds `field` with a refusal in the server's own words; every other call goes on. */
async function refuse(page: Page, field: string, error: { code: string; message: string }) {
  const seen: string[] = []
  const handler = async (route: Route) => {
    if (!(route.request().postData() ?? '').includes(field)) return route.fallback()
    seen.push(field)
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: null, errors: [{ message: error.message, extensions: { code: error.code } }] }) })
  }
  await page.route('**/graphql', handler)
  return { seen, stop: () => page.unroute('**/graphql', handler) }
}

const toastTexts = (page: Page) => page.locator('.toast__text').allTextContents()
/** Closes every toast and waits until none is left, so the next one seen is the next step's. */
async function closeToasts(page: Page) {
  const closers = page.locator('.toast:not(.toast--leaving) .toast__close')
  while ((await closers.count()) > 0) await closers.first().click()
  await expect.poll(() => page.locator('.toast').count()).toBe(0)
}
/** A toast of `state` whose text is exactly `text` (not merely containing it: the old «…, попробуй позже» would). */
const toastIs = (state: 'error' | 'success', text: string) => `.toast--${state} .toast__text:text-is("${text}")`

async function post(path: string, token: string, body: unknown) {
  const res = await fetch(urlFor(path), { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) })
  const json = (await res.json()) as { unified_order_id: number }
  expect(res.status, JSON.stringify(json)).toBe(200)
  return json.unified_order_id
}

describe('AI order fields', () => {
  it('shows the work type, rates the paid answer once with the thank-you toast, and a refused rating or payment says «Что-то пошло не так»', async () => {
    const token = await signedInClient(gql)
    const id = await post('/api/unified-order/create', token, { query: 'Помоги составить план курсовой о рынке труда', get_params: { workTypeId: '5' } })
    const page = await pageSignedInAs(token)
    await open(page, `/ecosystem/ai/${id}`)
    await page.waitForSelector('[data-island="ai-order"][data-hydrated="true"] .ai-chat[data-status]')
    // The work type beside the subject, in Russian; an order of its own (no task search) lists no matches.
    expect(await page.textContent('.ai-head [data-work-type="5"]')).toBe('Курсовая работа')
    expect(await page.locator('[data-search-result]').count()).toBe(0)
    await page.waitForSelector('[data-screen="payment"] [data-action="pay"]', { timeout: 15_000 })
    // No rating before the answer is open.
    expect(await page.locator('.answer-rating').count()).toBe(0)

    // A payment the server refuses says the spec's words, not the server's.
    const payRefused = await refuse(page, 'tryToPayForCombinedAiOrderFromBalance', { code: 'STALE_STEP', message: 'Этот шаг сейчас недоступен: обнови страницу' })
    await page.click('[data-action="pay"]')
    await page.waitForSelector(toastIs('error', FAILED))
    expect(payRefused.seen.length).toBe(1)
    expect(await toastTexts(page)).not.toContainEqual(expect.stringContaining('Этот шаг сейчас недоступен'))
    expect(await page.locator('.ai-chat[data-paid="true"]').count()).toBe(0)
    await payRefused.stop()
    await closeToasts(page)

    await page.click('[data-action="pay"]')
    await page.waitForSelector('.ai-chat[data-paid="true"][data-status="ANSWERED"]', { timeout: 15_000 })
    await page.waitForSelector('.answer-rating[data-rating-stage="ai-answer"]:not([data-rated])')
    expect(await page.textContent('.answer-rating .field__label')).toBe('Оцени решение')

    // The server fails the rating: the spec's words (the server's «Вы уже оценили…» is the training chat's), and the
    // stars are still there to try again.
    const rateRefused = await refuse(page, 'rateUnifiedOrder', { code: 'ALREADY_RATED', message: 'Вы уже оценили это сообщение' })
    await page.click('.answer-rating__star[aria-label="4 из 5"]')
    await expect.poll(() => rateRefused.seen.length).toBe(1)
    await page.waitForSelector(toastIs('error', FAILED))
    expect(await toastTexts(page)).not.toContainEqual(expect.stringContaining('Вы уже оценили'))
    expect(await page.locator('.answer-rating[data-rated]').count()).toBe(0)
    expect(await page.isEnabled('.answer-rating__star[aria-label="5 из 5"]')).toBe(true)
    await rateRefused.stop()
    await closeToasts(page)

    // Rated for real: the thank-you toast, then the rate, which cannot be given again.
    await page.click('.answer-rating__star[aria-label="5 из 5"]')
    await page.waitForSelector(toastIs('success', 'Спасибо за обратную связь!'))
    await page.waitForSelector('.answer-rating[data-rated="5"]')
    expect(await page.textContent('.answer-rating .field__label')).toBe('Твоя оценка: 5 из 5')
    expect(await page.locator('.answer-rating__star--on').count()).toBe(5)
    for (const star of await page.locator('.answer-rating__star').all()) expect(await star.isDisabled()).toBe(true)
    await closeToasts(page)
    await shoot(page, '01-rated')
    // The rated answer passes axe with nothing serious (the stars are labelled buttons in a named group).
    expect((await runAxe(page)).filter(isBlocking)).toEqual([])

    // The server kept it: read back, and shown after a reload.
    const { getAiOrderById } = await gql<{ getAiOrderById: { rate: { stage: string; rate: number } | null } }>('query ($u: ID!) { getAiOrderById(unifiedOrderId: $u) { rate { stage rate } } }', { u: String(id) }, token)
    expect(getAiOrderById.rate).toEqual({ stage: 'ai-answer', rate: 5 })
    await open(page, `/ecosystem/ai/${id}`)
    await page.waitForSelector('[data-island="ai-order"][data-hydrated="true"] .answer-rating[data-rated="5"]')
    expect(await page.locator('.answer-rating__star:not([disabled])').count()).toBe(0)
    await page.close()
  }, 120_000)

  it('a task-solving order’s AI answer lists the library matches its search found, and a bad rating gets the other thanks', async () => {
    const token = await signedInClient(gql)
    const subjects = (await (await fetch(urlFor('/storage/subjects.library.json'))).json()) as { id: number; slug: string }[]
    const physics = subjects.find((s) => s.slug === 'physics')!.id
    const id = await post('/api/unified-order/search', token, { query: 'Как найти период колебаний математического маятника длиной 2,5 м?', subject_id: physics })
    const made = await gql<{ createCombinedAiOrder: { isCombined: boolean } }>('mutation ($u: ID!) { createCombinedAiOrder(unifiedOrderId: $u) { isCombined } }', { u: String(id) }, token)
    expect(made.createCombinedAiOrder.isCombined).toBe(true)

    const page = await pageSignedInAs(token, 'mobile')
    await open(page, `/ecosystem/ai/${id}`)
    await page.waitForSelector('[data-island="ai-order"][data-hydrated="true"] .ai-chat[data-status]')
    // The search result: the work found, its title a link to its library page, the matched words marked.
    const match = page.locator(`[data-search-result] [data-work="${WORK}"]`)
    await match.waitFor({ timeout: 20_000 })
    const link = match.locator('a')
    expect(await link.textContent()).toContain('маятника')
    expect(await link.getAttribute('href')).toMatch(new RegExp(`/${WORK}/?$`))
    expect(await match.locator('mark').count()).toBeGreaterThan(0)
    expect(await match.locator('.badge').textContent()).toMatch(/%/)
    // A task's order names no work type.
    expect(await page.locator('.ai-head [data-work-type]').count()).toBe(0)

    await page.click('[data-action="pay"]', { timeout: 15_000 })
    await page.waitForSelector('.ai-chat[data-paid="true"][data-status="ANSWERED"]', { timeout: 15_000 })
    await page.click('.answer-rating__star[aria-label="2 из 5"]')
    await page.waitForSelector(toastIs('success', 'Спасибо за обратную связь! Мы стараемся быть лучше'))
    await page.waitForSelector('.answer-rating[data-rated="2"]')
    await closeToasts(page)
    await shoot(page, '02-task-matches')
    expect((await runAxe(page)).filter(isBlocking)).toEqual([])

    // On the task page itself the matches are the page's own list: the AI panel beside them does not repeat them.
    await open(page, `/ecosystem/task-solver/${id}`)
    await page.waitForSelector(`[data-island="task-order"][data-hydrated="true"] .ts-match[data-work="${WORK}"]`)
    await page.waitForSelector('.ts-ai .answer-rating[data-rated="2"]', { timeout: 15_000 })
    expect(await page.locator('.ts-ai [data-search-result]').count()).toBe(0)
    await page.close()
  }, 120_000)
})
