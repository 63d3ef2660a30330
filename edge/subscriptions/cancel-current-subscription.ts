// cancelCurrentSubscription: stop renewing; the paid period runs to its end.
import { asService, type Caller, type Db } from '../db/port'
import { requirePayer } from '../payments/require-payer'
import { currentSubscriptionForUpdate } from './current-subscription-for-update'

export async function cancelCurrentSubscription({ db, caller }: { db: Db; caller: Caller }): Promise<boolean> {
  const userId = requirePayer(caller)
  return asService(db, async (tx) => {
    const s = await currentSubscriptionForUpdate(tx, userId)
    await tx.query(`update private.subscriptions set is_renewable = false where id = $1`, [s.id])
    return true
  })
}
