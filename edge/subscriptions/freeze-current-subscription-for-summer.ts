// freezeCurrentSubscriptionForSummer: marks the running subscription frozen; refills skip a frozen subscription.
import type { Caller, Db } from '../db/port'
import { AppError } from '../http/errors'
import { changeCurrentSubscription } from './current-subscription-for-update'
import { summerFreezeRefusal } from '../../domain/money/summer-freeze'

export function freezeCurrentSubscriptionForSummer({ db, caller, now = new Date() }: { db: Db; caller: Caller; now?: Date }): Promise<boolean> {
  return changeCurrentSubscription({ db, caller }, async (tx, s) => {
    const refusal = summerFreezeRefusal({ isRenewable: s.is_renewable, isFrozen: s.frozen_at !== null }, now)
    if (refusal) throw new AppError('BAD_REQUEST', refusal)
    await tx.query(`update private.subscriptions set frozen_at = $2 where id = $1`, [s.id, now])
  })
}
