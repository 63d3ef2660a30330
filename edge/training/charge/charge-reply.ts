// Pays for one tutor reply by domain/money/training-charge.ts (trial credits first, then a subscriber's tokens) under
// the balance's row lock, in the caller's transaction; the key is the reply's uuid, so a repeat pays nothing twice.
// With the built-in demo writer (`demo`) the reply is allowed by the same rule and nothing is taken.
// A reply the provider failed to write is refunded once, to the account(s) that paid it (refundOrderSpend).
import type { Tx } from '../../db/port'
import { AppError } from '../../http/errors'
import { refundOrderSpend } from '../../money/refund-order-spend'
import { spendTokens } from '../../money/spend-tokens'
import { trainingReplyCharge } from '../../../domain/money/training-charge'
import { TRAINING_MESSAGES } from '../../../domain/training/input'

const replyKey = (replyUuid: string) => `training-reply:${replyUuid}`
const refundKey = (replyUuid: string) => `training-refund:${replyUuid}`

type TPaid = { account: string; delta: string | number }

/** The ledger entries this reply's key wrote: one 'trials' entry, or one per token account spend_tokens took from. */
const paidEntries = (tx: Tx, replyUuid: string) =>
  tx.query<TPaid>(`select account, delta from private.ledger_entries where (idempotency_key = $1::text or idempotency_key like $1::text || ':%') and delta < 0`, [replyKey(replyUuid)])

/** Throws AppError SUBSCRIPTION_REQUIRED (403) or INSUFFICIENT_TOKENS (409, data.missing) and changes nothing. */
export async function chargeTrainingReply(tx: Tx, o: { userId: string; replyUuid: string; demo: boolean }): Promise<{ account: 'trials' | 'tokens' | 'demo'; amount: number }> {
  // The lock comes first: a concurrent send of the same client waits here and then sees what this one took.
  const [payer] = await tx.query<{ trials: string | number; tokens: string | number; has_active_subscription: boolean }>(
    'select trials, tokens, has_active_subscription from private.lock_payer($1::uuid)',
    [o.userId],
  )
  const paid = await paidEntries(tx, o.replyUuid)
  if (paid.length) {
    const amount = paid.reduce((sum, e) => sum - Number(e.delta), 0)
    return { account: paid.some((e) => e.account === 'trials') ? 'trials' : 'tokens', amount }
  }
  const charge = trainingReplyCharge(
    { hasActiveSubscription: Boolean(payer?.has_active_subscription), trials: Number(payer?.trials ?? 0), tokens: Number(payer?.tokens ?? 0) },
    { demo: o.demo },
  )
  if (!charge.ok) {
    if (charge.code === 'SUBSCRIPTION_REQUIRED') throw new AppError('SUBSCRIPTION_REQUIRED', TRAINING_MESSAGES.subscriptionRequired)
    throw new AppError('INSUFFICIENT_TOKENS', undefined, { account: 'tokens', missing: charge.missing })
  }
  if (charge.account === 'demo') return { account: 'demo', amount: 0 }
  if (charge.account === 'trials') {
    await tx.query(`select * from private.debit($1::uuid, 'trials', $2, 'training-reply', $3, $4)`, [o.userId, charge.amount, replyKey(o.replyUuid), o.replyUuid])
  } else {
    await spendTokens(tx, { userId: o.userId, amount: charge.amount, reason: 'training-reply', idempotencyKey: replyKey(o.replyUuid), ref: o.replyUuid })
  }
  return { account: charge.account, amount: charge.amount }
}

/** Gives back what chargeTrainingReply took for this reply (once; nothing if it took nothing), to the accounts it took from. */
export async function refundTrainingReply(tx: Tx, o: { userId: string; replyUuid: string }): Promise<void> {
  // The refund keys keep the names they had before refundOrderSpend: `training-refund:<uuid>[:account]`, so a reply
  // refunded under the old code is never refunded again.
  await refundOrderSpend({
    tx,
    userId: o.userId,
    spendKey: replyKey(o.replyUuid),
    naming: { reason: 'training-refund', key: (spent) => refundKey(o.replyUuid) + spent.slice(replyKey(o.replyUuid).length) },
  })
}
