// When the text-work wizard shows its Payment step (orders.md §4): pure, so the wizard and the server agree.
import { ESSAY_STATUS, type TEssayStatus } from './statuses'

export type TPaymentStepInput = {
  status: TEssayStatus
  isPaid: boolean
  hasActiveSubscription: boolean
  /** Tokens on the balance that can pay for the work. */
  balanceTokens: number
  /** The threshold the order costs from the balance (the spec does not show its value). */
  paymentThreshold: number
  /** A fake introduction exists, or the server will generate one. */
  hasFakeIntroduction: boolean
  shouldGenerateFakeIntroduction: boolean
  /** A payment for this order, a subscription or a token refill is being processed. */
  paymentInProgress: boolean
}

export function isPaymentStep(o: TPaymentStepInput): boolean {
  if (o.isPaid) return false
  if (o.paymentInProgress) return true
  return (
    o.status === ESSAY_STATUS.onApproveOutline &&
    !o.hasActiveSubscription &&
    o.balanceTokens < o.paymentThreshold &&
    (o.hasFakeIntroduction || o.shouldGenerateFakeIntroduction)
  )
}

/** Saving the outline searches references at once when the client can pay (subscription or enough balance). */
export function canSearchReferencesAfterOutline(o: { hasActiveSubscription: boolean; balanceTokens: number; paymentThreshold: number }): boolean {
  return o.hasActiveSubscription || o.balanceTokens >= o.paymentThreshold
}
