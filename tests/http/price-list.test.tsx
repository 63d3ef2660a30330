// The public price list (/ecosystem/docs/prices, issue 33 «Prices up front») against what the server charges: the page
// is rendered from its own +data hook with prices moved off their defaults, and every figure on it is compared with the
// price fixed on a real order (AI, library), the exam's per-ticket price, and the amount the bank is asked to charge
// for each token package and tariff (the test bank's redirect carries it in kopecks).
import { describe, expect, it } from 'vitest'
import type { ComponentType } from 'react'
import { readFile } from 'node:fs/promises'
import type { AppDeps } from '../../edge/context'
import { importLibraryWorks } from '../../edge/library/import-library-works'
import { PRICE_ITEMS } from '../../domain/money/price-list'
import { applyCoupon, TOKEN_PACKAGE_PRODUCT } from '../../domain/money/coupons'
import { ESSAY_PRICE_TOKENS } from '../../domain/essay/pricing'
import { PRESENTATION_PRICE_TOKENS } from '../../domain/presentation/statuses'
import { REFERAT_ORDER_PRICE_TOKENS } from '../../domain/referat/order-statuses'
import { TRAINING_REPLY_PRICE } from '../../domain/money/training-charge'
import PricesPage from '../../pages/ecosystem/docs/prices/+Page'
import pricesData from '../../pages/ecosystem/docs/prices/+data'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { renderServerPage } from '../helpers/render-page'
import { gql, phoneClients } from './auth-support'

let t: TestDb
let deps: AppDeps
let app: TTestApp
// Off the defaults (10, 5, 10, 20), so a page that typed its own numbers could not pass by coincidence.
useTestApp((made) => ({ t, deps, app } = made), { AI_ORDER_PRICE_TOKENS: '12', EXAM_TICKET_PRICE_TOKENS: '7', LIBRARY_WORK_PRICE_TOKENS: '15', ADVANCED_AI_ORDER_PRICE_TOKENS: '23' })

const client = phoneClients('10.141.0', () => ({ app, db: t.db }))

/** The page as the server renders it: its +data hook over the app's deps, then +Page with that data. */
const renderPrices = (d: AppDeps = deps) => renderServerPage(PricesPage as ComponentType, pricesData, d, '/ecosystem/docs/prices')

/** `data-<row>="key"` rows of the page → the figure in their price cell's data attribute. */
function figures(html: string, row: string, cell: string): Map<string, number> {
  const found = new Map<string, number>()
  for (const m of html.matchAll(new RegExp(`<tr data-${row}="([^"]+)">[\\s\\S]*?data-${cell}="(\\d+)"`, 'g'))) found.set(m[1]!, Number(m[2]))
  return found
}

