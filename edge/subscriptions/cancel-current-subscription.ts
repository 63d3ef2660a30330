// cancelCurrentSubscription: stop renewing; the paid period runs to its end.
import type { Caller, Db } from '../db/port'
import { changeCurrentSubscription } from './current-subscription-for-update'

export const cancelCurrentSubscription = (o: { db: Db; caller: Caller }): Promise<boolean> =>
  changeCurrentSubscription(o, (tx, s) => tx.query(`update private.subscriptions set is_renewable = false where id = $1`, [s.id]))
