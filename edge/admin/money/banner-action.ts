// A back-office change to what the app's banners show (coupons with their promo codes, influencers): the change and its
// audit entry go through adminAction, then the app's cached banners (edge/money/cached-influencer.ts) are dropped so
// the next page reads them again.
import type { Db, Tx } from '../../db/port'
import type { TInfluencerBanners } from '../../money/cached-influencer'
import { adminAction, type TActionResult, type TAdmin } from '../admin-action'

/** Who changes the banners' records, and the cache to drop after. */
export type TBannerEdit = { db: Db; banners: TInfluencerBanners; admin: TAdmin }

export async function bannerAction<T>(
  o: TBannerEdit,
  audit: { action: string; targetType: string; targetId?: number },
  fn: (tx: Tx) => Promise<TActionResult<T>>,
): Promise<T> {
  const done = await adminAction({ db: o.db, admin: o.admin, ...audit }, fn)
  o.banners.forget()
  return done
}
