// The tariffs page (/b/payment, no JavaScript) shows each tariff's price the way its admin-set price display says
// (issue 33 item 11, the monthly/total display): monthly_price leads with the month's share in kopecks and gives the total
// the bank charges beneath; total_price the other way round; a one-month tariff has one line. The same lines as the
// subscription page's cards (domain/money/tariffs.ts tariffPriceLines).
import { describe, expect, it } from 'vitest'
import type { ComponentType } from 'react'
import type { AppDeps } from '../../edge/context'
import TariffsPage from '../../pages/b/payment/+Page'
import tariffsData from '../../pages/b/payment/+data'
import type { TestDb } from '../helpers/test-db'
import { useTestApp } from '../helpers/test-app'
import { renderServerPage } from '../helpers/render-page'

let t: TestDb
let deps: AppDeps
useTestApp((made) => ({ t, deps } = made))

const render = () => renderServerPage(TariffsPage as ComponentType, tariffsData, deps, '/b/payment?tariffGroup=b')
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\u00a0/g, ' ')

/** A card's price lines in order, as `kind:text`. */
function priceLines(html: string, id: number): string[] {
  const card = html.match(new RegExp(`data-tariff-id="${id}"[\\s\\S]*?</li>`))?.[0] ?? ''
  return [...card.matchAll(/<p[^>]*data-price-line="(month|total)"[^>]*>([\s\S]*?)<\/p>/g)].map((m) => `${m[1]}:${text(m[2]!)}`)
}

describe('/b/payment price lines', () => {
  it('follow each tariff’s price display, with the total the bank charges always shown', async () => {
    // Group b: 1 290 ₽ for a month, 2 990 ₽ for 3 months, 8 990 ₽ for 12 (seeded), all monthly_price by default.
    let html = await render()
    expect(priceLines(html, 4)).toEqual(['total:1 290 ₽/мес'])
    expect(priceLines(html, 5)).toEqual(['month:996,67 ₽/мес', 'total:2 990 ₽ за 3 месяца'])
    expect(priceLines(html, 6)).toEqual(['month:749,17 ₽/мес', 'total:8 990 ₽ за 12 месяцев'])
    expect(html).toMatch(/data-tariff-id="5"[\s\S]*?data-price-display="monthly_price"/)
    // The old single «/ мес» line rounded to roubles and «за весь срок» are gone.
    expect(text(html)).not.toContain('за весь срок')

    await t.db.query(`update public.subscription_types set price_display = 'total_price' where id = 6`)
    html = await render()
    expect(priceLines(html, 6)).toEqual(['total:8 990 ₽ за 12 месяцев', 'month:749,17 ₽/мес'])
    expect(priceLines(html, 5)).toEqual(['month:996,67 ₽/мес', 'total:2 990 ₽ за 3 месяца'])
    // The lead line is the large one.
    expect(html).toMatch(/data-tariff-id="6"[\s\S]*?<p class="tariffs-page__lead" data-price-line="total"><strong>8\u00a0990\u00a0₽<\/strong>/)
  })
})
