// The feature-flag cache rules (platform.md §9): stale after 1 min, max age 4 h, 10 entries, idle stream pause 20 s,
// retry back-off capped at 5 min. Pure, so the server's loader and the browser's client apply the same numbers.

export const FEATURE_CACHE = {
  staleAfterMs: 60_000,
  maxAgeMs: 4 * 60 * 60_000,
  maxEntries: 10,
  idleStreamPauseMs: 20_000,
  maxBackoffMs: 5 * 60_000,
} as const

/** The browser gives up waiting for the definitions after this long and runs on the defaults (orders.md §9). */
export const EXPERIMENT_INIT_TIMEOUT_MS = 5000

export type TCacheState = 'fresh' | 'stale' | 'expired'

/** Fresh: serve. Stale: serve and refresh in the background. Expired (older than the max age): refresh before serving. */
export function cacheState(fetchedAt: number, now: number): TCacheState {
  const age = now - fetchedAt
  if (age < 0 || age >= FEATURE_CACHE.maxAgeMs) return 'expired'
  return age >= FEATURE_CACHE.staleAfterMs ? 'stale' : 'fresh'
}

/** Wait before retry number `failures` (1, 2, …): 1 s, 2 s, 4 s … doubling, never more than 5 min. */
export function backoffMs(failures: number): number {
  if (failures <= 0) return 0
  return Math.min(FEATURE_CACHE.maxBackoffMs, 1000 * 2 ** Math.min(failures - 1, 30))
}

/** An LRU of at most `maxEntries` keys: a Map in use order (oldest first). */
export function lruTouch<V>(map: Map<string, V>, key: string, value: V, maxEntries: number = FEATURE_CACHE.maxEntries): void {
  map.delete(key)
  map.set(key, value)
  while (map.size > maxEntries) {
    const oldest = map.keys().next().value
    if (oldest === undefined) break
    map.delete(oldest)
  }
}

