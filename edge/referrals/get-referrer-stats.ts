// me.referrerStats: tokens earned from friends, friends registered by this user's link, and friends who subscribed.
// Other users' rows are out of the caller's reach under RLS, so this reads as the server, scoped to the caller's id.
import { asService, type Db } from '../db/port'
import { REFERRAL_REWARD_TOKENS } from './reward-referrer'

export type TReferrerStats = { earnedTokens: number; registrations: number; subscriptions: number; rewardTokens: number }

export async function getReferrerStats({ db, userId }: { db: Db; userId: string }): Promise<TReferrerStats> {
  const rows = await asService(db, (tx) =>
    tx.query<{ earned: string; registrations: string; subscriptions: string }>(
      `select
         (select coalesce(sum(delta), 0) from private.ledger_entries where user_id = $1 and reason = 'referral')::text as earned,
         (select count(*) from public.users where referrer_id = $1)::text as registrations,
         (select count(distinct s.user_id) from private.subscriptions s join public.users u on u.id = s.user_id where u.referrer_id = $1)::text as subscriptions`,
      [userId],
    ),
  )
  const r = rows[0]!
  return { earnedTokens: Number(r.earned), registrations: Number(r.registrations), subscriptions: Number(r.subscriptions), rewardTokens: REFERRAL_REWARD_TOKENS }
}
