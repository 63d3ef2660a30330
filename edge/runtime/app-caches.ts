// The app's in-memory caches of data read between requests, made once per app by the runtime (a Node process, a
// Worker isolate, a test app), so none of them lives in a module: two apps never share one, and a test resets its own.
import type { TAppCaches } from '../context'
import { createInfluencerBanners } from '../money/cached-influencer'

export const createAppCaches = (): TAppCaches => ({ influencerBanners: createInfluencerBanners() })
