// The edit history of a text work in the browser (issue 13 part 5): a client with a finished work (driven over GraphQL
// on the demo AI, the e2e server's worker writing it) edits a section twice, opens its «История», restores the first
// edit, resets the work (confirm popup) and takes the reset back with «Вернуть» inside its 5 s; the «История работы»
// page lists the edits. Screenshots at 375 and 1280 px: tests/e2e/artifacts/essay-history-*.png.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { ARTIFACTS_DIR, closeBrowser, gqlClient, newPage, open, shootWidths } from './fixtures'
import { shootBoth } from './auth-helpers'
import { clientWithTokens, pageSignedInAs } from './clients'

afterAll(closeBrowser)
const gql = gqlClient()

type TOrder = { id: string; unifiedOrderId: string; status: number; outline: { title: string; subchapters: { title: string }[] }[] | null; references: { id: string }[] }
const ORDER = 'id unifiedOrderId status outline { title subchapters { title } } references { id }'

async function statusOf(token: string, id: string, want: number, timeout = 120_000): Promise<TOrder> {
  let order: TOrder | null = null
  await expect
    .poll(
      async () => {
        order = (await gql<{ getAiEssayOrderById: TOrder }>(`query ($id: ID!) { getAiEssayOrderById(id: $id) { ${ORDER} } }`, { id }, token)).getAiEssayOrderById
        return order.status
      },
      { timeout, interval: 500 },
    )
    .toBe(want)
  return order!
}

/** A finished work of the client: requirements, the outline as generated, two sources, the text (demo AI). */
async function finishedWork(token: string): Promise<TOrder> {
  const topic = 'Цифровая экономика и её влияние на рынок труда'
  const { createAiEssayOrder } = await gql<{ createAiEssayOrder: { id: string } }>('mutation ($t: String!) { createAiEssayOrder(topic: $t, workTypeId: 1) { id } }', { t: topic }, token)
  const id = createAiEssayOrder.id
  await gql('mutation ($id: ID!, $t: String!) { editAiEssayOrderRequirements(aiEssayOrderId: $id, topic: $t, numberOfPages: 3) { id } }', { id, t: topic }, token)
  const onOutline = await statusOf(token, id, 8)
  await gql('mutation ($id: ID!, $o: [AiEssayOutlineChapterInput!]!) { editAiEssayOrderOutline(aiEssayOrderId: $id, outline: $o) { id } }', { id, o: onOutline.outline }, token)
  const onSources = await statusOf(token, id, 5)
  await gql('mutation ($id: ID!, $r: [ID!]!) { approveAiEssayOrderReferences(aiEssayOrderId: $id, referenceIds: $r) { id } }', { id, r: onSources.references.slice(0, 2).map((r) => r.id) }, token)
  return statusOf(token, id, 14, 180_000)
}

/** The screen as the student sees it (a popup over the page, the section in view) at 375 and 1280 px. */
/** Both widths of the first screenful, the introduction in the middle unless a popup is open. */
const shootView = (page: Page, name: string) =>
  shootWidths(page, `${ARTIFACTS_DIR}${name}`, {
    fullPage: false,
    before: async () => {
      if (!(await page.locator('[role="dialog"]').count())) await page.locator('.essay-section[data-section="introduction"]').evaluate((el) => el.scrollIntoView({ block: 'center' }))
    },
  })

const introText = (page: Page) => page.locator('.essay-section[data-section="introduction"] p').first().textContent()

async function editIntro(page: Page, text: string) {
  const intro = page.locator('.essay-section[data-section="introduction"]')
  await intro.locator('button:text-is("Редактировать")').click()
  await intro.locator('textarea').fill(text)
  await intro.locator('button:text-is("Сохранить")').click()
  await expect.poll(() => introText(page)).toBe(text)
}

