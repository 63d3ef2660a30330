// The influencer banner for an entry title, cached for a minute per title: pages of visitors who came from a blogger
// render the banner without a database round trip each time. A missing or failing lookup is simply no banner. One
// cache per app (AppDeps.caches, edge/runtime/app-caches.ts): a Node process, a Worker isolate and each test app
// have their own.
import type { Db } from '../db/port'
import type { Logger } from '../log'
import type { TInfluencerBanner } from '../../domain/banners'
import { getInfluencerByAppEntryTitle } from './get-influencer-by-app-entry-title'
import { influencerCodeLive } from '../../domain/money/influencer-discount'

const TTL_MS = 60_000
const MAX_TITLES = 200

export type TInfluencerBanners = {
  get(o: { db: Db; log?: Logger; title: string | null; now?: number }): Promise<TInfluencerBanner | null>
  /** Drops every cached banner: the back-office changed an influencer or a promo code (this app at once, others within the TTL). */
  forget(): void
}

export function createInfluencerBanners(): TInfluencerBanners {
  const cache = new Map<string, { at: number; value: Promise<TInfluencerBanner | null> }>()
  return {
    get(o) {
      if (!o.title) return Promise.resolve(null)
      const now = o.now ?? Date.now()
      const hit = cache.get(o.title)
      if (hit && now - hit.at < TTL_MS) return hit.value
      const value = getInfluencerByAppEntryTitle({ db: o.db, log: o.log, title: o.title }).then((i) =>
        i ? { bannerTitle: i.bannerTitle, bannerSubtitle: i.bannerSubtitle ?? '', promoCodeUrlKey: i.promoCode && influencerCodeLive(i.promoCode, new Date(now)) ? i.promoCode.urlKey : null } : null,
      )
      cache.set(o.title, { at: now, value })
      while (cache.size > MAX_TITLES) cache.delete(cache.keys().next().value!)
      return value
    },
    forget: () => cache.clear(),
  }
}
