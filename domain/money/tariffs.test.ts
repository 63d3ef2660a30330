import { describe, expect, it } from 'vitest'
import {
  baseTariff,
  benefit,
  benefitLabel,
  bestOffer,
  discountLabel,
  displayedPrice,
  monthlyPrice,
  monthlyPriceKopecks,
  PRICE_DISPLAYS,
  priceDisplayOf,
  resolveTariffGroup,
  sortTariffs,
  tariffPriceLines,
} from './tariffs'

// Group a as seeded: 990 ₽ a month, 2 490 ₽ for 3, 7 990 ₽ for 12.
const month = { id: 1, price: 990, durationInMonths: 1 }
const quarter = { id: 2, price: 2490, durationInMonths: 3 }
const year = { id: 3, price: 7990, durationInMonths: 12 }

describe('tariff arithmetic', () => {
  it('sorts by price ascending without touching the input', () => {
    const input = [year, month, quarter]
    expect(sortTariffs(input).map((t) => t.id)).toEqual([1, 2, 3])
    expect(input.map((t) => t.id)).toEqual([3, 1, 2])
  })

  it('takes the cheapest by price as base and the cheapest per month as best offer', () => {
    expect(baseTariff([year, quarter, month])).toBe(month)
    expect(bestOffer([month, quarter, year])).toBe(year)
    // A dear year loses the best offer to the quarter: 12 600 / 12 = 1 050 > 830.
    expect(bestOffer([month, quarter, { id: 4, price: 12600, durationInMonths: 12 }])).toBe(quarter)
    expect(baseTariff([])).toBeUndefined()
  })

  it('rounds the monthly price', () => {
    expect(monthlyPrice(quarter)).toBe(830)
    expect(monthlyPrice(year)).toBe(666) // 665.83
    expect(monthlyPrice({ price: 1790, durationInMonths: 3 })).toBe(597) // 596.67
  })

  it('computes the benefit in kopecks from the exact prices, not from the rounded monthly figures', () => {
    expect(benefit(quarter, month)).toBe(990 * 3 - 2490) // 480
    expect(benefit(year, month)).toBe(990 * 12 - 7990) // 3 890 (the rounded 666 ₽ a month made it 3 888)
    expect(benefit(month, month)).toBe(0)
    // Group b: 1 290 ₽ a month, 2 990 ₽ for 3, 8 990 ₽ for 12 — the per-month 997 and 749 made these 879 and 6 492.
    const bMonth = { price: 1290, durationInMonths: 1 }
    expect(benefit({ price: 2990, durationInMonths: 3 }, bMonth)).toBe(880)
    expect(benefit({ price: 8990, durationInMonths: 12 }, bMonth)).toBe(6490)
    // A base of several months: leftover kopecks round down (3 × 1 000 / 2 = 1 500; 1 000 × 5 / 3 = 1 666,67 − 1 500 → 166).
    expect(benefit({ price: 1500, durationInMonths: 3 }, { price: 1000, durationInMonths: 2 })).toBe(0)
    expect(benefit({ price: 1500, durationInMonths: 5 }, { price: 1000, durationInMonths: 3 })).toBe(166)
    expect(benefitLabel(benefit(quarter, month))).toBe('Выгода 480\u00a0₽')
    expect(benefitLabel(880)).toBe('Выгода 880\u00a0₽')
    expect(benefitLabel(6490)).toBe('Выгода 6\u00a0490\u00a0₽')
    expect(benefitLabel(0)).toBeNull()
    expect(benefitLabel(-10)).toBeNull()
  })

  it('labels discounts and picks the displayed price', () => {
    expect(discountLabel({ amount: 25, amountType: 'percent' })).toBe('-25%')
    expect(discountLabel({ amount: 300, amountType: 'fixed' })).toBe('-300\u00a0₽')
    expect(discountLabel({ amount: 2.5, amountType: 'fixed' })).toBe('-2,50\u00a0₽')
    expect(displayedPrice({ price: 990, discountInfo: { price: 743 } })).toBe(743)
    expect(displayedPrice({ price: 990, discountInfo: null })).toBe(990)
    expect(displayedPrice({ price: 990 })).toBe(990)
  })
})

describe('resolveTariffGroup', () => {
  it('lets the address override the experiment, which overrides the default', () => {
    expect(resolveTariffGroup({ query: 'B', experiment: 'c' })).toBe('b')
    expect(resolveTariffGroup({ query: null, experiment: 'c' })).toBe('c')
    expect(resolveTariffGroup({ query: 'zzz', experiment: 'x' })).toBe('a')
    expect(resolveTariffGroup({})).toBe('a')
  })
})

describe('price display', () => {
  const nb = (s: string) => s.replace(/\u00a0/g, ' ')
  const lines = (t: { price: number; durationInMonths: number }, d: 'monthly_price' | 'total_price') =>
    tariffPriceLines(t, d).map((l) => `${l.kind}:${nb(l.figure + l.suffix)}`)

  it('computes the month in whole kopecks, half up, as a bank would charge it', () => {
    expect(monthlyPriceKopecks({ price: 2990, durationInMonths: 3 })).toBe(99667)
    expect(monthlyPriceKopecks({ price: 7990, durationInMonths: 12 })).toBe(66583)
    expect(monthlyPriceKopecks({ price: 990, durationInMonths: 1 })).toBe(99000)
    expect(monthlyPriceKopecks({ price: 2283, durationInMonths: 3 })).toBe(76100)
  })

  it('leads with the month or the total, and always shows the total charged', () => {
    const quarter = { price: 2990, durationInMonths: 3 }
    expect(lines(quarter, 'monthly_price')).toEqual(['month:996,67 ₽/мес', 'total:2 990 ₽ за 3 месяца'])
    expect(lines(quarter, 'total_price')).toEqual(['total:2 990 ₽ за 3 месяца', 'month:996,67 ₽/мес'])
    expect(lines({ price: 8990, durationInMonths: 12 }, 'monthly_price')).toEqual(['month:749,17 ₽/мес', 'total:8 990 ₽ за 12 месяцев'])
    // A month's total is the month: one line either way.
    expect(lines({ price: 1290, durationInMonths: 1 }, 'total_price')).toEqual(['total:1 290 ₽/мес'])
    expect(lines({ price: 1290, durationInMonths: 1 }, 'monthly_price')).toEqual(['total:1 290 ₽/мес'])
    for (const d of PRICE_DISPLAYS) for (const t of [quarter, { price: 990, durationInMonths: 1 }]) expect(tariffPriceLines(t, d).some((l) => l.kind === 'total')).toBe(true)
  })

  it('reads an unknown setting as monthly_price', () => {
    expect(priceDisplayOf('total_price')).toBe('total_price')
    expect(priceDisplayOf('weekly')).toBe('monthly_price')
    expect(priceDisplayOf(null)).toBe('monthly_price')
  })
})
