// isFrozenCurrentSubscription: always a boolean (the page shows a generic error otherwise); false without a subscription.
import type { Caller, Db } from '../db/port'
import { getSubscriptions } from './get-subscriptions'

export async function isFrozenCurrentSubscription({ db, caller }: { db: Db; caller: Caller }): Promise<boolean> {
  const { current } = await getSubscriptions({ db, caller })
  return current?.isFrozen ?? false
}
