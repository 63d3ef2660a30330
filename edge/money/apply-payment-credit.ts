// Credits what a successful payment bought, exactly once per payment, through private.apply_payment_credit.
import type { TLedgerAccount } from '../../domain/money/ledger-accounts'
import type { Queryable } from '../db/port'

export type TApplyPaymentCredit = {
  /** The transaction that marks the payment paid. */
  tx: Queryable
  /** Unique per payment (e.g. `tinkoff:123456`); a repeated bank callback with the same key changes nothing. */
  paymentKey: string
  userId: string
  /** Amounts per account: kopecks for coins, units for the rest. */
  credits: Partial<Record<TLedgerAccount, number>>
  reason: string
  ref?: string | null
  /** When temporary tokens lapse. */
  expiresAt?: Date | null
}

/** True the first time the payment is applied, false on a replay. Call it inside the transaction that marks the payment paid. */
export async function applyPaymentCredit({ tx, paymentKey, userId, credits, reason, ref, expiresAt }: TApplyPaymentCredit): Promise<boolean> {
  const rows = await tx.query<{ applied: boolean }>('select private.apply_payment_credit($1, $2, $3::text::jsonb, $4, $5, $6) as applied', [
    paymentKey,
    userId,
    JSON.stringify(credits),
    reason,
    ref ?? null,
    expiresAt ?? null,
  ])
  return rows[0]?.applied === true
}
