// Pay an order from the balance (platform.md §4 Payment from balance), shared by the order products: with enough tokens
// it calls the order's pay mutation; otherwise it opens the refill-balance popup with the missing amount preselected
// (top-up first, issue 33; without a running subscription the popup offers one as the alternative), whose way back
// from the bank waits for the balance — and the order page then pays by itself (usePayAfterRefill).
import { missingTokens, payFromBalanceDecision, requiredBalance, type TPayFromBalanceDecision } from '../../domain/money/pay-from-balance'
import { ApiError } from '../graphql/api-error'
import type { RefillBalancePopupProps } from '../popups/popup-props'
import { openPopup } from '../popups/popup-store'
import { refreshAccount } from './account-store'
import type { TPaymentContext } from './payment-context'

export type TPayFromBalanceOptions<T> = {
  /** The order's price in tokens. */
  price: number
  /** The minimum balance the product pays from; 0 by default. */
  threshold?: number
  /** The order's pay mutation; called only when the balance is enough. */
  pay: () => Promise<T>
  /** The order being paid (its product and unified order id): the top-up's way back names it (payment-context.ts). */
  order?: Pick<TPaymentContext, 'orderType' | 'orderId'>
}

export type TPayFromBalanceResult<T> = { decision: TPayFromBalanceDecision; result?: T } | { decision: 'auth' }

export async function payFromBalance<T>({ price, threshold = 0, pay, order }: TPayFromBalanceOptions<T>): Promise<TPayFromBalanceResult<T>> {
  const me = await refreshAccount()
  if (!me) {
    openPopup('auth', { redirect: location.pathname + location.search })
    return { decision: 'auth' }
  }
  const balance = me.balance.balanceTokens
  const hasActiveSubscription = Boolean(me.userCurrentSubscription && !me.userCurrentSubscription.isAlreadyEnded)
  const decision = payFromBalanceDecision({ balance, price, threshold, hasActiveSubscription })
  const missing = missingTokens({ balance, price, threshold })
  if (decision === 'pay') {
    const result = await pay()
    await refreshAccount()
    return { decision, result }
  }
  const props: RefillBalancePopupProps = { amountTokens: missing, threshold: requiredBalance({ price, threshold }), ...(!hasActiveSubscription && { subscriptionAlternative: true }), ...(order && { context: order }) }
  openPopup('refill-balance', props)
  return { decision }
}

/** payFromBalance for an order paid outright: the paid order, or null when a popup (sign-in, refill, subscription) opened. */
export async function payOrderFromBalance<T>(options: TPayFromBalanceOptions<T>): Promise<T | null> {
  const r = await payFromBalance(options)
  return r.decision === 'pay' && 'result' in r && r.result ? r.result : null
}

/** What the server's INSUFFICIENT_TOKENS says is missing (`data.missing`), in whole tokens; null lets the popup choose. */
export const missingOf = (e: ApiError): number | null => (typeof e.data.missing === 'number' && e.data.missing > 0 ? Math.ceil(e.data.missing) : null)

/**
 * The one answer to a server's INSUFFICIENT_TOKENS (the balance moved between the check above and the payment, or a
 * product pays on the server): the refill popup with the missing amount preselected. True when `e` was that refusal.
 */
export function openRefillIfShort(e: unknown): boolean {
  if (!(e instanceof ApiError) || e.code !== 'INSUFFICIENT_TOKENS') return false
  openPopup('refill-balance', { amountTokens: missingOf(e) })
  return true
}

/** «Пополнить баланс» beside an order's price: the refill popup with what the balance lacks preselected (null: it chooses). */
export function openRefillFor(price: number, balance: number | null) {
  openPopup('refill-balance', { amountTokens: balance !== null && balance < price ? price - balance : null })
}