describe('the price list', () => {
  it('shows every product at the price the server fixes on its order or charges', async () => {
    const html = await renderPrices()
    const products = figures(html, 'product', 'price-tokens')
    expect([...products.keys()]).toEqual(PRICE_ITEMS.map((i) => i.key))
    // The figures are written for a person too: «12 токенов», «7 токенов» «за билет».
    expect(html).toContain('>12\u00a0токенов<')
    expect(html).toMatch(/>7\u00a0токенов<\/span><span class="prices-table__note">за билет</)

    // An AI order is made at the price the page shows.
    const c = await client()
    const created = await app.request('/api/unified-order/create', { method: 'POST', headers: { 'content-type': 'application/json', ...c.headers }, body: JSON.stringify({ query: 'Реши уравнение: 12 + 30 = ? Объясни по шагам' }) })
    expect(created.status).toBe(200)
    const u = String(((await created.json()) as { unified_order_id: number }).unified_order_id)
    const ai = (await gql(app, 'query($u: ID) { getAiOrderById(unifiedOrderId: $u) { price } }', { u }, c.headers)).data.getAiOrderById
    expect(ai.price).toBe(products.get('ai'))

    // A library work's order too.
    await importLibraryWorks({ db: t.db, text: await readFile('tests/fixtures/library/mathematics.jsonl', 'utf8') })
    const lib = await gql(app, 'mutation($w: ID!) { createLibraryWorkOrderByReadyWorkId(libraryWorkId: $w) { price } }', { w: 'mat-kvadratnoe-uravnenie-diskriminant' }, c.headers)
    expect(lib.errors).toBeUndefined()
    expect(lib.data.createLibraryWorkOrderByReadyWorkId.price).toBe(products.get('library'))

    // The exam prices a list per ticket.
    const parsed = await app.request('/api/exam-order/parse', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'Билет 1. Понятие государства\nБилет 2. Функции денег' }) })
    expect(((await parsed.json()) as { ticketPrice: number }).ticketPrice).toBe(products.get('examTicket'))

    // The rest are the constants the payment code charges (no setting between them and the page).
    expect(products.get('essay')).toBe(ESSAY_PRICE_TOKENS)
    expect(products.get('referat')).toBe(REFERAT_ORDER_PRICE_TOKENS)
    expect(products.get('presentation')).toBe(PRESENTATION_PRICE_TOKENS)
    expect(products.get('trainingReply')).toBe(TRAINING_REPLY_PRICE)
    expect(products.get('advancedAi')).toBe(deps.settings.ADVANCED_AI_ORDER_PRICE_TOKENS)
  })

  it('shows each token package and tariff at the amount the bank is asked to charge', async () => {
    const html = await renderPrices()
    const packages = figures(html, 'package', 'price-rubles')
    const tariffs = figures(html, 'tariff-id', 'price-rubles')
    expect(packages.size).toBeGreaterThan(0)
    expect(tariffs.size).toBe(3)
    for (const [tokens, rubles] of packages) {
      const c = await client()
      const res = await gql(app, 'mutation($n: Int!) { purchaseEcosystem(amountTokens: $n) { redirectUrl } }', { n: Number(tokens) }, c.headers)
      expect(res.errors, `package ${tokens}`).toBeUndefined()
      expect(new URL(res.data.purchaseEcosystem.redirectUrl).searchParams.get('amount'), `package ${tokens}`).toBe(String(rubles * 100))
    }
    for (const [id, rubles] of tariffs) {
      const c = await client()
      // The client sends the figure it showed; the server refuses one that differs from its own price.
      const res = await gql(app, 'mutation($input: PurchaseInput!) { purchase(input: $input) { redirectUrl } }', { input: { subscriptionTypeId: Number(id), amount: rubles } }, c.headers)
      expect(res.errors, `tariff ${id}`).toBeUndefined()
      expect(new URL(res.data.purchase.redirectUrl).searchParams.get('amount'), `tariff ${id}`).toBe(String(rubles * 100))
    }
  })

  it('says the AI answers are free only while the AI is the demo writer', async () => {
    expect(deps.ports.ai.info.isDemo).toBe(true)
    expect(await renderPrices()).toContain('Пока ИИ работает в демо-режиме, его ответы бесплатны')
    const real = { ...deps, ports: { ...deps.ports, ai: { ...deps.ports.ai, info: { kind: 'openai', model: 'real-model', isDemo: false } } } } as AppDeps
    expect(await renderPrices(real)).not.toContain('демо-режиме')
  })
})

describe('a discount with kopecks', () => {
  it('reaches the bank as exact kopecks: 190 ₽ less 26,20 ₽ is 16 380, not 16 379,999…', async () => {
    // The token coupon made fixed with kopecks, as the back-office allows (two decimal places); in floating point
    // (190 − 26.2) × 100 is 16379.999999999998.
    await t.db.query(`update private.coupons set amount_type = 'fixed', amount = 26.2 where rule_key = 'tokens20'`)
    await t.db.query(`update public.token_packages set price = 190, is_available = true where tokens = 50`)
    expect(applyCoupon(190, { isApplicable: true, amount: 26.2, amountType: 'fixed', applyOnType: 'all', applicableProducts: [], applicableProductPrices: [] }, TOKEN_PACKAGE_PRODUCT)).toBe(163.8)
    const c = await client()
    const res = await gql(app, 'mutation($n: Int!, $k: String) { purchaseEcosystem(amountTokens: $n, promoCodeUrlKey: $k) { redirectUrl } }', { n: 50, k: 'tokens20' }, c.headers)
    expect(res.errors).toBeUndefined()
    expect(new URL(res.data.purchaseEcosystem.redirectUrl).searchParams.get('amount')).toBe('16380')
  })
})
