// Money for test clients: a refill credited straight through the payment path, under a key of its own each time.
import type { Queryable } from '../../edge/db/port'
import { applyPaymentCredit } from '../../edge/money/apply-payment-credit'
import type { TLedgerAccount } from '../../domain/money/ledger-accounts'

export type TCredits = Partial<Record<TLedgerAccount, number>>

/** Credits `userId` with `credits`; a number is that many permanent tokens. */
export const giveCredits = (db: Queryable, userId: string, credits: number | TCredits) =>
  applyPaymentCredit({
    tx: db,
    paymentKey: `test-refill:${userId}:${crypto.randomUUID()}`,
    userId,
    reason: 'refill',
    credits: typeof credits === 'number' ? { permanent_tokens: credits } : credits,
  })
