// Subscription.deferredBonuses: the bonuses granted with a subscription's purchase, applied or waiting, read under RLS.
import { asCaller, type Caller, type Db } from '../db/port'

export type TDeferredBonus = { id: string; amount: number; bonusReason: string; createdAt: Date; isApplied: boolean }

export async function getDeferredBonuses({ db, caller, subscriptionId }: { db: Db; caller: Caller; subscriptionId: string }): Promise<TDeferredBonus[]> {
  if (caller.role !== 'authenticated') return []
  return asCaller(db, caller, (tx) =>
    tx.query<TDeferredBonus>(
      `select id, amount, bonus_reason as "bonusReason", created_at as "createdAt", is_applied as "isApplied"
       from public.deferred_bonuses where subscription_id = $1 order by created_at, id`,
      [subscriptionId],
    ),
  )
}
