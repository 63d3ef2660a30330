// The AI order in the browser: a fresh student with no tokens asks a question (POST /api/unified-order/create, as the
// start form does), opens /ecosystem/ai/{id}, sees the demo answer stream in with KaTeX formulas and the paywall — the
// price a real answer costs crossed out, «в демо-режиме бесплатно» beside it (issue 33) —, opens it for nothing with no
// refill or subscription asked, the balance still 0, reads the whole answer, asks a clarification and sees it stream in.
// Screenshots at 375 and 1280 px go to /tmp/ai-order-*.png.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, open, urlFor, shootWidths } from './fixtures'
import { pageSignedInAs, signedInClient, tokensOf } from './clients'

const gql = gqlClient()
afterAll(closeBrowser)

const shoot = (page: Page, name: string) => shootWidths(page, `/tmp/ai-order-${name}`)

describe('AI order', () => {
  it('streams the answer with formulas, opens the demo answer for nothing at 0 tokens, and answers a clarification', async () => {
    const token = await signedInClient(gql)
    const res = await fetch(urlFor('/api/unified-order/create'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'Сколько будет 12 + 30? Объясни решение по шагам', get_params: { utm_source: 'e2e' } }),
    })
    const created = (await res.json()) as { unified_order_id: number; error: null }
    expect(res.status).toBe(200)
    const page = await pageSignedInAs(token)
    const cspViolations: string[] = []
    page.on('console', (m) => /Content Security Policy/i.test(m.text()) && cspViolations.push(m.text()))
    await open(page, `/ecosystem/ai/${created.unified_order_id}`)
    await page.waitForSelector('[data-island="ai-order"][data-hydrated="true"]')
    await page.waitForSelector('.ai-msg--user:has-text("12 + 30")')
    // The answer arrives through the stream: formulas rendered by KaTeX, then the paywall with the price.
    await page.waitForSelector('.ai-msg--assistant .katex', { timeout: 15_000 })
    await page.waitForSelector('[data-screen="payment"] [data-price-tokens="10"][data-demo-free]')
    // The demo writer's answer is free: the real price crossed out, nothing to top up, and the button asks for no tokens.
    expect((await page.textContent('[data-screen="payment"] [data-demo-free] s'))!.replace(/\s/g, ' ')).toBe('Обычная цена 10 токенов')
    expect(await page.textContent('[data-screen="payment"] [data-demo-free] strong')).toBe('в демо-режиме бесплатно')
    expect(await page.textContent('[data-screen="payment"] [data-action="pay"]')).toBe('Открыть бесплатно')
    expect(await page.locator('[data-screen="payment"] button:text-is("Пополнить баланс")').count()).toBe(0)
    expect(await page.textContent('.ai-msg--assistant')).toContain('Демо-решение')
    expect(await page.locator('[data-demo="true"]').count()).toBe(1)
    // KaTeX's positioning reached the formula despite the CSP on style attributes: a fraction has its height.
    // The answer streams: the first inline formula can be there before the display one, so wait for the display one.
    await page.waitForFunction(() => (document.querySelector('.ai-msg--assistant .katex-display')?.getBoundingClientRect().height ?? 0) > 20, undefined, { timeout: 15_000 })
    await shoot(page, '01-preview')

    await page.click('[data-action="pay"]')
    await page.waitForSelector('.ai-chat[data-paid="true"][data-status="ANSWERED"]', { timeout: 15_000 })
    // No refill or subscription popup opened, and nothing was taken.
    expect(await page.locator('[data-popup-body]').count()).toBe(0)
    expect(await tokensOf(gql, token)).toBe(0)
    expect(await page.textContent('.ai-msg--assistant')).toContain('Ответ: 42.')
    expect(await page.locator('.ai-msg--assistant .katex-display').count()).toBeGreaterThan(0)
    await page.waitForSelector('[data-clarifications-left="3"]')
    expect(await page.locator('[data-action="suggested"]').count()).toBeGreaterThanOrEqual(2)
    await shoot(page, '02-paid')

    await page.fill('.ai-clarify textarea', 'Почему во втором шаге мы складываем?')
    // The clarification's answer arrives over the SSE stream, not by re-reading the order.
    const streamed = page.waitForResponse((r) => /\/api\/ai-order\/\d+\/stream\?messageId=\d+$/.test(r.url()) && r.headers()['content-type']?.startsWith('text/event-stream') === true)
    await page.click('[data-action="clarify"]')
    expect((await streamed).status()).toBe(200)
    await page.waitForSelector('.ai-msg--user:has-text("Почему во втором шаге")')
    await page.waitForSelector('.ai-msg--assistant:has-text("Ты спрашиваешь")', { timeout: 15_000 })
    await page.waitForSelector('[data-clarifications-left="2"]', { timeout: 15_000 })
    expect(await page.locator('.ai-msg--assistant').count()).toBe(2)
    await shoot(page, '03-clarified')
    // KaTeX's inline positions went through the CSSOM: the page's strict CSP refused nothing.
    expect(cspViolations).toEqual([])
    await page.close()
  })
})
