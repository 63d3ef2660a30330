// getCouponDetailsByPromoCode: the coupon behind a code the client typed, with whether it applies to them.
import { asService, type Caller, type Db } from '../db/port'
import { findCouponDetails, type TCouponDetails } from './coupon-details'

export async function getCouponDetailsByPromoCode({ db, caller, promoCode }: { db: Db; caller: Caller; promoCode: string }): Promise<TCouponDetails> {
  return asService(db, (tx) => findCouponDetails(tx, { caller, by: 'code', value: promoCode }))
}
