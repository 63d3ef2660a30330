// reactivateCurrentSubscription: renew again after a cancel, while the paid period is still running.
import type { Caller, Db } from '../db/port'
import { changeCurrentSubscription } from './current-subscription-for-update'

export const reactivateCurrentSubscription = (o: { db: Db; caller: Caller }): Promise<boolean> =>
  changeCurrentSubscription(o, (tx, s) => tx.query(`update private.subscriptions set is_renewable = true where id = $1`, [s.id]))
