// getCouponDetailsByPromoCode: the coupon behind a code the client typed, with whether it applies to them.
import type { Caller, Db } from '../db/port'
import { findCouponDetails, type TCouponDetails } from './coupon-details'

export async function getCouponDetailsByPromoCode({ db, caller, promoCode }: { db: Db; caller: Caller; promoCode: string }): Promise<TCouponDetails> {
  return db.transaction((tx) => findCouponDetails(tx, { caller, by: 'code', value: promoCode }))
}
