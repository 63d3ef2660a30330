// The rendered-HTML store of public guest pages: an LRU of pages keyed by address, each page kept as the parts around
// its CSP nonce so every answer from the cache gets a fresh nonce (edge/http/security-headers.ts) in the same places.
import { createLru } from './lru'

type TCachedPage = {
  /**
   * The HTML split at every occurrence of the nonce it was rendered with, each part UTF-8 encoded once:
   * `pageWithNonce(page, nonce)` is the page again, as bytes, with no text to encode per answer.
   */
  parts: Uint8Array<ArrayBuffer>[]
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

const pageBytes = (page: TCachedPage) => page.parts.reduce((n, p) => n + p.byteLength, 0) + 256

const utf8 = new TextEncoder()

/** The parts a page is kept as: its HTML split at the nonce it was rendered with. */
export const pageParts = (html: string, nonce: string) => html.split(nonce).map((part) => utf8.encode(part))

/** A kept page's bytes with `nonce` where its render had its own. */
export function pageWithNonce(page: Pick<TCachedPage, 'parts'>, nonce: string): Uint8Array<ArrayBuffer> {
  const { parts } = page
  const slot = utf8.encode(nonce)
  let size = slot.byteLength * (parts.length - 1)
  for (const p of parts) size += p.byteLength
  const out = new Uint8Array(size)
  let at = 0
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) {
      out.set(slot, at)
      at += slot.byteLength
    }
    out.set(parts[i]!, at)
    at += parts[i]!.byteLength
  }
  return out
}

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
