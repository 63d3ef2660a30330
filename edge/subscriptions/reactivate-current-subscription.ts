// reactivateCurrentSubscription: renew again after a cancel, while the paid period is still running.
import { asService, type Caller, type Db } from '../db/port'
import { requirePayer } from '../payments/require-payer'
import { currentSubscriptionForUpdate } from './current-subscription-for-update'

export async function reactivateCurrentSubscription({ db, caller }: { db: Db; caller: Caller }): Promise<boolean> {
  const userId = requirePayer(caller)
  return asService(db, async (tx) => {
    const s = await currentSubscriptionForUpdate(tx, userId)
    await tx.query(`update private.subscriptions set is_renewable = true where id = $1`, [s.id])
    return true
  })
}
