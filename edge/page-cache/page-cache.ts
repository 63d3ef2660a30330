// The rendered-HTML store of public guest pages: an LRU of pages keyed by address, each page kept as the parts around
// its CSP nonce so every answer from the cache gets a fresh nonce (edge/http/security-headers.ts) in the same places.
import { createLru } from './lru'

type TCachedPage = {
  /** The HTML split at every occurrence of the nonce it was rendered with: `parts.join(nonce)` is the page again. */
  parts: string[]
  /** The rendered answer's own headers (content type, Cache-Control…); security headers are added per answer. */
  headers: [string, string][]
  storedAt: number
  /** A library work page counts a view on every answer, cached or not. */
  libraryWorkId?: number
}

/**
 * What changed, as addresses: `paths` drop that page with any query (a list and its pages, sorts, searches),
 * `prefixes` every page under it. Published by publishPageChange, delivered to every process by Postgres NOTIFY.
 */
export type TPageChange = { paths?: string[]; prefixes?: string[] }

export type TPageCache = {
  get(key: string): TCachedPage | undefined
  put(key: string, page: TCachedPage): void
  invalidate(change: TPageChange): number
  clear(): void
  readonly stats: { hits: number; misses: number; entries: number; bytes: number }
}

/** The cache key: the path first (invalidation matches on it), then the sorted query, the host and the entry source. */
export function pageCacheKey(url: URL, entry: string | null): string {
  const params = [...url.searchParams].sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
  const query = new URLSearchParams(params).toString()
  return `${url.pathname}?${query}\n${url.host}\n${entry ?? ''}`
}

const pathOfKey = (key: string) => key.slice(0, key.indexOf('?'))

/** UTF-16 length × 2 over-counts ASCII and is close for Cyrillic (2 bytes in UTF-8 too): cheap and never under budget. */
const pageBytes = (page: TCachedPage) => page.parts.reduce((n, p) => n + p.length * 2, 0) + 256

export function createPageCache(o: { maxEntries: number; maxBytes: number; ttlMs: number; now?: () => number }): TPageCache {
  const now = o.now ?? Date.now
  const lru = createLru<TCachedPage>({ maxEntries: o.maxEntries, maxBytes: o.maxBytes })
  const stats = { hits: 0, misses: 0 }
  return {
    get(key) {
      const page = lru.get(key)
      if (page && now() - page.storedAt < o.ttlMs) {
        stats.hits++
        return page
      }
      if (page) lru.delete(key)
      stats.misses++
      return undefined
    },
    put(key, page) {
      lru.set(key, page, pageBytes(page))
    },
    invalidate({ paths = [], prefixes = [] }) {
      const exact = new Set(paths)
      return lru.deleteWhere((key) => {
        const path = pathOfKey(key)
        return exact.has(path) || prefixes.some((p) => path.startsWith(p))
      })
    },
    clear: () => lru.clear(),
    get stats() {
      return { ...stats, entries: lru.entries, bytes: lru.bytes }
    },
  }
}
