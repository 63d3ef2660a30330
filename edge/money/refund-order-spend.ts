// Gives back to the balance what an order's payment from the balance took: the entries its spend key wrote (a free
// question on 'trials', or spend_tokens's subscription, temporary and permanent shares) come back to the same accounts,
// each as one ledger entry keyed by the entry it returns. Idempotent: a second call, or a concurrent one, finds the
// refund keys taken and returns nothing more.
import type { TLedgerAccount } from '../../domain/money/ledger-accounts'
import type { Queryable } from '../db/port'

/** Units returned per account by this call; empty when the order took nothing or was refunded before. */
export type TOrderRefund = Partial<Record<TLedgerAccount, number>>

type TSpent = { account: TLedgerAccount; delta: string | number; reason: string; ref: string | null; idempotency_key: string }
type TCredited = { replayed: boolean }

// spend_tokens writes `key:account` for each token account it takes from; a free question is debited under the key itself.
const spendEntryKeys = (spendKey: string) => [spendKey, ...(['subscription_tokens', 'temporary_tokens', 'permanent_tokens'] as const).map((a) => `${spendKey}:${a}`)]

const orderRefundKey = (spentEntryKey: string) => `order-refund:${spentEntryKey}`

/**
 * Call it in the transaction that settles the order's failure. Temporary tokens come back without an expiry of their
 * own: private.expire_temporary_tokens counts the balance above the unexpired grants against the next grant that
 * lapses, so they lapse with the grant they came from (unless that grant lapsed between the payment and the refund).
 */
export async function refundOrderSpend({ tx, userId, spendKey, naming }: {
  tx: Queryable
  userId: string
  /** The idempotency key the payment spent under, e.g. `ai-order:42`. */
  spendKey: string
  /**
   * How the refund's entries are named, for a spend whose refunds were named before this seam existed (a tutor reply's
   * `training-refund:…`): the reason, and the refund key of each spent entry's key. By default `<reason>_refund` and
   * `order-refund:<key>`.
   */
  naming?: { reason: string; key: (spentEntryKey: string) => string }
}): Promise<TOrderRefund> {
  // The balance row first: a concurrent refund of the same order waits here, then finds every refund key taken.
  await tx.query('select 1 from private.lock_payer($1::uuid)', [userId])
  const spent = await tx.query<TSpent>(
    `select account, delta::text as delta, reason, ref, idempotency_key from private.ledger_entries
      where user_id = $1::uuid and idempotency_key = any($2::text[]) and delta < 0 order by id`,
    [userId, spendEntryKeys(spendKey)],
  )
  const refund: TOrderRefund = {}
  for (const e of spent) {
    const amount = -Number(e.delta)
    const [credited] = await tx.query<TCredited>(`select replayed from private.credit($1::uuid, $2, $3, $4, $5, $6)`, [
      userId,
      e.account,
      amount,
      naming?.reason ?? `${e.reason}_refund`,
      (naming?.key ?? orderRefundKey)(e.idempotency_key),
      e.ref,
    ])
    if (!credited!.replayed) refund[e.account] = (refund[e.account] ?? 0) + amount
  }
  return refund
}
