// Numbers as the interface shows them — rubles, tokens, counts — through one place, so every figure groups its
// thousands the same way: Intl ru-RU with a no-break space (U+00A0) between groups and before ₽ or a unit, so a
// figure never wraps. Nothing else in the product calls toLocaleString or Intl.NumberFormat on a number.

import { plural, TOKEN_FORMS } from '../text/plural'

const RUBLES = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 0, maximumFractionDigits: 0 })
const RUBLES_KOPECKS = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 2, maximumFractionDigits: 2 })
const NUMBERS = [0, 1, 2, 3, 4].map((digits) => new Intl.NumberFormat('ru-RU', { maximumFractionDigits: digits }))

/** The one no-break space between a figure and its unit. */
const NBSP = '\u00a0'

/** `1990` → `1 990 ₽` (no-break spaces); kopecks, both digits, only when there are some: `12.5` → `12,50 ₽`. */
export function formatRubles(rubles: number): string {
  return Number.isInteger(Math.round(rubles * 100) / 100) ? RUBLES.format(rubles) : RUBLES_KOPECKS.format(rubles)
}

/** Ledger amounts are kopecks; `199000` → `1 990 ₽`. */
export function formatKopecks(kopecks: number): string {
  return formatRubles(kopecks / 100)
}

export const kopecksToRubles = (kopecks: number) => kopecks / 100

/** What the bank is asked to charge for a ruble price: whole kopecks (a fixed discount of 26,20 ₽ leaves 163.8, whose
 * × 100 in floating point is 16379.999999999998). */
export const rublesToKopecks = (rubles: number) => Math.round(rubles * 100)

/** `12000` → `12 000`, `1,5` with one fraction digit allowed (0 to 4; whole numbers by default). */
export function formatNumber(n: number, maxFractionDigits: 0 | 1 | 2 | 3 | 4 = 0): string {
  return NUMBERS[maxFractionDigits]!.format(n)
}

/** `1 токен`, `3 токена`, `1 500 токенов` (grouped, a no-break space before the word). */
export function formatTokens(n: number): string {
  return `${formatNumber(n)}${NBSP}${plural(n, TOKEN_FORMS)}`
}
