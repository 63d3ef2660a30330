// The advanced AI order in the browser: a guest asks on the start screen /ecosystem/advanced-ai (price first, an empty
// question refused in Russian, the kind of question chosen) and lands on the order; a signed-in client with tokens asks through GraphQL createAdvancedAiOrder,
// opens /ecosystem/advanced-ai/{id}, sees the demo answer citing the found references listed under it with their
// links, and opens it for nothing (the demo writer's answer is free, issue 33). Screenshots at 375 and 1280 px go to /tmp/adv-ai-*.png.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage, open, shootWidths } from './fixtures'
import { clientWithTokens, pageSignedInAs, tokensOf } from './clients'

const gql = gqlClient()
afterAll(closeBrowser)

const shoot = (page: Page, name: string) => shootWidths(page, `/tmp/adv-ai-${name}`)

describe('advanced AI order', () => {
  it('the start screen shows the price, refuses an empty question and asks with the chosen kind', async () => {
    const page = await newPage('desktop')
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
    await open(page, '/ecosystem/advanced-ai')
    expect(await page.textContent('h1')).toBe('Ответ ИИ по источникам')
    expect(await page.getAttribute('main .price-line', 'data-price-tokens')).toBe('20')
    await page.waitForSelector('[data-island="advanced-ai-start"][data-hydrated="true"]')
    await page.click('button:text-is("Спросить")')
    expect(await page.textContent('.adv-start .field__error')).toBe('Напиши вопрос, чтобы отправить')
    await page.fill('textarea[name="question"]', 'Какие права есть у арендатора при досрочном расторжении договора?')
    await page.click('.adv-start__type[data-type="law"]')
    await page.fill('input[name="category"]', 'Гражданское право')
    await shoot(page, '00-start')
    await Promise.all([page.waitForURL((u) => /^\/ecosystem\/advanced-ai\/\d+$/.test(u.pathname)), page.click('button:text-is("Спросить")')])
    await page.waitForSelector('[data-island="advanced-ai-order"][data-hydrated="true"]')
    await page.waitForSelector('.ai-msg--user:has-text("досрочном расторжении")')
    expect(await page.textContent('main')).toContain('Юридический вопрос')
    await page.close()
  })

  it('shows the answer with its found references, and pays', async () => {
    const token = await clientWithTokens(gql, 50)
    const { createAdvancedAiOrder } = await gql<{ createAdvancedAiOrder: { unifiedOrderId: string } }>(
      'mutation ($q: String!) { createAdvancedAiOrder(question: $q, type: law, category: "История права") { unifiedOrderId } }',
      { q: 'Отмена крепостного права в России: каковы причины реформы 1861 года?' },
      token,
    )
    const page = await pageSignedInAs(token)
    await open(page, `/ecosystem/advanced-ai/${createAdvancedAiOrder.unifiedOrderId}`)
    await page.waitForSelector('[data-island="advanced-ai-order"][data-hydrated="true"]')
    await page.waitForSelector('.ai-msg--user:has-text("крепостного права")')
    // The demo writer's answer: its price crossed out «в демо-режиме бесплатно» (issue 33).
    await page.waitForSelector('[data-screen="payment"] [data-price-tokens="20"][data-demo-free]', { timeout: 15_000 })
    expect(await page.textContent('.ai-msg--assistant')).toContain('Демо-ответ')
    expect(await page.textContent('.ai-msg--assistant')).toContain('[1]')
    expect(await page.textContent('.ai-msg--assistant')).not.toContain('сошлётся на них теми же номерами')
    const refs = await page.locator('.adv-refs [data-reference]').count()
    expect(refs).toBeGreaterThan(0)
    expect(refs).toBeLessThanOrEqual(5)
    await shoot(page, '01-preview')

    await page.click('[data-action="pay"]')
    await page.waitForSelector('.ai-chat[data-paid="true"][data-status="ANSWERED"]', { timeout: 15_000 })
    // Opened for nothing: the 50 tokens are all still there.
    expect(await tokensOf(gql, token)).toBe(50)
    // The end of the demo answer lies past the preview: only the paid order shows it.
    expect(await page.textContent('.ai-msg--assistant')).toContain('сошлётся на них теми же номерами')
    await page.waitForSelector('[data-clarifications-left="3"]')
    await shoot(page, '02-paid')
  })
})
