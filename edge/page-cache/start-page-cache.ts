// The Node process's page cache: built from the settings, emptied by the page changes any process announces
// (publishPageChange → Postgres NOTIFY) and by a changed mass alert, which every page shows.
import { massAlertRoom } from '../../domain/realtime'
import type { Db } from '../db/port'
import type { Logger } from '../log'
import type { RealtimeHub } from '../realtime/hub'
import type { TSettings } from '../settings'
import { createPageCache, type TPageCache } from './page-cache'
import { decodePageChange, PAGE_CACHE_CHANNEL } from './publish-page-change'

export type TRunningPageCache = TPageCache & { stop(): Promise<void> }

/** Null when PAGE_CACHE_MAX_ENTRIES is 0: pages then render on every request and only the CDN headers remain. */
export async function startPageCache(o: { db: Db; realtime: RealtimeHub; settings: TSettings; log: Logger }): Promise<TRunningPageCache | null> {
  const { settings, log } = o
  if (settings.PAGE_CACHE_MAX_ENTRIES === 0) return null
  const cache = createPageCache({ maxEntries: settings.PAGE_CACHE_MAX_ENTRIES, maxBytes: settings.PAGE_CACHE_MAX_BYTES, ttlMs: settings.PAGE_CACHE_TTL_SEC * 1000 })
  const unlisten = await o.db.listen(PAGE_CACHE_CHANNEL, (payload) => {
    const change = decodePageChange(payload)
    if (!change) {
      log.warn('page cache: malformed change notification; dropping every page', { payload: payload.slice(0, 200) })
      cache.clear()
      return
    }
    cache.invalidate(change)
  })
  const unsubscribe = o.realtime.subscribe([massAlertRoom()], () => cache.clear())
  return Object.assign(cache, {
    async stop() {
      unsubscribe()
      cache.clear()
      await unlisten()
    },
  })
}
