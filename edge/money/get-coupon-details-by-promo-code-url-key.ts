// getCouponDetailsByPromoCodeUrlKey: the coupon behind an address's promo key (?offer=…), with whether it applies to the caller.
import { asService, type Caller, type Db } from '../db/port'
import { findCouponDetails, type TCouponDetails } from './coupon-details'

export async function getCouponDetailsByPromoCodeUrlKey({ db, caller, promoCodeUrlKey }: { db: Db; caller: Caller; promoCodeUrlKey: string }): Promise<TCouponDetails> {
  return asService(db, (tx) => findCouponDetails(tx, { caller, by: 'url_key', value: promoCodeUrlKey }))
}
