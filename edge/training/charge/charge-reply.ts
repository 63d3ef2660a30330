// Pays for one tutor reply by domain/money/training-charge.ts (trial credits first, then a subscriber's tokens) under
// the balance's row lock, in the caller's transaction; the key is the reply's uuid, so a repeat pays nothing twice.
// A reply the provider failed to write is refunded once.
// CONTRACT STUB: the backend helper implements both.
import type { Tx } from '../../db/port'

/** Throws AppError SUBSCRIPTION_REQUIRED (403) or INSUFFICIENT_TOKENS (409, data.missing) and changes nothing. */
export async function chargeTrainingReply(_tx: Tx, _o: { userId: string; replyUuid: string }): Promise<{ account: 'trials' | 'tokens'; amount: number }> {
  return { account: 'trials', amount: 1 }
}

/** Gives back what chargeTrainingReply took for this reply (once; nothing if it took nothing). */
export async function refundTrainingReply(_tx: Tx, _o: { userId: string; replyUuid: string }): Promise<void> {}
