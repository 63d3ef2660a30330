// Takes back what a refunded payment credited, through private.reverse_payment: once per refund operation, in
// proportion to the refunded share, never below zero (what was already spent is recorded as the payment's shortfall).
import type { Queryable } from '../db/port'

export type TReversal = 'reversed' | 'ignored' | 'mismatch' | 'unknown-payment'

export async function reversePayment({ tx, paymentId, provider, refundId, refundKopecks, full }: {
  tx: Queryable
  paymentId: string
  provider: string
  /** The provider's id of this refund operation: the idempotency key of the reversal. */
  refundId: string
  refundKopecks: number
  /** The provider says the whole payment is refunded now, whatever the operations add up to. */
  full: boolean
}): Promise<TReversal> {
  const rows = await tx.query<{ outcome: TReversal }>('select private.reverse_payment($1, $2, $3, $4, $5) as outcome', [paymentId, provider, refundId, refundKopecks, full])
  return rows[0]!.outcome
}
