// Payment from balance (platform.md §4): pay an order from the token balance when it holds enough, otherwise open the
// popup that gets the client there. The spec opens «buy subscription» without a running subscription; issue 33 made it
// top-up first for everyone — the refill popup with the missing amount preselected, a subscription offered inside it
// as the alternative — so a 10-token item never leads with a 1 290 ₽ subscription.
// Also the refill amounts the popups preselect (§9 default refill prices: AI 10, library 150). Pure.

export type TPayFromBalanceDecision = 'pay' | 'refill-popup'

export type TPayFromBalanceInput = {
  /** Tokens on the balance now. */
  balance: number
  /** The order's price in tokens. */
  price: number
  /** The minimum balance an order may be paid from (not shown in the spec; 0 when the product has none). */
  threshold?: number
  hasActiveSubscription: boolean
}

/** Tokens the balance must hold to pay: the price, and never less than the threshold. */
export const requiredBalance = ({ price, threshold = 0 }: Pick<TPayFromBalanceInput, 'price' | 'threshold'>) => Math.max(price, threshold, 0)

/** How many tokens are missing to pay (0 when the balance is enough). */
export const missingTokens = (o: Pick<TPayFromBalanceInput, 'balance' | 'price' | 'threshold'>) => Math.max(0, requiredBalance(o) - Math.max(0, o.balance))

export function payFromBalanceDecision(o: TPayFromBalanceInput): TPayFromBalanceDecision {
  return missingTokens(o) === 0 ? 'pay' : 'refill-popup'
}

/** The products a refill is opened for (the address's showRefillBalancePopup, short links rb/a and rb/l). */
export type TRefillProduct = 'AI' | 'library'

/** Spec §9: default refill amounts per product (the spec leaves the unit out; read as tokens). */
export const DEFAULT_REFILL_TOKENS: Record<TRefillProduct, number> = { AI: 10, library: 150 }

export const isRefillProduct = (v: string | null | undefined): v is TRefillProduct => v === 'AI' || v === 'library'

/**
 * The package to preselect for a wanted amount: the smallest one that covers it, else the largest on sale.
 * Null without packages or without a wanted amount (the popup then preselects the dearest).
 */
export function packageForAmount(packages: readonly number[], wanted: number | null | undefined): number | null {
  if (!packages.length || wanted == null || !Number.isFinite(wanted) || wanted <= 0) return null
  const sorted = [...packages].sort((a, b) => a - b)
  return sorted.find((p) => p >= wanted) ?? sorted[sorted.length - 1]!
}