describe('the edit history of a text work', () => {
  it('restores an earlier version, undoes a reset within 5 s and lists the edits on «История работы»', { timeout: 300_000 }, async () => {
    const token = await clientWithTokens(gql, 50)
    const order = await finishedWork(token)
    const page = await pageSignedInAs(token, 'mobile')
    await open(page, `/ecosystem/text-copilot/${order.unifiedOrderId}`)
    await page.waitForSelector('.essay-wizard[data-screen="completed"]', { timeout: 30_000 })
    await page.waitForSelector('[data-island="popup-host"][data-hydrated="true"]', { state: 'attached' })
    const generated = (await introText(page))!

    // Two edits of the introduction.
    await editIntro(page, 'Первая правка введения: тема важна для рынка труда.')
    await editIntro(page, 'Вторая правка введения, совсем другая по смыслу.')
    await shootView(page, 'essay-history-01-completed')

    // «История» of the section: newest first, who and what; restore the first edit.
    await page.click('.essay-section[data-section="introduction"] [data-action="section-history"]')
    const popup = page.locator('[data-popup-body="essay-section-history"]')
    await popup.locator('.text-history__item').nth(2).waitFor()
    expect(await popup.locator('.text-history__item').evaluateAll((items) => items.map((i) => i.getAttribute('data-kind')))).toEqual(['EDIT', 'EDIT', 'GENERATED'])
    expect(await popup.locator('.text-history__item[data-current] .text-history__author').textContent()).toBe('Ты')
    expect(await popup.locator('.text-history__item[data-kind="GENERATED"] .text-history__author').textContent()).toBe('Сгенерировано')
    await shootView(page, 'essay-history-02-section-popup')
    const first = popup.locator('.text-history__item').nth(1)
    expect(await first.locator('.text-history__preview').textContent()).toBe('Первая правка введения: тема важна для рынка труда.')
    await first.locator('[data-action="restore"]').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => introText(page)).toBe('Первая правка введения: тема важна для рынка труда.')
    await page.waitForSelector('.toast:has-text("Вернули эту версию")')
    expect(await page.locator('[data-popup-body="essay-section-history"]').count()).toBe(0)

    // «Сбросить» asks first; «Оставить как есть» changes nothing.
    await page.click('[data-action="reset"]')
    await page.waitForSelector('[data-popup-body="essay-text-reset-confirm"]')
    await shootView(page, 'essay-history-03-reset-confirm')
    await page.click('[data-popup-body="essay-text-reset-confirm"] button:text-is("Оставить как есть")')
    expect(await introText(page)).toBe('Первая правка введения: тема важна для рынка труда.')
    // Confirmed: the generated text is back, and «Вернуть» (within 5 s) brings the edit back.
    await page.click('[data-action="reset"]')
    await page.click('[data-action="confirm-reset"]')
    await expect.poll(() => introText(page)).toBe(generated)
    const toast = page.locator('.toast:has-text("Вернули исходный текст работы")')
    await toast.waitFor()
    // Past the toast's fade-in, well inside its 5 s.
    await page.waitForTimeout(400)
    await page.screenshot({ path: `${ARTIFACTS_DIR}essay-history-04-reset-toast-375.png` })
    await toast.locator('button:text-is("Вернуть")').click()
    await expect.poll(() => introText(page)).toBe('Первая правка введения: тема важна для рынка труда.')

    // «История работы»: the student's own changes, newest first, with the section and the words changed.
    await page.click('[data-action="work-history"]')
    await page.waitForURL((u) => u.pathname === `/ecosystem/text-copilot/${order.unifiedOrderId}/history`)
    const list = page.locator('[data-screen="work-history"] .text-history__item')
    await list.nth(4).waitFor()
    expect(await list.evaluateAll((items) => items.map((i) => i.getAttribute('data-kind')))).toEqual(['RESTORE', 'RESET', 'RESTORE', 'EDIT', 'EDIT'])
    expect(await list.locator('.text-history__section').first().textContent()).toBe('Введение')
    expect(await page.textContent('[data-total="own"]')).toBe('Твоих правок: 5')
    expect(await list.nth(4).locator('.text-history__preview').textContent()).toBe('Первая правка введения: тема важна для рынка труда.')
    await shootBoth(page, 'essay-history-05-work-history')
    // Everything, the generated sections included, with the filter off.
    await page.uncheck('.work-history__filter input')
    await expect.poll(() => page.locator('[data-screen="work-history"] .text-history__item[data-kind="GENERATED"]').count()).toBeGreaterThan(0)
    await page.emulateMedia({ media: 'print' })
    await page.screenshot({ path: `${ARTIFACTS_DIR}essay-history-06-print-1280.png`, fullPage: true })
    expect(await page.locator('.work-history__tools').isVisible()).toBe(false)
    await page.emulateMedia({ media: 'screen' })

    // Another browser (a guest) does not see it.
    const stranger = await newPage('desktop')
    await open(stranger, `/ecosystem/text-copilot/${order.unifiedOrderId}/history`)
    await stranger.waitForSelector('[data-screen="missing"]')
    await stranger.close()
    await page.close()
  })
})
