// Tariff arithmetic of the subscription page (platform spec §9 Tariffs): pure, shared by the server and the islands.
import { z } from 'zod'
import { plural } from '../text/plural'
import { formatKopecks, formatRubles } from './format'

const TARIFF_GROUPS = ['a', 'b', 'c'] as const
export type TTariffGroup = (typeof TARIFF_GROUPS)[number]
/** The tariff experiment's default variant. */
const DEFAULT_TARIFF_GROUP: TTariffGroup = 'a'

const ZTariffGroup = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(TARIFF_GROUPS))

/** The address's `tariffGroup` wins over the experiment's variant; anything unknown falls back to the default. */
export function resolveTariffGroup({ query, experiment }: { query?: string | null; experiment?: string | null }): TTariffGroup {
  for (const value of [query, experiment]) {
    const parsed = ZTariffGroup.safeParse(value)
    if (parsed.success) return parsed.data
  }
  return DEFAULT_TARIFF_GROUP
}

export type TTariffPrice = { price: number; durationInMonths: number }
export type TDiscount = { amount: number; amountType: 'fixed' | 'percent' }

/** Price per month, rounded to whole rubles (the spec's monthlyPrice of subscriptionTypes). */
export const monthlyPrice = (t: TTariffPrice) => Math.round(t.price / t.durationInMonths)

/**
 * Price per month in kopecks, as a bank would charge a month's share: whole kopecks, half up. 2 990 ₽ for 3 months is
 * 99 667 (996,67 ₽), not the 997 ₽ the rounded figure shows, which the client would multiply into 2 991 ₽.
 */
export const monthlyPriceKopecks = (t: TTariffPrice) => Math.round((t.price * 100) / Math.max(1, t.durationInMonths))

/**
 * How a tariff card leads (spec §3 Subscription type «Price display: monthly_price or total_price»): a tariff's own
 * setting (public.subscription_types.price_display, the back-office edits it). Either way the card shows both the
 * month's share and the total the bank charges; the setting only chooses which comes first and large.
 */
export const PRICE_DISPLAYS = ['monthly_price', 'total_price'] as const
export type TPriceDisplay = (typeof PRICE_DISPLAYS)[number]
export const ZPriceDisplay = z.enum(PRICE_DISPLAYS)
/** What a tariff without its own setting (or with an unknown one) shows. */
export const DEFAULT_PRICE_DISPLAY: TPriceDisplay = 'monthly_price'
export const priceDisplayOf = (value: string | null | undefined): TPriceDisplay => ZPriceDisplay.safeParse(value).data ?? DEFAULT_PRICE_DISPLAY

const MONTH_FORMS = ['месяц', 'месяца', 'месяцев'] as const

/** One price line of a card: the figure («2 990 ₽») and what follows it («за 3 месяца», «/мес»). */
export type TPriceLine = { kind: 'month' | 'total'; figure: string; suffix: string }

/**
 * The price lines of a tariff card, the lead first: monthly_price leads with the month's share in kopecks («996,67 ₽/мес»)
 * and gives the total charged beneath («2 990 ₽ за 3 месяца»); total_price the other way round. A one-month tariff's
 * month is its total: one line, «990 ₽/мес», the total. The total the bank charges is always one of the lines.
 */
export function tariffPriceLines(t: TTariffPrice, display: TPriceDisplay): TPriceLine[] {
  const months = Math.max(1, t.durationInMonths)
  const total: TPriceLine = { kind: 'total', figure: formatRubles(t.price), suffix: months === 1 ? '/мес' : ` за ${months} ${plural(months, MONTH_FORMS)}` }
  if (months === 1) return [total]
  const month: TPriceLine = { kind: 'month', figure: formatKopecks(monthlyPriceKopecks(t)), suffix: '/мес' }
  return display === 'total_price' ? [total, month] : [month, total]
}

/** Tariffs by price, cheapest first (a stable copy). */
export const sortTariffs = <T extends TTariffPrice>(tariffs: readonly T[]): T[] => [...tariffs].sort((a, b) => a.price - b.price)

/** The base tariff: the cheapest by price. */
export const baseTariff = <T extends TTariffPrice>(tariffs: readonly T[]): T | undefined => sortTariffs(tariffs)[0]

/** The best offer: the cheapest per month (exact price / months; the first such by price on a tie). */
export function bestOffer<T extends TTariffPrice>(tariffs: readonly T[]): T | undefined {
  let best: T | undefined
  for (const t of sortTariffs(tariffs)) if (!best || t.price / t.durationInMonths < best.price / best.durationInMonths) best = t
  return best
}

/**
 * What a tariff saves against paying the base tariff's monthly price for as many months (spec §9: base per-month ×
 * duration − the tariff's per-month × duration), in whole rubles. Computed in kopecks from the exact prices, not from
 * the rounded per-month figures the cards show: (1 290 − 997) × 3 made «3 месяца» of group b save 879 ₽ and
 * (1 290 − 749) × 12 its year 6 492 ₽, where the bank is asked for 3 × 1 290 − 2 990 = 880 and 12 × 1 290 − 8 990 =
 * 6 490 less. Kopecks left over (a base of several months) round down: never more than is saved.
 */
export function benefit(tariff: TTariffPrice, base: TTariffPrice): number {
  const baseKopecks = Math.round((base.price * 100 * tariff.durationInMonths) / Math.max(1, base.durationInMonths))
  return Math.floor((baseKopecks - tariff.price * 100) / 100)
}

/**
 * «Выгода 880 ₽» when there is a benefit, otherwise nothing to show. The spec row (platform.md §9) writes
 * 'Выгода {n} р.'; issue 33 overrides the unit: every sum on the site is ₽ through formatRubles. The word stays.
 */
export const benefitLabel = (n: number): string | null => (n > 0 ? `Выгода ${formatRubles(n)}` : null)

/** `-25%` for a percent discount, `-300 ₽` for a fixed one (the spec's '-{amount} p.', in ₽ as issue 33 asks). */
export const discountLabel = (d: TDiscount) => (d.amountType === 'percent' ? `-${d.amount}%` : `-${formatRubles(d.amount)}`)

/** The discounted price when there is one, else the tariff's own. */
export const displayedPrice = (t: { price: number; discountInfo?: { price: number } | null }) => t.discountInfo?.price ?? t.price
