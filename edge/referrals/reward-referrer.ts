// The referral reward: when a referred friend's first payment succeeds, the referrer gets permanent tokens, once per
// friend (the ledger key is the friend's id, so a second payment or a replay credits nothing).
import type { Queryable } from '../db/port'
import { applyPaymentCredit } from '../money/apply-payment-credit'

export const REFERRAL_REWARD_TOKENS = 50

export async function rewardReferrer({ tx, friendId, paymentId }: { tx: Queryable; friendId: string; paymentId: string }): Promise<boolean> {
  const rows = await tx.query<{ referrer_id: string | null }>(`select referrer_id from public.users where id = $1`, [friendId])
  const referrerId = rows[0]?.referrer_id
  if (!referrerId || referrerId === friendId) return false
  return applyPaymentCredit({
    tx,
    paymentKey: `referral:${friendId}`,
    userId: referrerId,
    credits: { permanent_tokens: REFERRAL_REWARD_TOKENS },
    reason: 'referral',
    ref: paymentId,
  })
}
