// The caller's latest subscription and the one running now (spec §3 Subscription), read under row-level security.
import { asCaller, type Caller, type Db } from '../db/port'

export type TSubscription = {
  id: string
  refillScheduledAt: Date | null
  endsAt: Date
  createdAt: Date
  isRenewable: boolean
  isAlreadyEnded: boolean
  isFrozen: boolean
  subscriptionTypeId: number
  tariffGroup: string
}

type TRow = { id: string; refill_scheduled_at: Date | null; ends_at: Date; created_at: Date; is_renewable: boolean; frozen_at: Date | null; subscription_type_id: number; tariff_group: string; ended: boolean }

/** latest: the period that ends last; current: the latest one still running (null when none is). */
export async function getSubscriptions({ db, caller }: { db: Db; caller: Caller }): Promise<{ latest: TSubscription | null; current: TSubscription | null }> {
  if (caller.role !== 'authenticated') return { latest: null, current: null }
  const rows = await asCaller(db, caller, (tx) =>
    tx.query<TRow>(
      `select s.id, s.refill_scheduled_at, s.ends_at, s.created_at, s.is_renewable, s.frozen_at, s.subscription_type_id, t.tariff_group,
              s.ends_at <= now() as ended
       from public.subscriptions s join public.subscription_types t on t.id = s.subscription_type_id
       where s.user_id = auth.uid() order by s.ends_at desc limit 1`,
    ),
  )
  const row = rows[0]
  if (!row) return { latest: null, current: null }
  const s: TSubscription = {
    id: row.id,
    refillScheduledAt: row.refill_scheduled_at,
    endsAt: row.ends_at,
    createdAt: row.created_at,
    isRenewable: row.is_renewable,
    isAlreadyEnded: row.ended,
    isFrozen: row.frozen_at !== null,
    subscriptionTypeId: row.subscription_type_id,
    tariffGroup: row.tariff_group,
  }
  return { latest: s, current: row.ended ? null : s }
}
