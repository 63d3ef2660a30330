// Prices up front (issue 33): the public price list at /ecosystem/docs/prices, and the same figures on a start screen
// and on a guest's library work page before any step; the footer and the tariffs page lead to the list.
import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { closeBrowser, newPage, open, screenshot, urlFor } from './fixtures'

afterAll(closeBrowser)

const WORK = '/biblioteka/zadachi/physics/fiz-period-mayatnika-2-5-m/'
const nbsp = (s: string | null) => (s ?? '').replace(/\u00a0/g, ' ')

/** The list's figure for a product, as its row reads it («30 токенов»). */
async function listed(page: Page, product: string): Promise<{ tokens: string; text: string }> {
  const cell = page.locator(`.prices-table tr[data-product="${product}"] td`)
  return { tokens: (await cell.getAttribute('data-price-tokens'))!, text: nbsp(await cell.locator('.prices-table__figure').textContent()) }
}

describe('prices up front', () => {
  it('the price list shows every product, the packages and the tariffs; a start screen and a guest library page show the same figures', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await newPage(viewport)
      await open(page, '/ecosystem/docs/prices')
      expect(await page.textContent('h1')).toBe('Цены')
      expect(await page.locator('.prices-table tr[data-product]').count()).toBe(8)
      expect(await page.locator('.prices-table tr[data-package]').count()).toBeGreaterThan(0)
      expect(await page.locator('.prices-table tr[data-tariff-id]').count()).toBe(3)
      // The e2e server runs the built-in demo writer: the list says its answers are free.
      expect(await page.textContent('[data-demo-note]')).toContain('Пока ИИ работает в демо-режиме, его ответы бесплатны')
      const essay = await listed(page, 'essay')
      const library = await listed(page, 'library')
      const exam = await listed(page, 'examTicket')
      const referatPrice = await listed(page, 'referat')
      expect(essay.text).toMatch(/^\d+ токен/)
      expect(nbsp(await page.textContent('.prices-table tr[data-product="examTicket"] td'))).toMatch(/^\d+ токен\S* ?за билет$/)
      await screenshot(page, `prices-list-${viewport}`)

      // Every start screen, before the first step, at the list's figure.
      for (const [path, product, name] of [
        ['/ecosystem/text-copilot', essay, 'text-copilot'],
        ['/ecosystem/slides-copilot', await listed(page, 'presentation'), 'slides-copilot'],
        ['/ecosystem/ai', await listed(page, 'ai'), 'ai'],
        ['/ecosystem/task-solver', await listed(page, 'ai'), 'task-solver'],
        ['/ecosystem/advanced-ai', await listed(page, 'advancedAi'), 'advanced-ai'],
        ['/exam', exam, 'exam'],
      ] as const) {
        await open(page, path)
        const line = page.locator('main .price-line').first()
        expect(await line.getAttribute('data-price-tokens'), path).toBe(product.tokens)
        expect(nbsp(await line.textContent()), path).toContain(`Стоимость: ${product.text}`)
        await screenshot(page, `prices-${name}-${viewport}`)
      }
      expect(nbsp(await page.textContent('main .price-line'))).toContain(`Стоимость: ${exam.text} за билет`)
      await open(page, '/ecosystem/task-solver')
      expect(nbsp(await page.textContent('main .price-line'))).toContain(`готовое решение из библиотеки — ${library.text}`)

      // A guest's library work page shows what the full answer costs, beside «Получить полное решение».
      await open(page, WORK)
      const unlock = page.locator('.lib-work__unlock .price-line')
      expect(await unlock.getAttribute('data-price-tokens')).toBe(library.tokens)
      expect(nbsp(await unlock.textContent())).toContain(`Стоимость: ${library.text}`)
      await screenshot(page, `prices-library-work-${viewport}`)

      // A catalogue referat: «Скачать DOCX» with its price beside it (the address read from the catalogue).
      const catalogue = await (await fetch(urlFor('/referat/history/'))).text()
      await open(page, catalogue.match(/href="(\/referat\/[a-z0-9-]+-\d+\/)"/)![1]!)
      const referat = page.locator('.referat-page__head .price-line')
      expect(await referat.getAttribute('data-price-tokens')).toBe(referatPrice.tokens)
      expect(nbsp(await referat.textContent())).toContain(`Стоимость: ${referatPrice.text}`)
      await screenshot(page, `prices-referat-detail-${viewport}`)

      // «Все цены» leads back to the list.
      await referat.getByRole('link', { name: 'Все цены' }).click()
      await page.waitForURL((u) => u.pathname === '/ecosystem/docs/prices')
      await page.close()
    }
  })

  it('the footer, the documents index and the tariffs page link to the price list', async () => {
    const page = await newPage('desktop')
    for (const [path, selector] of [
      ['/', '.site-footer a[href="/ecosystem/docs/prices"]'],
      ['/ecosystem/docs', '.docs-index__item[data-doc="prices"] a'],
      ['/b/payment', '.tariffs-page__note a[href="/ecosystem/docs/prices"]'],
    ] as const) {
      await open(page, path)
      await page.locator(selector).click()
      await page.waitForURL((u) => u.pathname === '/ecosystem/docs/prices')
      expect(await page.textContent('h1')).toBe('Цены')
    }
    await page.close()
  })
})
