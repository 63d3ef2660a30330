// The events each provider's webhook applies (the rest are acknowledged and left alone); the back-office's replay
// (edge/admin/payment-notifications) holds a stored notification to the same list.
import type { TProviderName } from '../providers/registry'

export const NOTIFICATION_EVENTS: Record<TProviderName, ReadonlySet<string>> = {
  // waiting_for_capture is not taken: payments are created with capture, so only the outcome matters.
  yookassa: new Set(['payment.succeeded', 'payment.canceled', 'refund.succeeded']),
  // check and recurrent are acknowledged without a change (the payment is priced by us already).
  cloudpayments: new Set(['pay', 'fail', 'confirm', 'refund', 'cancel']),
  // AUTHORIZED is a hold before CONFIRMED: acknowledged, nothing to do yet.
  tbank: new Set(['CONFIRMED', 'REJECTED', 'CANCELED', 'REVERSED', 'PARTIAL_REVERSED', 'DEADLINE_EXPIRED', 'AUTH_FAIL', 'REFUNDED', 'PARTIAL_REFUNDED']),
  testbank: new Set(['payment.succeeded', 'payment.canceled', 'refund.succeeded']),
}
