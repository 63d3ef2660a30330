// The influencer condition of platform.md §5: «A discount is hidden unless the influencer condition holds». One pure
// rule that the server applies where a coupon is described (getCouponDetailsBy…), shown on the tariffs
// (subscriptionTypes.discountInfo) and charged (purchase, purchaseEcosystem): all of them go through
// edge/money/coupon-details.ts, which folds this into isApplicable, so what is hidden is never charged and the reverse.

/** A promo code as an influencer carries it (spec §3 Influencer.promoCode). */
export type TInfluencerCode = { isActive: boolean; startsAt: Date | null; endsAt: Date | null }

/** The code is switched on and now is inside its window (startsAt inclusive, endsAt exclusive; null: unbounded). */
export function influencerCodeLive(code: TInfluencerCode, now: Date): boolean {
  const t = now.getTime()
  return code.isActive && (code.startsAt == null || code.startsAt.getTime() <= t) && (code.endsAt == null || t < code.endsAt.getTime())
}

/**
 * Whether a discount may be shown (and so charged). The condition:
 * - a code no influencer hands out (`influencerCode` null) is not the influencer's business: it holds;
 * - an influencer's code holds only while it is live (influencerCodeLive) and the client has no running subscription —
 *   a blogger's offer is for those who have none, as the influencer banner is (spec §2 Banners: «influencer banner for
 *   users without a subscription»). A guest has none.
 */
export function influencerDiscountShown({
  influencerCode,
  hasRunningSubscription,
  now,
}: {
  influencerCode: TInfluencerCode | null
  hasRunningSubscription: boolean
  now: Date
}): boolean {
  if (!influencerCode) return true
  return influencerCodeLive(influencerCode, now) && !hasRunningSubscription
}
