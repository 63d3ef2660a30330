// The caller's running subscription, locked for a change by one of the subscription actions.
import { asService, type Caller, type Db, type Tx } from '../db/port'
import { AppError } from '../http/errors'
import { requirePayer } from '../payments/require-payer'

export type TLockedSubscription = { id: string; is_renewable: boolean; frozen_at: Date | null }

const NO_ACTIVE_SUBSCRIPTION = 'У тебя нет активной подписки'

async function currentSubscriptionForUpdate(tx: Tx, userId: string): Promise<TLockedSubscription> {
  const rows = await tx.query<TLockedSubscription>(
    `select id, is_renewable, frozen_at from private.subscriptions
     where user_id = $1 and ends_at > now() order by ends_at desc limit 1 for update`,
    [userId],
  )
  if (!rows[0]) throw new AppError('NOT_FOUND', NO_ACTIVE_SUBSCRIPTION)
  return rows[0]
}

/** One subscription action of the paying client: their running subscription, locked, handed to `change`; answers true. */
export async function changeCurrentSubscription(
  { db, caller }: { db: Db; caller: Caller },
  change: (tx: Tx, s: TLockedSubscription) => Promise<unknown>,
): Promise<boolean> {
  const userId = requirePayer(caller)
  return asService(db, async (tx) => {
    await change(tx, await currentSubscriptionForUpdate(tx, userId))
    return true
  })
}
